import type { IncomingMessage, ServerResponse } from 'node:http';
import { createNonce } from '../csp-nonce.server';
import { readRendered, toCachedPage, type CachedPage, type RenderedPage } from './cached-page';
import { PageCache } from './page-cache';
import type { PageCacheConfig } from './page-cache.config';
import { pageKey } from './page-key';
import { sendCachedPage, sendRenderedPage } from './page-response';

/** React Router's request handler: a Fetch request in, the rendered response out. */
export type RenderPage = (request: Request) => Promise<Response>;

export type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => Promise<void>;

export interface PageCacheMiddlewareOptions {
  config: PageCacheConfig;
  render: RenderPage;
  /** The public origin the pages are rendered on (SITE_URL): the Host header plays no part. */
  origin: string;
}

/**
 * The HTML cache in front of the renderer (issue #9): public pages are rendered once per key
 * and TTL and served from memory with a fresh CSP nonce each, a burst on one page waits for a
 * single render, and an expired page is served stale while it renders again. What it does not
 * answer (other methods, data requests, a page it may not keep that another request rendered)
 * goes on to `next`, React Router's own handler. Off when the TTL is 0.
 */
export function pageCacheMiddleware({
  config,
  render,
  origin,
}: PageCacheMiddlewareOptions): Middleware {
  if (config.ttlMs === 0) return async (_request, _response, next) => next();
  const cache = new PageCache<CachedPage>({
    ...config,
    onRefreshError: (key, error) =>
      console.error(
        JSON.stringify({
          level: 50,
          service: 'web',
          msg: `page cache: refreshing ${key} failed`,
          error: String(error),
        }),
      ),
  });
  return async (request, response, next) => {
    const url = request.url ?? '/';
    const userAgent = request.headers['user-agent'] ?? '';
    const key = pageKey(request.method ?? 'GET', url, userAgent);
    if (key === undefined) return next();
    // Only the path, the query and the user agent (crawler or not) reach the renderer: the key.
    let own: RenderedPage | undefined;
    try {
      const served = await cache.get(key, async () => {
        own = await readRendered(
          await render(new Request(`${origin}${url}`, { headers: { 'user-agent': userAgent } })),
        );
        return toCachedPage(own);
      });
      if (served)
        return sendCachedPage(request, response, served.value, served.state, createNonce());
      if (own) return sendRenderedPage(request, response, own);
      next();
    } catch (error) {
      next(error);
    }
  };
}
