/**
 * A route's `public` cache policy: browsers keep them a minute, shared caches (CDN, edge) two, and may
 * serve a stale copy for five more while they fetch a fresh one (prices change hourly at most).
 * Each carries an ETag (conditional-get.hook.ts), so a revalidation costs a 304.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, s-maxage=120, stale-while-revalidate=300';

/** Whether an answer's Cache-Control lets shared caches keep it. */
export function isPublicCacheControl(cacheControl: unknown): cacheControl is string {
  return typeof cacheControl === 'string' && /(^|,)\s*public\s*(,|$)/.test(cacheControl);
}
