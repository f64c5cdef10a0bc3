import { isRefined, listRefinement } from '../list-refinement';

/**
 * The path a page's metadata is cached under and its canonical path: read by every page's head
 * (first-load JavaScript), while the calls that fetch metadata (page-metadata.ts) load only when
 * a client-side navigation needs them.
 */

const BLOG_CATEGORIES = new Set(['buying-guide', 'cpu-reviews', 'comparisons', 'india-specific']);
const SLUG_LIST = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:,[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/**
 * The path a page's metadata is cached under (docs/product-rules.md §4): the path with its trailing slash
 * removed. The blog's category filter makes its own page, so `?category=` stays on /blog; so do
 * the words of a search (`?q=`) and the laptops of a comparison (`?laptops=`).
 */
export function metadataKey(pathname: string, search = ''): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  const params = new URLSearchParams(search);
  if (path === '/blog') {
    const category = params.get('category');
    if (category && BLOG_CATEGORIES.has(category)) return `/blog?category=${category}`;
  }
  if (path === '/search') {
    const q = params.get('q')?.trim();
    if (q) return `/search?${new URLSearchParams({ q }).toString()}`;
  }
  if (path === '/compare') {
    const laptops = params.get('laptops');
    if (laptops && SLUG_LIST.test(laptops)) return `/compare?laptops=${laptops}`;
  }
  return path;
}

/** The list pages that come in pages of their own (`?page=2` onwards). */
const PAGED_LIST =
  /^\/(?:price-range\/[^/]+|best-laptop-under-[^/]+|laptops\/[^/]+|gaming-laptops)$/;

/**
 * The page's canonical path: its metadata key, and for the second and later pages of a long list
 * that page (`/price-range/under-50000?page=2`), each page being a page of its own to a search
 * engine. The first page's canonical has no `page`. A refined list (`?goodDeals=true`,
 * `?sort=real-discount`) is no page of its own, like a sorted one, and its pages are not the
 * list's pages: all of them name the list's first page.
 */
export function canonicalPath(pathname: string, search = ''): string {
  const key = metadataKey(pathname, search);
  const params = new URLSearchParams(search);
  const page = params.get('page');
  return page &&
    /^[1-9]\d*$/.test(page) &&
    page !== '1' &&
    PAGED_LIST.test(key) &&
    !isRefined(listRefinement(params))
    ? `${key}?page=${page}`
    : key;
}
