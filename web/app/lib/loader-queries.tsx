import type { DehydratedState, InferDataFromTag, QueryKey } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { findDehydratedData } from './dehydrated';

const LoaderQueriesContext = createContext<DehydratedState | null>(null);

/**
 * The answers a route's loader prefetched with the query factories (its dehydrated TanStack
 * Query cache), handed to the page's components. Pages only read what their loader fetched, so
 * the browser needs no query client to render or hydrate them: TanStack Query stays on the
 * server and loads in the browser only when a page has to fetch something itself
 * (`useOptionalQuery`). That keeps ~11 KB gzip out of every page's first load (issue #3).
 */
export function LoaderQueries({
  state,
  children,
}: {
  state: DehydratedState;
  children: ReactNode;
}) {
  return <LoaderQueriesContext.Provider value={state}>{children}</LoaderQueriesContext.Provider>;
}

/** The prefetched answer of a query the loader had to fetch (or the page would not render). */
export function useLoaderQuery<TKey extends QueryKey>(options: {
  queryKey: TKey;
}): { data: InferDataFromTag<unknown, TKey> } {
  const data = usePrefetched(options);
  if (data === undefined) {
    throw new Error(`Query ${JSON.stringify(options.queryKey)} was not prefetched by the loader`);
  }
  return { data };
}

/** The prefetched answer of a query, or undefined when the loader did not (or could not) fetch it. */
export function usePrefetched<TKey extends QueryKey>(options: {
  queryKey: TKey;
}): InferDataFromTag<unknown, TKey> | undefined {
  const state = useContext(LoaderQueriesContext);
  if (!state) throw new Error('useLoaderQuery needs a <LoaderQueries> around the page');
  return findDehydratedData(state, options.queryKey);
}
