import type { DehydratedState, InferDataFromTag, QueryKey } from '@tanstack/react-query';

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

/** A query's answer in a dehydrated cache, typed by its factory's key; undefined when absent or failed. */
export function findDehydratedData<TKey extends QueryKey>(
  state: DehydratedState,
  queryKey: TKey,
): InferDataFromTag<unknown, TKey> | undefined {
  const hash = JSON.stringify(queryKey);
  const query = state.queries.find((q) => JSON.stringify(q.queryKey) === hash);
  return query?.state.status === 'success'
    ? (query.state.data as InferDataFromTag<unknown, TKey>)
    : undefined;
}

export function mergeDehydrated(...states: DehydratedState[]): DehydratedState {
  return {
    mutations: states.flatMap((state) => state.mutations),
    queries: states.flatMap((state) => state.queries),
  };
}
