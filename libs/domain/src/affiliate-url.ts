/** The one host a buy link may lead to. */
export const RETAILER_HOST = 'www.amazon.in';

const ASIN = /^[A-Z0-9]{10}$/;
const TAG = /^[A-Za-z0-9-]{1,128}$/;

/** The only affiliate link shape we emit: amazon.in product page with our associate tag. */
export function buildAffiliateUrl(asin: string, associateTag: string): string {
  if (!ASIN.test(asin))
    throw new Error(`asin must be 10 uppercase letters or digits, got "${asin}"`);
  if (!TAG.test(associateTag)) throw new Error('associate tag must be letters, digits and hyphens');
  return `https://www.amazon.in/dp/${asin}?tag=${encodeURIComponent(associateTag)}`;
}

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
