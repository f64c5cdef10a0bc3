import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { listRefinement } from '../lib/list-refinement';

/** The same list from the catalogue: the same `?sort=real-discount` and `?goodDeals=true`. */
function sameRefinement(current: URLSearchParams, next: URLSearchParams): boolean {
  const [a, b] = [listRefinement(current), listRefinement(next)];
  return a.sort === b.sort && a.goodDeals === b.goodDeals;
}

/**
 * For pages whose search params only re-sort or re-filter what is already loaded (sort, view,
 * tab): the loader runs again only when the path, the page of a long list (`?page=`) or what the
 * list asks the catalogue for (list-refinement.ts) changes.
 */
export function revalidateOnNewPath({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.searchParams.get('page') === nextUrl.searchParams.get('page') &&
    sameRefinement(currentUrl.searchParams, nextUrl.searchParams)
  ) {
    return false;
  }
  return defaultShouldRevalidate;
}
