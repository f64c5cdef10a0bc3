// The server entry: React Router's default Node entry, rendered whole before it is sent, plus
// the document's Content-Security-Policy with a fresh nonce that every inline and module script
// React Router and the root layout emit carries (issue #9).
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { setGatewayFetch } from './lib/api-client';
import { NonceContext } from './lib/csp-nonce';
import { createNonce } from './lib/csp-nonce.server';
import { documentSink } from './lib/document-sink.server';
import { gatewayFetch } from './lib/gateway-fetch.server';
import { withoutHeadModulePreloads } from './lib/head-module-preloads.server';
import { pageCacheMiddleware, type RenderPage } from './lib/page-cache/page-cache.middleware';
import { pageCacheConfig } from './lib/page-cache/page-cache.config';
import { pageRateLimitConfig } from './lib/page-rate-limit/page-rate-limit.config';
import { pageRateLimitMiddleware } from './lib/page-rate-limit/page-rate-limit.middleware';
import { imageHosts } from './lib/image-hosts.server';
import { documentSecurityHeaders } from './lib/security-headers';
import { ServerRenderedQueries, serverRenderedQueries } from './lib/server-rendered-queries';
import { siteUrl } from './lib/seo/site-url.server';
import { configuredTagManagerId } from './lib/tag-manager.server';

// server.js applies these to every response, from this build (one definition of the headers).
export { handleError } from './lib/handle-error.server';
export { securityHeaders } from './lib/security-headers';

/** server.js puts this in front of React Router's handler: the HTML cache (issue #9). */
export function pageCache(render: RenderPage) {
  return pageCacheMiddleware({ config: pageCacheConfig(process.env), render, origin: siteUrl() });
}

/** server.js puts this in front of the HTML cache: search and compare pages per shopper. */
export function pageRateLimit() {
  return pageRateLimitMiddleware(pageRateLimitConfig(process.env));
}

export const streamTimeout = 5_000;

// Loaders reach the gateway over Node's HTTP client, not fetch (lib/gateway-fetch.server.ts).
setGatewayFetch(gatewayFetch);

/** Read once at start: a malformed IMAGE_HOSTS stops the server with its reason. */
const IMAGE_HOSTS = imageHosts();

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const nonce = createNonce();
  const headers = documentSecurityHeaders({
    nonce,
    tagManager: configuredTagManagerId() !== null,
    imageHosts: IMAGE_HOSTS,
  });
  for (const [name, value] of Object.entries(headers)) responseHeaders.set(name, value);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRenderedQueries.Provider value={serverRenderedQueries(loadContext)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ServerRenderedQueries.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        // Every loader has answered before the render starts (no deferred data), so the shell is
        // the page: one buffer, sent at once, costs the server far less than streaming it through
        // three stream layers in a hundred 2 KB writes, and crawlers need all of it anyway.
        onAllReady() {
          pipe(
            documentSink((document) => {
              clearTimeout(timeoutId);
              const body = withoutHeadModulePreloads(document);
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              responseHeaders.set('Content-Length', String(body.length));
              resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is rendered reject and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
