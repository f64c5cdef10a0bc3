import type { CatalogueRoutes, RouteParams } from '@bli/contracts';

/** The query parameters `/search` understands; every one is passed on to `GET /api/search`. */
export const SEARCH_PARAMS = [
  'q',
  'brand',
  'processor',
  'ram',
  'storage',
  'graphics',
  'gaming',
  'tier',
  'minPrice',
  'maxPrice',
  'maxWeightKg',
  'sort',
  'page',
] as const;

type SearchApiParams = RouteParams<typeof CatalogueRoutes.search>;

/**
 * The API call's parameters behind a `/search` URL: its known parameters, nothing else, as the
 * shopper typed them (a repeated one comma-joined); the API validates them, and its 400 names
 * the bad one on the page.
 */
export function searchApiParams(search: URLSearchParams): SearchApiParams {
  const params: Record<string, string> = {};
  for (const key of SEARCH_PARAMS) {
    const values = search.getAll(key).filter((value) => value !== '');
    if (values.length > 0) params[key] = values.join(',');
  }
  return params as SearchApiParams;
}

/**
 * A link to the same search with some parameters changed (null removes one). Any change but
 * the page number starts again from page 1.
 */
export function searchHref(
  search: URLSearchParams,
  changes: Record<string, string | null>,
): string {
  const params = new URLSearchParams(search);
  if (!('page' in changes)) params.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}

/** The results page of some words. */
export const searchFor = (q: string) => `/search?${new URLSearchParams({ q }).toString()}`;

/** A search shows something only once it has words or a chosen filter. */
export function hasSearch(search: URLSearchParams): boolean {
  return SEARCH_PARAMS.some((key) => key !== 'sort' && key !== 'page' && search.get(key));
}
