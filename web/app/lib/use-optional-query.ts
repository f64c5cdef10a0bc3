import type { FetchQueryOptions, InferDataFromTag, QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usePrefetched, useRenderedOnServer } from './loader-queries';

/**
 * A page's optional extra (a laptop's price history, a post's author): the loader's answer when
 * it has one. When the loader could not fetch it, the browser asks after hydration through
 * TanStack Query's client cache, which is loaded only then, so pages whose loaders succeeded
 * never download it. An answer the server rendered into a static island and left out of the
 * loader data (`forTheBrowser`) is not fetched: the island keeps the server's HTML.
 */
export function useOptionalQuery<TKey extends QueryKey>(
  // A query factory's options (queryKey and queryFn), as the loader used them.
  options: { queryKey: TKey; queryFn?: unknown },
  enabled = true,
): { data: InferDataFromTag<unknown, TKey> | undefined } {
  type Data = InferDataFromTag<unknown, TKey>;
  const prefetched = usePrefetched(options);
  const rendered = useRenderedOnServer(options);
  const [fetched, setFetched] = useState<{ key: string; data: Data } | null>(null);
  const key = JSON.stringify(options.queryKey);
  const missing = enabled && prefetched === undefined && !rendered;

  useEffect(() => {
    if (!missing) return;
    let live = true;
    import('./browser-query-client')
      .then(({ browserQueryClient }) =>
        browserQueryClient().fetchQuery(options as FetchQueryOptions<Data, Error, Data, TKey>),
      )
      .then(
        (data) => live && setFetched({ key, data }),
        // An extra that cannot be loaded is left out; the page stays as the server rendered it.
        () => undefined,
      );
    return () => {
      live = false;
    };
    // The key names the query (the options object is new on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- options is read under its key
  }, [key, missing]);

  if (!enabled) return { data: undefined };
  return { data: prefetched ?? (fetched?.key === key ? fetched.data : undefined) };
}
