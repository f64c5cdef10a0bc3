import { cn } from '@bli/ui';
import { Link, useLocation } from 'react-router';
import { refinedListHref, type ListRefinement } from '../lib/list-refinement';
import { GoodDealsSwitch } from './good-deals-switch';

const ORDERS: { sort: ListRefinement['sort']; label: string }[] = [
  { sort: 'rank', label: 'Best-ranked' },
  { sort: 'real-discount', label: 'Real discount' },
];

/**
 * A list's order (best-ranked or real discount) and "good deals only", as plain links to the
 * refined list (docs/deal-verdicts.md "Lists"): no JavaScript, and each choice keeps the other.
 */
export function ListRefineLinks({
  refinement,
  className,
}: {
  refinement: ListRefinement;
  className?: string;
}) {
  const { pathname, search } = useLocation();
  return (
    <div
      className={cn('flex flex-wrap items-center gap-x-4 gap-y-2', className)}
      data-testid="list-refine-links"
    >
      <nav aria-label="Order" className="flex items-center gap-1 text-sm">
        <span className="mr-1 font-medium text-slate-700">Order:</span>
        {ORDERS.map(({ sort, label }) =>
          sort === refinement.sort ? (
            <span
              key={sort}
              aria-current="true"
              className="rounded-md bg-slate-900 px-2.5 py-1 font-medium text-white"
            >
              {label}
            </span>
          ) : (
            <Link
              key={sort}
              to={refinedListHref(pathname, search, { sort })}
              preventScrollReset
              className="rounded-md px-2.5 py-1 text-slate-700 hover:bg-slate-100"
            >
              {label}
            </Link>
          ),
        )}
      </nav>
      <GoodDealsSwitch
        on={refinement.goodDeals}
        href={refinedListHref(pathname, search, { goodDeals: !refinement.goodDeals })}
      />
    </div>
  );
}
