import { compareHref } from '@bli/domain';
import { X } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { clearCompared, toggleCompared, useCompared } from './compare-store';

/**
 * The laptops picked for comparison, fixed at the bottom of every page once there is one
 * (nothing in the server HTML: the selection lives in this browser's storage).
 */
export function CompareTray() {
  const compared = useCompared();
  const { pathname } = useLocation();
  if (compared.length === 0 || pathname === '/compare') return null;
  return (
    <>
      {/* Room under the footer so the fixed tray never hides the page's last lines. */}
      <div className="h-24" aria-hidden="true" />
      <aside
        aria-label="Compare tray"
        data-testid="compare-tray"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 shadow-[0_-4px_12px_rgba(0,0,0,0.06)]"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
          <ul className="flex flex-1 flex-wrap gap-2">
            {compared.map((laptop) => (
              <li
                key={laptop.slug}
                className="flex max-w-64 items-center gap-1 rounded-full border border-slate-300 bg-white py-1 pl-3 pr-1 text-xs"
              >
                <span className="truncate">{laptop.title}</span>
                <button
                  type="button"
                  onClick={() => toggleCompared(laptop)}
                  className="rounded-full p-1 hover:bg-slate-100"
                  aria-label={`Remove ${laptop.title} from compare`}
                >
                  <X className="h-3 w-3" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={clearCompared}
            className="text-sm text-slate-600 underline"
          >
            Clear
          </button>
          {compared.length >= 2 ? (
            <Link
              to={compareHref(compared.map((laptop) => laptop.slug))}
              className="rounded-md bg-orange-600 px-4 py-2 text-sm font-medium text-white hover:bg-orange-700"
            >
              Compare {compared.length} laptops
            </Link>
          ) : (
            <span className="text-sm text-slate-600">Add one more laptop to compare</span>
          )}
        </div>
      </aside>
    </>
  );
}
