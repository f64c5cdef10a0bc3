/**
 * The calls a shopper may make that change stored data: every other route that writes is
 * operator-only (admin-routes.int-spec), and every other public read leaves the data as it was
 * (public-reads.int-spec). `GET /api/affiliate/go/{asin}` is the buy button's hop: it records
 * the click, then redirects. The price alerts' writes need no session: a shopper's own request,
 * or the signed token of one of our mails (alerts-api.int-spec).
 */
export const PUBLIC_WRITES = [
  'POST /api/affiliate/url',
  'POST /api/auth/login',
  'GET /api/affiliate/go/:asin',
  'POST /api/alerts',
  'POST /api/alerts/confirm',
  'POST /api/alerts/manage',
  'PATCH /api/alerts/:id',
  'DELETE /api/alerts/:id',
  'POST /api/alerts/forget-me',
  'POST /api/alerts/unsubscribe',
];
