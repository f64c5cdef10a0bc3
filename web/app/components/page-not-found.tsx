import { Button } from '@bli/ui';
import { Link, type MetaDescriptor } from 'react-router';
import { SITE_NAME } from '../lib/site';
import { notFoundMeta } from './page-meta';

const TITLE = `404 Page Not Found | ${SITE_NAME}`;
const DESCRIPTION = `This page does not exist on ${SITE_NAME}. Go back to the home page to compare laptops by budget, specification, gaming tier and use case.`;

/**
 * The 404 page's head: a title and a description like every page, and `noindex` (with the 404
 * status its routes answer) so that search engines drop the address instead of listing it.
 */
export function pageNotFoundMeta(): MetaDescriptor[] {
  return notFoundMeta(TITLE, DESCRIPTION);
}

/** The site's 404 page (docs/product-rules.md §2): for any path no page answers. */
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
