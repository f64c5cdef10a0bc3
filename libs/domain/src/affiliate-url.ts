const ASIN = /^[A-Z0-9]{10}$/;
const TAG = /^[A-Za-z0-9-]{1,128}$/;

/** The only affiliate link shape we emit: amazon.in product page with our associate tag. */
export function buildAffiliateUrl(asin: string, associateTag: string): string {
  if (!ASIN.test(asin))
    throw new Error(`asin must be 10 uppercase letters or digits, got "${asin}"`);
  if (!TAG.test(associateTag)) throw new Error('associate tag must be letters, digits and hyphens');
  return `https://www.amazon.in/dp/${asin}?tag=${encodeURIComponent(associateTag)}`;
}
