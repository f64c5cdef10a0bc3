import { buildAffiliateUrl } from '@bli/domain';

export const RETAILER_HOST = 'www.amazon.in';

/** True only for a plain https link to the amazon.in storefront: no other host, port or login. */
export function isRetailerUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (
      parsed.protocol === 'https:' &&
      parsed.hostname === RETAILER_HOST &&
      parsed.port === '' &&
      parsed.username === '' &&
      parsed.password === ''
    );
  } catch {
    return false;
  }
}

/**
 * The tagged product link: `https://www.amazon.in/dp/{asin}?tag={tag}` from the shared builder,
 * checked once more so that no asin or tag could ever point it anywhere else.
 */
export function affiliateUrlFor(asin: string, associateTag: string): string {
  const url = buildAffiliateUrl(asin, associateTag);
  if (!isRetailerUrl(url)) throw new Error(`refusing to build a link off amazon.in: ${url}`);
  return url;
}
