import { buildAffiliateUrl, isRetailerUrl } from '@bli/domain';

/**
 * The tagged product link: `https://www.amazon.in/dp/{asin}?tag={tag}` from the shared builder,
 * checked once more so that no asin or tag could ever point it anywhere else.
 */
export function affiliateUrlFor(asin: string, associateTag: string): string {
  const url = buildAffiliateUrl(asin, associateTag);
  if (!isRetailerUrl(url)) throw new Error(`refusing to build a link off amazon.in: ${url}`);
  return url;
}
