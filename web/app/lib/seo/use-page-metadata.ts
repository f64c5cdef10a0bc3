import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { metadataKey } from './page-key';
import type { PageMetadata } from './page-metadata';

export interface InitialMetadata {
  key: string;
  metadata: PageMetadata | null;
}

/**
 * The metadata of the page on screen (docs/product-rules.md §2, §4, §8). The server's answer seeds a cache kept
 * per path (trailing slash removed). On a route change a cache hit applies at once; a miss is
 * fetched and cached, and applies when it arrives. An answer that is not ok or lacks a title and
 * description is ignored; a failed request is logged as a warning. Either way the page keeps the
 * metadata it had. The calls that fetch it load with the first page that is not cached, so the
 * first load carries only the cache.
 */
export function usePageMetadata(initial: InitialMetadata): PageMetadata | null {
  const location = useLocation();
  const key = metadataKey(location.pathname, location.search);
  const [cache] = useState(
    () => new Map<string, PageMetadata>(initial.metadata ? [[initial.key, initial.metadata]] : []),
  );
  const [, setArrivals] = useState(0);
  const shown = useRef<PageMetadata | null>(initial.metadata);
  const hit = cache.get(key);
  if (hit) shown.current = hit;

  useEffect(() => {
    if (cache.has(key)) return;
    let current = true;
    import('./page-metadata')
      .then(({ requestPageMetadata }) => requestPageMetadata(key))
      .then(
        (metadata) => {
          if (!metadata) return;
          cache.set(key, metadata);
          if (current) setArrivals((n) => n + 1);
        },
        (error: unknown) => {
          console.warn(
            `Page metadata for ${key} could not be loaded; keeping the current one.`,
            error,
          );
        },
      );
    return () => {
      current = false;
    };
  }, [cache, key]);

  return hit ?? shown.current;
}
