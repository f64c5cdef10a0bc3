/**
 * Where laptop pictures may come from: the CSP's `img-src` allows exactly these origins
 * (docs/configuration.md, IMAGE_HOSTS). Pictures are hot-linked from the URLs the retailer's API
 * serves (docs/compliance.md), so these are the retailer's media hosts: Amazon's in production,
 * the local retailer simulators' under `npm start`.
 */

import { isHostSource } from './security-headers';

/** Amazon's media host: the Creators API's image URLs and Keepa's image names live there. */
export const AMAZON_MEDIA_HOST = 'https://m.media-amazon.com';

/** Variables with which `npm start` points the sync service at its local simulators. */
const SIMULATOR_URLS = ['CREATORS_API_BASE_URL', 'KEEPA_BASE_URL', 'KEEPA_IMAGE_BASE_URL'] as const;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An origin as a CSP host source: http(s), a host, an optional port; nothing else. */
function originOf(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
  return isHostSource(url.origin) ? url.origin : null;
}

/**
 * IMAGE_HOSTS (comma-separated origins, e.g. `https://m.media-amazon.com`) when set. Unset:
 * Amazon's media host, and the origin of each retailer simulator `npm start` runs on this machine
 * (it serves the demo pictures from its own HTTP server): a Creators API, Keepa or Keepa image
 * base URL on a loopback address. A value that is not an origin (a path, a wildcard, a quote) is refused, so
 * nothing but origins reaches the header.
 */
export function imageHosts(env: NodeJS.ProcessEnv = process.env): string[] {
  const configured = env.IMAGE_HOSTS?.trim();
  if (configured) {
    return [
      ...new Set(
        configured
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean)
          .map((entry) => {
            const origin = originOf(entry);
            if (!origin) {
              throw new Error(
                `IMAGE_HOSTS: "${entry}" is not an origin (scheme://host[:port], e.g. ${AMAZON_MEDIA_HOST})`,
              );
            }
            return origin;
          }),
      ),
    ];
  }
  const simulators = SIMULATOR_URLS.map((name) => originOf(env[name]?.trim() ?? '')).filter(
    (origin): origin is string => origin !== null && LOOPBACK.has(new URL(origin).hostname),
  );
  return [...new Set([AMAZON_MEDIA_HOST, ...simulators])];
}
