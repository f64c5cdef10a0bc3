import type { PriceHistoryRange } from '@bli/contracts';
import { cn } from '@bli/ui';
import { HISTORY_RANGES, historyRangeHref } from './price-history-ranges';

/**
 * The chart's range buttons: plain links (`?days=30`, …), so they work without JavaScript; the
 * range shown is `aria-current`. Crawlers need not follow them: each is the same page, whose
 * canonical URL leaves `days` out (page-key.ts).
 */
export function PriceHistoryRangeLinks({ days }: { days: PriceHistoryRange }) {
  return (
    <nav aria-label="Price history range" data-testid="price-history-range">
      <ul className="inline-flex overflow-hidden rounded-md border border-slate-300 text-sm">
        {HISTORY_RANGES.map((range) => {
          const selected = range.days === days;
          return (
            <li key={range.days} className="border-l border-slate-300 first:border-l-0">
              <a
                href={historyRangeHref(range.days)}
                rel="nofollow"
                aria-current={selected ? 'true' : undefined}
                className={cn(
                  'inline-block px-3 py-2 font-medium',
                  selected
                    ? 'bg-slate-900 text-white'
                    : 'bg-white text-slate-700 hover:bg-slate-100',
                )}
              >
                {range.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
