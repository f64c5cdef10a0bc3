import { isbot } from 'isbot';
import { isAlertsPath } from '../alerts/alert-paths';
import { isPreviewPath } from '../preview/preview-path';

/**
 * The cache key of a page request, or undefined when the request is not one the page cache
 * answers: only GET and HEAD of a document path (not React Router's `.data` requests of client
 * navigation, nor its route manifest, nor an operator's preview, which needs the operator's
 * cookie and is theirs alone, nor the price alerts' pages: each is one shopper's, by the token
 * of its link, and needs the shopper's address for its gateway calls). A page varies by its
 * path and query, and by whether the client is a crawler (entry.server.tsx waits for all
 * content before it answers one). Nothing else of the request reaches the renderer
 * (page-render.ts), so nothing else can vary.
 */
export function pageKey(method: string, url: string, userAgent: string): string | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  // An origin-form target only ("/path?query"), never "//host/…" or an absolute URL.
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  const path = url.split('?', 1)[0];
  if (path.endsWith('.data') || path === '/__manifest' || isPreviewPath(path)) return undefined;
  if (isAlertsPath(path)) return undefined;
  return `${isbot(userAgent) ? 'crawler' : 'browser'} ${url}`;
}
