/**
 * The pages of price alerts that our mails link to (docs/alerts.md): each carries a shopper's
 * token, so none is cached, indexed or logged with its query.
 */
export const ALERT_PAGES = {
  confirm: '/alerts/confirm',
  manage: '/alerts/manage',
  unsubscribe: '/alerts/unsubscribe',
} as const;

/** Where the laptop page's scripted "Alert me" form posts (a JSON resource route). */
export const ALERT_FORM_ENDPOINT = '/alerts/new';

/**
 * A request path as React Router matches it: percent-decoded, any case, with repeated or
 * trailing slashes and the `.data` of client-side navigation ignored.
 */
export function routedPath(url: string): string {
  let path = url.split('?', 1)[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    // Not valid percent-encoding: React Router cannot route it either; compare it as sent.
  }
  return path
    .toLowerCase()
    .replace(/\/+/g, '/')
    .replace(/\.data$/, '')
    .replace(/(.)\/$/, '$1');
}

/** Whether a request is for one of the alert pages (or anything else under /alerts). */
export function isAlertsPath(url: string): boolean {
  const path = routedPath(url);
  return path === '/alerts' || path.startsWith('/alerts/');
}

/** Whether a request may set an alert: the laptop page's form posts to its own route. */
export function isLaptopPath(url: string): boolean {
  return /^\/laptop\/[^/]+$/.test(routedPath(url));
}
