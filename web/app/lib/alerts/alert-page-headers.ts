/**
 * Every answer that holds a shopper's address or token: kept by no cache (the HTML cache keeps
 * nothing `private`), out of search engines, and never sent on as a referrer.
 */
export const ALERT_PAGE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'no-referrer',
};

/**
 * The laptop page's answer to its "Alert me" form: it holds the address typed, so no cache keeps
 * it. The page stays indexable and keeps the site's referrer policy (no token in its address).
 */
export const PRIVATE_ANSWER_HEADERS = { 'Cache-Control': 'private, no-store' };
