import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { RouterContextProvider } from 'react-router';
import { LoaderQueries, usePrefetched, useRenderedOnServer } from './loader-queries';
import { createQueryClient } from './query-client';
import {
  forTheBrowser,
  serverRenderedQueries,
  ServerRenderedQueries,
} from './server-rendered-queries';

const LAPTOP = ['laptop', 'a'] as const;
const HISTORY = ['history', 'a'] as const;
const SIMILAR = ['similar', 'a'] as const;

/** A loader's cache: the laptop and its history answered, the similar list failed. */
async function loaderCache(): Promise<DehydratedState> {
  const client = createQueryClient();
  await client.prefetchQuery({ queryKey: LAPTOP, queryFn: () => ({ title: 'Laptop A' }) });
  await client.prefetchQuery({ queryKey: HISTORY, queryFn: () => ({ points: [41_990] }) });
  await client.prefetchQuery({
    queryKey: SIMILAR,
    queryFn: () => Promise.reject(new Error('catalogue down')),
  });
  return dehydrate(client, { shouldDehydrateQuery: () => true });
}

const request = (path: string) => new Request(`http://localhost${path}`);

function Probe({ queryKey }: { queryKey: readonly string[] }) {
  const data = usePrefetched({ queryKey });
  const rendered = useRenderedOnServer({ queryKey });
  return <p>{`${JSON.stringify(data ?? null)} rendered=${rendered}`}</p>;
}

function page(state: DehydratedState, queryKey: readonly string[]) {
  return (
    <LoaderQueries state={state}>
      <Probe queryKey={queryKey} />
    </LoaderQueries>
  );
}

describe('forTheBrowser', () => {
  it('keeps a document’s server-only answers out of its loader data and hands them to the render', async () => {
    const context = new RouterContextProvider();
    const state = await loaderCache();
    const browser = forTheBrowser({ request: request('/laptop/a'), context }, state, [
      HISTORY,
      SIMILAR,
    ]);

    expect(JSON.stringify(browser)).not.toContain('41990');
    expect(JSON.stringify(browser)).toContain('Laptop A');
    const kept = serverRenderedQueries(context);
    expect(kept.map((query) => query.queryKey)).toEqual([HISTORY]);

    // The server render reads the answer; the browser knows it was rendered and has no data.
    const server = renderToStaticMarkup(
      <ServerRenderedQueries.Provider value={kept}>
        {page(browser, HISTORY)}
      </ServerRenderedQueries.Provider>,
    );
    expect(server).toContain('{&quot;points&quot;:[41990]} rendered=true');
    expect(renderToStaticMarkup(page(browser, HISTORY))).toContain('null rendered=true');
  });

  it('leaves a failed answer in place, so the browser still asks for it', async () => {
    const context = new RouterContextProvider();
    const browser = forTheBrowser({ request: request('/laptop/a'), context }, await loaderCache(), [
      SIMILAR,
    ]);
    expect(serverRenderedQueries(context)).toEqual([]);
    expect(renderToStaticMarkup(page(browser, SIMILAR))).toContain('null rendered=false');
  });

  it('sends everything on a data request, which renders the islands in the browser', async () => {
    const context = new RouterContextProvider();
    const state = await loaderCache();
    const browser = forTheBrowser({ request: request('/laptop/a.data?days=365'), context }, state, [
      HISTORY,
    ]);
    expect(browser).toBe(state);
    expect(serverRenderedQueries(context)).toEqual([]);
    expect(renderToStaticMarkup(page(browser, HISTORY))).toContain(
      '{&quot;points&quot;:[41990]} rendered=false',
    );
  });

  it('adds to what other loaders of the request kept', async () => {
    const context = new RouterContextProvider();
    forTheBrowser({ request: request('/laptop/a'), context }, await loaderCache(), [HISTORY]);
    forTheBrowser({ request: request('/laptop/a'), context }, await loaderCache(), [LAPTOP]);
    expect(serverRenderedQueries(context).map((query) => query.queryKey)).toEqual([
      HISTORY,
      LAPTOP,
    ]);
  });
});
