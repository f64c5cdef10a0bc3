import { data } from 'react-router';

/**
 * The deepest page the API answers (`PAGE_MAX` in @bli/contracts, which the browser bundle does
 * not load: it would bring zod with it).
 */
const DEEPEST_PAGE = 10_000;

/**
 * Laptops a list page of the site shows: whole rows in the 2- and 3-column grids, and more than
 * the demo catalogue's longest list (101 laptops with an SSD), so those pages stay one page.
 */
export const WEB_PAGE_SIZE = 120;

/**
 * The page a list page's URL asks for (`?page=2`; none is the first). Anything else is a page
 * that does not exist: a 404, not a silent first page under another address.
 */
export function requestedPage(url: URL): number {
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  const page = Number(raw);
  if (!/^\d+$/.test(raw) || page < 1 || page > DEEPEST_PAGE) throw pageNotFound();
  return page;
}

/** A page past the end of its list (the first page always exists, empty or not). */
export function assertPageExists(page: number, itemsOnPage: number): void {
  if (page > 1 && itemsOnPage === 0) throw pageNotFound();
}

function pageNotFound() {
  return data('This page of the list does not exist', { status: 404 });
}
