import { cn } from '@bli/ui';
import { firstOf } from '../use-cases/use-case-search';
import { GUIDE_CARD_KEYWORDS } from './knowledge-model';

/** Target keywords: all of them, or the first 3 plus "+N" on guide cards (docs/product-rules.md §9). */
export function KeywordChips({
  keywords,
  limit = GUIDE_CARD_KEYWORDS,
  className,
}: {
  keywords: readonly string[];
  limit?: number;
  className?: string;
}) {
  const { shown, more } = firstOf(keywords, limit);
  if (shown.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label="Target keywords">
      {shown.map((keyword) => (
        <li key={keyword} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
          {keyword}
        </li>
      ))}
      {more > 0 && (
        <li className="rounded-md border border-slate-200 px-2 py-0.5 text-xs text-slate-500">
          +{more}
          <span className="sr-only"> more keywords</span>
        </li>
      )}
    </ul>
  );
}
