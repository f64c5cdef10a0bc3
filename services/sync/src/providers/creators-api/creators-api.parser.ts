import type { CreatorsApiItem, OfferListingV2 } from './creators-api.types';

/** What one item says about price and presentation, in our units (whole rupees). */
export interface ParsedCreatorsItem {
  asin: string;
  title: string | null;
  brand: string | null;
  imageUrl: string | null;
  detailPageUrl: string | null;
  /** Null when the item has no offer (nothing to buy). */
  price: number | null;
  /** The saving basis (M.R.P. / was price) when it is above the price. */
  originalPrice: number | null;
  rating?: number;
  reviewCount?: number;
}

function pickListing(listings: OfferListingV2[] | undefined): OfferListingV2 | undefined {
  return listings?.find((listing) => listing.isBuyBoxWinner) ?? listings?.[0];
}

/** offersV2 → price: `money.amount` is rupees as a decimal; we keep whole rupees. */
export function parseCreatorsItem(item: CreatorsApiItem): ParsedCreatorsItem {
  const listing = pickListing(item.offersV2?.listings);
  const amount = listing?.price?.money?.amount;
  const price = typeof amount === 'number' && amount > 0 ? Math.round(amount) : null;
  const basis = listing?.price?.savingBasis?.money?.amount;
  const originalPrice =
    price !== null && typeof basis === 'number' && Math.round(basis) > price
      ? Math.round(basis)
      : null;
  const stars = item.customerReviews?.starRating?.value;
  const count = item.customerReviews?.count;
  return {
    asin: item.asin,
    title: item.itemInfo?.title?.displayValue ?? null,
    brand: item.itemInfo?.byLineInfo?.brand?.displayValue ?? null,
    imageUrl: item.images?.primary?.large?.url ?? null,
    detailPageUrl: item.detailPageURL ?? null,
    price,
    originalPrice,
    ...(typeof stars === 'number' && stars >= 0 && stars <= 5 ? { rating: stars } : {}),
    ...(typeof count === 'number' && count >= 0 ? { reviewCount: Math.round(count) } : {}),
  };
}

/** The asin a partial error is about: Amazon names it only inside the message. */
export function asinOfError(message: string, asins: readonly string[]): string | undefined {
  return asins.find((asin) => message.includes(asin));
}
