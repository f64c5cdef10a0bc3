import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * For pages whose search params only re-sort or re-filter what is already loaded (sort, view,
 * tab): the loader runs again only when the path or the page of a long list (`?page=`) changes.
 */
export function revalidateOnNewPath({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.searchParams.get('page') === nextUrl.searchParams.get('page')
  ) {
    return false;
  }
  return defaultShouldRevalidate;
}
