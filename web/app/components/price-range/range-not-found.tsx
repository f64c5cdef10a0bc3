import { Button } from '@bli/ui';
import { Link } from 'react-router';
import { BUDGET_PAGES, SITE_NAME } from '../../lib/site';

/** Loader data of a 404 range or landing page (docs/product-rules.md §8 texts). */
export const RANGE_NOT_FOUND = {
  title: `Price Range Not Found | ${SITE_NAME}`,
  description: 'The requested price range could not be found.',
  url: null,
};

/** docs/product-rules.md §8 "Price Range Not Found" (served with HTTP 404), with a way back to real budgets. */
export function RangeNotFound() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Price Range Not Found</h1>
      <p className="mt-4 text-slate-600">{RANGE_NOT_FOUND.description}</p>
      <nav aria-label="Budgets" className="mt-8">
        <ul className="flex flex-wrap justify-center gap-2">
          {BUDGET_PAGES.map((page) => (
            <li key={page.path}>
              <Link
                to={page.path}
                className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm hover:bg-slate-100"
              >
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Button asChild className="mt-8">
        <Link to="/">Back to home</Link>
      </Button>
    </main>
  );
}
