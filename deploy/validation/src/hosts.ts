/**
 * What the two hosts serve, for the Compose edge and the Kubernetes Ingress alike
 * (docs/security.md, Networks and hosts): the public host serves the shop and the public API; the
 * operators' API, the API's docs and the SPA only on the admin host (ADMIN_ORIGIN's).
 */

/** Paths of the public API, served on both hosts. */
export const PUBLIC_API = [
  '/api',
  '/api/laptops',
  '/api/laptops/slug/some-laptop',
  '/api/search',
  '/api/affiliate/go/B0TESTASIN',
  '/api/price-ranges',
];

/** Paths that must answer 404 on the public host: the operators' pages and API, the API docs. */
export const OPERATORS_ONLY = [
  '/api/auth',
  '/api/auth/login',
  '/api/auth/me',
  '/api/admin',
  '/api/admin/laptops',
  '/api/admin/status',
  '/api/docs',
  '/api/docs/',
  '/api/docs-json',
  '/api/docs-yaml',
  '/admin',
  '/admin/',
  '/admin/laptops',
  '/admin/assets/index.js',
  '/preview',
  '/preview/posts/1',
];

/**
 * web's paths on the admin host: an operator's preview of a post (behind their session) and the
 * built files its page links.
 */
export const OPERATOR_PAGES = ['/preview/posts/1', '/assets/root-Ab12Cd34.css'];
