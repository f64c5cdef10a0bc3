/** A list screen's words, state and page, as the address holds them (`?q=&state=&page=`). */
export interface ListQuery<S extends string> {
  q?: string;
  state?: S;
  page: number;
}

/** Reads the list's words, a state the list knows and a page from the address; ignores the rest. */
export function listQueryFromSearch<S extends string>(
  search: URLSearchParams,
  states: readonly S[],
): ListQuery<S> {
  const state = search.get('state');
  const page = Number(search.get('page'));
  return {
    q: search.get('q')?.trim() || undefined,
    state: states.find((known) => known === state),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function searchFromListQuery(query: ListQuery<string>): URLSearchParams {
  const search = new URLSearchParams();
  if (query.q) search.set('q', query.q);
  if (query.state) search.set('state', query.state);
  if (query.page > 1) search.set('page', String(query.page));
  return search;
}
