import type { DehydratedState, QueryKey } from '@tanstack/react-query';

/**
 * Loader helpers: a loader reads a prefetched answer back out of its dehydrated cache (for meta,
 * status, or a second query that needs the first one's answer) and joins the caches.
 */
export function dehydratedData<T>(state: DehydratedState, queryKey: QueryKey): T {
  const hash = JSON.stringify(queryKey);
  const query = state.queries.find((q) => JSON.stringify(q.queryKey) === hash);
  if (!query) throw new Error(`Query ${hash} is not in the dehydrated cache`);
  return query.state.data as T;
}

export function mergeDehydrated(...states: DehydratedState[]): DehydratedState {
  return {
    mutations: states.flatMap((state) => state.mutations),
    queries: states.flatMap((state) => state.queries),
  };
}
