import {
  MAX_PRICE_RUPEES,
  PARSED_FIELDS,
  type LaptopDraft,
  type ParsedField,
} from '@bli/contracts';
import { parseListing, slugify, type ParsedListing } from '@bli/domain';
import type { RetailerListing } from '../providers/price-provider';
import { SOURCE_LABELS } from '../providers/provider-errors';
import { MAX_IMAGES } from '../providers/retailer-images';

/** The draft's limits (laptopDraftSchema). */
const MAX_FEATURES = 50;
const MAX_SLUG = 200;

const clip = (text: string | null | undefined, max: number): string | null => {
  const trimmed = text?.trim();
  return trimmed ? trimmed.slice(0, max).trim() : null;
};

const positiveInt = (value: number | null): number | null =>
  value !== null && Number.isInteger(value) && value > 0 ? value : null;

/** A slug the contract accepts: lowercase words joined by single hyphens, at most 200 long. */
function slugOf(parsed: string | null, fallback: string): string {
  const slug = slugify(parsed ?? fallback)
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
  return slug || 'laptop';
}

const NO_PRICE: Record<RetailerListing['availability'], string> = {
  in_stock: 'no price',
  out_of_stock: 'out of stock, no price',
  unavailable: 'no offer at all',
};

/**
 * A retailer listing → the draft catalogue stores: the parser's fields under the draft's names,
 * each parsed one named in `parsedFields` (the editor highlights them), the slug the listing
 * suggests (brand + model; catalogue makes it unique), the pictures and the offer. A listing
 * without a price cannot become a laptop (every laptop has a current price): its error says so.
 */
export function draftOf(
  listing: RetailerListing,
  parsed: ParsedListing = parseListing(listing.listing),
): { draft: LaptopDraft } | { error: string } {
  const source = SOURCE_LABELS[listing.source];
  if (listing.price === null) {
    return {
      error: `${source} shows ${NO_PRICE[listing.availability]} for it; a laptop without a price cannot be imported (try again when it is on sale)`,
    };
  }
  if (listing.price > MAX_PRICE_RUPEES) {
    return { error: `${source} prices it at ₹${listing.price}, above ₹${MAX_PRICE_RUPEES}` };
  }
  const title = clip(listing.title, 2000);
  if (!title) return { error: `${source} gives no title for it` };
  const brand =
    clip(parsed.brand, 80) ??
    clip(listing.brand, 80) ??
    (title.split(/[\s,]+/).find(Boolean) ?? title).slice(0, 80);
  const model = clip(parsed.model, 120);
  const parsedFields = PARSED_FIELDS.filter(
    (field): field is ParsedField => parsed.parsedFields[field] !== undefined,
  );
  const rating = listing.rating;
  return {
    draft: {
      asin: listing.asin,
      title,
      brand,
      model,
      slug: slugOf(parsed.slug, `${brand} ${model ?? listing.asin}`),
      features: (listing.listing.features ?? [])
        .map((line) => clip(line, 2000))
        .filter((line): line is string => line !== null)
        .slice(0, MAX_FEATURES),
      specifications: parsed.specifications,
      processorBrand: clip(parsed.processorBrand, 40),
      processorModel: clip(parsed.processorModel, 80),
      ramSize: positiveInt(parsed.ramSize),
      ramType: clip(parsed.ramType, 40),
      storageSize: positiveInt(parsed.storageSize),
      storageType: parsed.storageType,
      displaySize: clip(parsed.displaySize, 40),
      displayResolution: clip(parsed.displayResolution, 40),
      hasDedicatedGraphics: parsed.hasDedicatedGraphics,
      graphicsBrand: clip(parsed.graphicsBrand, 40),
      graphicsModel: clip(parsed.graphicsModel, 80),
      isGamingLaptop: parsed.isGamingLaptop,
      gamingTier: parsed.gamingTier,
      gamingPerformanceRating: parsed.gamingPerformanceRating,
      parsedFields,
      images: listing.images.slice(0, MAX_IMAGES),
      currentPrice: listing.price,
      originalPrice:
        listing.originalPrice !== null &&
        listing.originalPrice > listing.price &&
        listing.originalPrice <= MAX_PRICE_RUPEES
          ? listing.originalPrice
          : null,
      rating: rating !== null && rating >= 0 && rating <= 5 ? rating : null,
      reviewCount:
        listing.reviewCount !== null && listing.reviewCount >= 0 ? listing.reviewCount : 0,
      availability: listing.availability,
      observedAt: listing.observedAt,
      source: listing.source,
    },
  };
}
