import { Button } from '@bli/ui';
import { Link } from 'react-router';
import { SITE_NAME } from '../lib/site';

export const PAGE_NOT_FOUND_TITLE = `404 Page Not Found | ${SITE_NAME}`;

/** The site's 404 page (spec §2): for any path no page answers. */
export function PageNotFound() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="mt-4 text-slate-600">Did you forget to add the page to the router?</p>
      <Button asChild className="mt-8">
        <Link to="/">Back to home</Link>
      </Button>
    </main>
  );
}
