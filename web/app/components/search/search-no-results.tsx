import type { SearchResult } from '@bli/contracts';
import { formatInr } from '@bli/domain';
import { Link } from 'react-router';
import { BUDGET_SUGGESTIONS } from './search-examples';
import { searchFor } from './search-params';

/** Nothing matched: larger budgets that would find laptops, else a few searches that work. */
export function SearchNoResults({ result }: { result: SearchResult }) {
  return (
    <div
      className="space-y-4 rounded-lg border border-dashed border-slate-300 bg-white p-6"
      data-testid="search-no-results"
    >
      <p className="font-semibold">No laptops match your search.</p>
      {result.nearbyBudgets.length > 0 ? (
        <div className="space-y-2">
          <p className="text-sm text-slate-600">Try a nearby budget:</p>
          <ul className="flex flex-wrap gap-2">
            {result.nearbyBudgets.map((budget) => (
              <li key={budget.maxPrice}>
                <Link
                  to={searchFor(budget.q)}
                  className="inline-block rounded-full border border-orange-300 bg-orange-50 px-3 py-1 text-sm text-orange-800 hover:bg-orange-100"
                >
                  Under {formatInr(budget.maxPrice)} ({budget.count}{' '}
                  {budget.count === 1 ? 'laptop' : 'laptops'})
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div className="space-y-2">
          <p className="text-sm text-slate-600">Try fewer words, or one of these:</p>
          <ul className="flex flex-wrap gap-2">
            {BUDGET_SUGGESTIONS.map((q) => (
              <li key={q}>
                <Link
                  to={searchFor(q)}
                  className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50"
                >
                  {q}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
