import { Link } from 'react-router';
import { searchHref } from './search-params';

/** Previous / next links with "page x of y". */
export function SearchPagination({
  search,
  page,
  pageSize,
  total,
}: {
  search: URLSearchParams;
  page: number;
  pageSize: number;
  total: number;
}) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const linkClass = 'rounded-md border border-slate-300 bg-white px-3 py-1.5 hover:bg-slate-50';
  return (
    <nav aria-label="Result pages" className="flex items-center justify-center gap-3 text-sm">
      {page > 1 && (
        <Link to={searchHref(search, { page: String(page - 1) })} rel="prev" className={linkClass}>
          Previous
        </Link>
      )}
      <span className="text-slate-600">
        Page {page} of {pages}
      </span>
      {page < pages && (
        <Link to={searchHref(search, { page: String(page + 1) })} rel="next" className={linkClass}>
          Next
        </Link>
      )}
    </nav>
  );
}
