import { Link } from 'react-router';
import { BUDGET_PAGES } from '../../lib/site';

/** Links to the other five budget guides (and this range's sortable list). */
export function OtherBudgets({
  current,
  rangeSlug,
  rangeName,
}: {
  current: string;
  rangeSlug?: string;
  rangeName?: string;
}) {
  return (
    <nav aria-labelledby="other-budgets-heading" className="space-y-3">
      <h2 id="other-budgets-heading" className="text-lg font-semibold text-slate-900">
        Other budgets
      </h2>
      <ul className="flex flex-wrap gap-2">
        {BUDGET_PAGES.filter((page) => page.seoSlug !== current).map((page) => (
          <li key={page.path}>
            <Link
              to={page.path}
              className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm hover:bg-slate-100"
            >
              Best laptops {page.label.toLowerCase()}
            </Link>
          </li>
        ))}
        {rangeSlug && rangeName && (
          <li>
            <Link
              to={`/price-range/${rangeSlug}`}
              className="inline-block rounded-full border border-orange-300 bg-orange-50 px-3 py-1 text-sm text-orange-800 hover:bg-orange-100"
            >
              All laptops {rangeName}, sortable
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
