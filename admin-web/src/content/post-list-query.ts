import { EDITORIAL_STATES, type EditorialState } from '@bli/contracts';
import type { PostListQuery } from './posts.queries';

/** The list's search, state and page, read from the address (`?q=&state=&page=`). */
export function postListQueryFromSearch(search: URLSearchParams): PostListQuery {
  const state = search.get('state');
  const page = Number(search.get('page'));
  return {
    q: search.get('q')?.trim() || undefined,
    state: (EDITORIAL_STATES as readonly string[]).includes(state ?? '')
      ? (state as EditorialState)
      : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function searchFromPostListQuery(query: PostListQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.q) search.set('q', query.q);
  if (query.state) search.set('state', query.state);
  if (query.page > 1) search.set('page', String(query.page));
  return search;
}
