import type { IncomingMessage } from 'node:http';
import { ALERT_PAGES, isAlertsPath, isLaptopPath, routedPath } from './alert-paths';

/**
 * Who the shopper is, as the web server worked it out (the address the trusted edge forwarded):
 * set on the requests of the alert routes for their calls to the gateway, removed from every
 * other request — whatever a client sends under this name never reaches a route.
 */
export const SHOPPER_HEADER = 'x-bli-shopper';

const FORM_BODY = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * An RFC 8058 one-click unsubscribe: a POST of a form body to the unsubscribe page. Mail
 * providers send it from their servers, with no cookie and any Origin or none.
 */
export function isOneClickUnsubscribe(request: IncomingMessage): boolean {
  return (
    request.method === 'POST' &&
    routedPath(request.url ?? '/') === ALERT_PAGES.unsubscribe &&
    FORM_BODY.test(request.headers['content-type'] ?? '')
  );
}

/**
 * Readies a request for the alert routes before React Router sees it (web/server.js runs this
 * through the page rate limit, which resolves the client address anyway):
 *
 * - the shopper's address in SHOPPER_HEADER, for the laptop page's form and the alert pages;
 * - the one-click unsubscribe POST loses its Origin and cookies: React Router refuses an action
 *   whose Origin is not the request's own, and a mail provider's is not. The token in its URL is
 *   all the authority it carries, and it can only delete;
 * - a form of ours posting to these routes from SITE_URL loses its Origin too, once checked here:
 *   behind an edge that ends TLS, Express builds the request URL as http://, and React Router
 *   would take https://… (our own origin) for another site's;
 * - so does a form of the alert pages themselves: they say `Referrer-Policy: no-referrer`, so
 *   browsers send their POSTs with `Origin: null` (Fetch standard). What such a POST may do is
 *   what the token in it allows, as from anywhere: no cookie or session is involved.
 */
export function prepareAlertRequest(
  request: IncomingMessage,
  shopper: () => string,
  siteOrigin: string,
): void {
  delete request.headers[SHOPPER_HEADER];
  const url = request.url ?? '/';
  if (!isAlertsPath(url) && !isLaptopPath(url)) return;
  request.headers[SHOPPER_HEADER] = shopper();
  if (isOneClickUnsubscribe(request)) {
    delete request.headers.origin;
    delete request.headers.cookie;
  } else if (
    request.headers.origin === siteOrigin ||
    (request.headers.origin === 'null' && isAlertsPath(url))
  ) {
    delete request.headers.origin;
  }
}
