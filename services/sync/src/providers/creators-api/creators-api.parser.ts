import type { Availability, LaptopImage } from '@bli/contracts';
import type { ListingInput, TechnicalInfoEntry } from '@bli/domain';
import { pictures, type PictureSize } from '../retailer-images';
import type { CreatorsApiItem, ImageType, OfferListingV2 } from './creators-api.types';

/** What one item says about price and presentation, in our units (whole rupees). */
export interface ParsedCreatorsItem {
  asin: string;
  title: string | null;
  brand: string | null;
  /** The primary picture's largest size served, or null. */
  imageUrl: string | null;
  detailPageUrl: string | null;
  /** Null when the item has no offer (nothing to buy). */
  price: number | null;
  /** The saving basis (M.R.P. / was price) when it is above the price. */
  originalPrice: number | null;
  rating?: number;
  reviewCount?: number;
  availability: Availability;
  /** Every picture, primary first, each in its sizes smallest first. */
  images: LaptopImage[];
}

function pickListing(listings: OfferListingV2[] | undefined): OfferListingV2 | undefined {
  return listings?.find((listing) => listing.isBuyBoxWinner) ?? listings?.[0];
}

function priceOf(listing: OfferListingV2 | undefined): number | null {
  const amount = listing?.price?.money?.amount;
  return typeof amount === 'number' && amount > 0 ? Math.round(amount) : null;
}

/**
 * offersV2 → availability: no listing at all is "unavailable" (nobody sells it); a listing
 * Amazon says is out of stock, or one without a price, is "out_of_stock"; a priced listing is
 * "in_stock" (IN_STOCK, or a pre-order / lead-time type that can still be bought).
 */
export function availabilityOf(item: CreatorsApiItem): Availability {
  const listings = item.offersV2?.listings ?? [];
  if (listings.length === 0) return 'unavailable';
  const listing = pickListing(listings);
  if (listing?.availability?.type?.toUpperCase() === 'OUT_OF_STOCK') return 'out_of_stock';
  return priceOf(listing) === null ? 'out_of_stock' : 'in_stock';
}

const sizesOf = (image: ImageType | undefined): PictureSize[] =>
  image
    ? [image.small, image.medium, image.large, image.highRes].filter((s) => s !== undefined)
    : [];

/** images.primary then images.variants, as the API serves them (hot-linked, never copied). */
export function imagesOf(item: CreatorsApiItem): LaptopImage[] {
  const { primary, variants } = item.images ?? {};
  return pictures([sizesOf(primary), ...(variants ?? []).map(sizesOf)]);
}

/** offersV2 → price: `money.amount` is rupees as a decimal; we keep whole rupees. */
export function parseCreatorsItem(item: CreatorsApiItem): ParsedCreatorsItem {
  const listing = pickListing(item.offersV2?.listings);
  const price = priceOf(listing);
  const basis = listing?.price?.savingBasis?.money?.amount;
  const originalPrice =
    price !== null && typeof basis === 'number' && Math.round(basis) > price
      ? Math.round(basis)
      : null;
  const stars = item.customerReviews?.starRating?.value;
  const count = item.customerReviews?.count;
  const images = imagesOf(item);
  const primary = images[0]?.sizes;
  return {
    asin: item.asin,
    title: item.itemInfo?.title?.displayValue ?? null,
    brand: item.itemInfo?.byLineInfo?.brand?.displayValue ?? null,
    imageUrl: primary ? primary[primary.length - 1].url : null,
    detailPageUrl: item.detailPageURL ?? null,
    price,
    originalPrice,
    ...(typeof stars === 'number' && stars >= 0 && stars <= 5 ? { rating: stars } : {}),
    ...(typeof count === 'number' && count >= 0 ? { reviewCount: Math.round(count) } : {}),
    availability: availabilityOf(item),
    images,
  };
}

/** "RAM: 16 GB LPDDR5X-7500" → { label: "RAM", value: "16 GB LPDDR5X-7500" }. */
function labelled(line: string): TechnicalInfoEntry | null {
  const colon = line.indexOf(':');
  if (colon <= 0) return null;
  const value = line.slice(colon + 1).trim();
  return value ? { label: line.slice(0, colon).trim(), value } : null;
}

/**
 * The listing as the parser reads it: title, byline brand, feature bullets, and technical info
 * from `technicalInfo.formats` ("Label: value" lines) first, then productInfo's weight and
 * manufactureInfo's model and part number (the parser keeps the first value of a key).
 */
export function listingInputOf(item: CreatorsApiItem): ListingInput {
  const info = item.itemInfo ?? {};
  const entries: TechnicalInfoEntry[] = (info.technicalInfo?.formats?.displayValues ?? [])
    .map(labelled)
    .filter((entry) => entry !== null);
  const weight = info.productInfo?.itemDimensions?.weight;
  if (typeof weight?.displayValue === 'number' && weight.displayValue > 0) {
    entries.push({
      label: 'Item Weight',
      // Grams as a number (the parser's Keepa convention); any other unit written out.
      value: /^grams?$/i.test(weight.unit ?? 'Grams')
        ? weight.displayValue
        : `${weight.displayValue} ${weight.unit}`,
    });
  }
  const model = info.manufactureInfo?.model?.displayValue;
  if (model) entries.push({ label: 'Model Name', value: model });
  const partNumber = info.manufactureInfo?.itemPartNumber?.displayValue;
  if (partNumber) entries.push({ label: 'Item Part Number', value: partNumber });
  return {
    title: info.title?.displayValue ?? '',
    brand: info.byLineInfo?.brand?.displayValue ?? null,
    features: info.features?.displayValues ?? [],
    technicalInfo: entries,
  };
}

/** The asin a partial error is about: Amazon names it only inside the message. */
export function asinOfError(message: string, asins: readonly string[]): string | undefined {
  return asins.find((asin) => message.includes(asin));
}
