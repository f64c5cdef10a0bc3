import { cn } from '@bli/ui';
import { Link } from 'react-router';

/**
 * "Good deals only" on a public list (docs/deal-verdicts.md): a link to the same list with
 * `?goodDeals=true` switched, so it works without JavaScript and, as a new address, is kept by
 * the page links. A switch to assistive technology, as on the comparison page.
 */
export function GoodDealsSwitch({ on, href }: { on: boolean; href: string }) {
  return (
    <Link
      to={href}
      role="switch"
      aria-checked={on}
      preventScrollReset
      className="inline-flex items-center gap-2 text-sm font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-orange-500"
      data-testid="good-deals-switch"
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-block h-5 w-9 rounded-full transition-colors',
          on ? 'bg-green-600' : 'bg-slate-300',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 h-4 w-4 rounded-full bg-white transition-transform',
            on ? 'translate-x-4' : 'translate-x-0.5',
          )}
        />
      </span>
      Good deals only
    </Link>
  );
}
