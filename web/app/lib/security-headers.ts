import { COVER_IMAGE_HOSTS } from '@bli/contracts';

/**
 * The web's security headers (issue #9). Every response gets the fixed ones; an HTML document
 * also gets a Content-Security-Policy whose scripts are this site's own files and the inline
 * scripts carrying the document's nonce: no 'unsafe-inline' for scripts, so an injected
 * <script> does not run. The tag manager's origins are allowed only when a container is set;
 * pictures only from the configured image hosts (IMAGE_HOSTS, lib/image-hosts.server.ts) and
 * the hosts editors may take pictures from.
 */

/**
 * The hosts editors may take a post's cover or an author's photo from (the editorial contract's
 * COVER_IMAGE_HOSTS, https only).
 */
export const EDITORIAL_IMAGE_ORIGINS = COVER_IMAGE_HOSTS.map((host) => `https://${host}`);

/** Google Tag Manager and the Google Analytics endpoints its tags send to. */
const TAG_MANAGER_SCRIPTS = ['https://www.googletagmanager.com'];
const TAG_MANAGER_CONNECT = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

export interface HeaderOptions {
  /** NODE_ENV=production: only then is HSTS sent (a local http origin must stay usable). */
  production: boolean;
}

export interface DocumentHeaderOptions {
  /** The per-request nonce every inline and module script of the document carries. */
  nonce: string;
  /** A tag manager container is configured (GTM_CONTAINER_ID). */
  tagManager: boolean;
  /** Origins laptop pictures are hot-linked from (IMAGE_HOSTS); none: only the site's own. */
  imageHosts: readonly string[];
}

/** Headers for every response of the web server: pages, data requests and static files. */
export function securityHeaders({ production }: HeaderOptions): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // frame-ancestors in the page's CSP is the rule; this is for browsers without CSP 2.
    'X-Frame-Options': 'DENY',
    ...(production ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** A base64 nonce is all the policy may carry: nothing a request sends can reach the header. */
const NONCE = /^[A-Za-z0-9+/]{16,}={0,2}$/;

/** An http(s) origin, as IMAGE_HOSTS is read: nothing that could end or widen a directive. */
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$|^https?:\/\/\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

export function isHostSource(origin: string): boolean {
  return ORIGIN.test(origin);
}

export function contentSecurityPolicy({
  nonce,
  tagManager,
  imageHosts,
}: DocumentHeaderOptions): string {
  if (!NONCE.test(nonce)) throw new Error('A CSP nonce must be base64 (16 characters or more)');
  const bad = imageHosts.find((host) => !isHostSource(host));
  if (bad !== undefined) throw new Error(`An image host must be an http(s) origin: ${bad}`);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", `'nonce-${nonce}'`, ...(tagManager ? TAG_MANAGER_SCRIPTS : [])],
    // React and Radix set style attributes (chart halos, progress bars); no script can come of it.
    ['style-src', "'self'", "'unsafe-inline'"],
    // Laptop pictures are hot-linked from the retailer's media hosts (docs/compliance.md), and
    // from those alone; editors' covers and photos from their allowed hosts; the site's own
    // images and inline data: ones (icons) besides.
    ['img-src', "'self'", 'data:', ...imageHosts, ...EDITORIAL_IMAGE_ORIGINS],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(tagManager ? TAG_MANAGER_CONNECT : [])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** What an HTML document adds to securityHeaders(). */
export function documentSecurityHeaders(options: DocumentHeaderOptions): Record<string, string> {
  return { 'Content-Security-Policy': contentSecurityPolicy(options) };
}
