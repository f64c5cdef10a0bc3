import { pageCount } from '@bli/domain';
import { Link, useLocation } from 'react-router';

/** Page numbers shown around the current one, besides the first and the last. */
const AROUND = 2;

/** The numbers to link: first, last and the current page's neighbours; null is a gap. */
export function pageNumbers(current: number, last: number): (number | null)[] {
  const numbers: (number | null)[] = [];
  for (let n = 1; n <= last; n++) {
    if (n === 1 || n === last || Math.abs(n - current) <= AROUND) numbers.push(n);
    else if (numbers.at(-1) !== null) numbers.push(null);
  }
  return numbers;
}

/**
 * Links to the other pages of a long list, rendered on the server as plain links (`?page=2`), so
 * they work without JavaScript; other search parameters (sort, view) are kept. Nothing when the
 * list fits one page.
 */
export function PageLinks({
  page,
  pageSize,
  total,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  label: string;
}) {
  const { pathname, search } = useLocation();
  const last = pageCount(total, pageSize);
  if (last <= 1) return null;
  const href = (n: number) => {
    const params = new URLSearchParams(search);
    if (n === 1) params.delete('page');
    else params.set('page', String(n));
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };
  const linkClass = 'rounded-md border border-slate-300 px-3 py-1.5 hover:bg-slate-100';
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-2 text-sm">
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev" className={linkClass}>
          ← Previous
        </Link>
      )}
      {pageNumbers(page, last).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
            …
          </span>
        ) : n === page ? (
          <span
            key={n}
            aria-current="page"
            className="rounded-md bg-blue-700 px-3 py-1.5 font-semibold text-white"
          >
            {n}
          </span>
        ) : (
          <Link key={n} to={href(n)} className={linkClass} aria-label={`Page ${n}`}>
            {n}
          </Link>
        ),
      )}
      {page < last && (
        <Link to={href(page + 1)} rel="next" className={linkClass}>
          Next →
        </Link>
      )}
    </nav>
  );
}
