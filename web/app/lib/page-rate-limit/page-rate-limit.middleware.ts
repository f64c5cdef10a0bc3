import type { IncomingMessage, ServerResponse } from 'node:http';
import { routedPath } from '../alerts/alert-paths';
import { prepareAlertRequest } from '../alerts/alert-requests';
import type { PageRateLimitConfig } from './page-rate-limit.config';
import { PageRateLimiter, shopperKey } from './page-rate-limiter';
import { sendTooManyRequests } from './too-many-requests-page';
import { TrustedProxies } from './trusted-proxies';

export type PlainMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void;

/**
 * Pages whose every address is a new render and a new question to the gateway: the query is the
 * page (`/search?q=…`, `/compare?laptops=…`), so the HTML cache cannot absorb a flood of them.
 */
const LIMITED_PAGES = new Set(['/search', '/compare']);

/**
 * The page a request path names as React Router matches it: percent-decoded, any case, with
 * repeated or trailing slashes and the `.data` of client-side navigation ignored.
 */
export function isLimitedPage(url: string): boolean {
  return LIMITED_PAGES.has(routedPath(url));
}

/**
 * Limits the search and compare pages (and their data requests) per shopper: the gateway exempts
 * the web server's own calls, so without this `/search?q=<random>` would be unlimited. The
 * shopper is the client address as the trusted edge forwards it (X-Forwarded-For believed only
 * from WEB_TRUST_PROXY peers); past the limit, a 429 page with Retry-After. Counted in this web
 * server's memory: each replica keeps its own count. The same shopper address goes to the alert
 * routes, which limit their gateway calls per shopper themselves (`prepareAlertRequest`).
 */
export function pageRateLimitMiddleware(config: PageRateLimitConfig): PlainMiddleware {
  const proxies = new TrustedProxies(config.trustProxy);
  const limiter = config.perMinute === 0 ? null : new PageRateLimiter(config.perMinute);
  return (request, response, next) => {
    const clientOf = () =>
      proxies.clientOf(request.socket.remoteAddress, request.headers['x-forwarded-for']);
    prepareAlertRequest(request, clientOf, config.siteOrigin);
    if (limiter === null || !isLimitedPage(request.url ?? '/')) return next();
    const retryAfter = limiter.hit(shopperKey(clientOf()));
    if (retryAfter === null) return next();
    sendTooManyRequests(response, retryAfter, request.method === 'HEAD');
  };
}
