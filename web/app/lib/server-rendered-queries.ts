import type { DehydratedState, QueryKey } from '@tanstack/react-query';
import { createContext as createReactContext, useContext } from 'react';
import { createContext, type RouterContextProvider } from 'react-router';

/**
 * Answers a document request renders into static islands only (a laptop's price history, its
 * similar laptops). The islands keep the server's HTML when the page hydrates, so the browser
 * never reads those answers: the document leaves them out of its loader data (~18 KB of a laptop
 * page's HTML, and the server's work of encoding them) and hands them to the render here. A
 * data request (`….data`: a client-side navigation or revalidation, which renders the islands
 * in the browser) keeps them in the loader data.
 */
const renderedOnServer = createContext<DehydratedState['queries']>([]);

/** In the browser the page's queries marked so were rendered by the server: nothing to fetch. */
const MARK = { renderedOnServer: true } as const;

/** React Router's own test for a single-fetch data request (server-runtime). */
function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith('.data');
}

/**
 * A loader's dehydrated cache as the browser gets it: on a document request the successful
 * answers of `serverOnly` leave with their data, marked, and the render reads them from the
 * request's context.
 */
export function forTheBrowser(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  state: DehydratedState,
  serverOnly: readonly QueryKey[],
): DehydratedState {
  if (isDataRequest(request)) return state;
  const hashes = new Set(serverOnly.map((key) => JSON.stringify(key)));
  const kept: DehydratedState['queries'] = [];
  const queries = state.queries.map((query) => {
    if (query.state.status !== 'success' || !hashes.has(JSON.stringify(query.queryKey))) {
      return query;
    }
    kept.push(query);
    return { ...query, state: { ...query.state, data: undefined }, meta: MARK };
  });
  if (kept.length > 0) context.set(renderedOnServer, [...context.get(renderedOnServer), ...kept]);
  return { ...state, queries };
}

/** For the server entry: the answers this request's loaders kept out of the loader data. */
export function serverRenderedQueries(
  context: Readonly<RouterContextProvider>,
): DehydratedState['queries'] {
  return context.get(renderedOnServer);
}

/** The server render's answers kept out of the loader data (none in the browser). */
export const ServerRenderedQueries = createReactContext<DehydratedState['queries']>([]);

export function useServerRenderedQueries(): DehydratedState['queries'] {
  return useContext(ServerRenderedQueries);
}

/** True when the server rendered the query's answer and left it out of the loader data. */
export function isRenderedOnServer(state: DehydratedState, queryKey: QueryKey): boolean {
  const hash = JSON.stringify(queryKey);
  return state.queries.some(
    (query) => query.meta?.renderedOnServer === true && JSON.stringify(query.queryKey) === hash,
  );
}
