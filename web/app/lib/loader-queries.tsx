import type { DehydratedState, InferDataFromTag, QueryKey } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { findDehydratedData } from './dehydrated';
import { isRenderedOnServer, useServerRenderedQueries } from './server-rendered-queries';

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
  // On the server, the answers the loader kept out of the browser's copy come first.
  const rendered = useServerRenderedQueries();
  const value = useMemo(
    () => (rendered.length === 0 ? state : { ...state, queries: [...rendered, ...state.queries] }),
    [rendered, state],
  );
  return <LoaderQueriesContext.Provider value={value}>{children}</LoaderQueriesContext.Provider>;
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
  return findDehydratedData(useLoaderState(), options.queryKey);
}

/** True when the server rendered the query's answer and kept it out of the browser's copy. */
export function useRenderedOnServer(options: { queryKey: QueryKey }): boolean {
  return isRenderedOnServer(useLoaderState(), options.queryKey);
}

function useLoaderState(): DehydratedState {
  const state = useContext(LoaderQueriesContext);
  if (!state) throw new Error('useLoaderQuery needs a <LoaderQueries> around the page');
  return state;
}
