import type { GamingTier, LaptopDetail, Laptop as LaptopView, PriceSource } from '@bli/contracts';
import { areImagesCurrent, cardPriceCheck } from '@bli/domain';
import type { Laptop } from '../entities';

/** The properties a laptop's card is made of: what public lists read, and nothing more. */
export const CARD_PROPERTIES = [
  'id',
  'slug',
  'asin',
  'title',
  'brand',
  'model',
  'imageUrl',
  'images',
  'imagesRefreshedAt',
  'affiliateUrl',
  'originalPrice',
  'currentPrice',
  'rating',
  'reviewCount',
  'lastUpdated',
  'priceSource',
  'priceRange',
  'status',
  'availability',
  'isFeatured',
  'features',
  'pros',
  'cons',
  'specifications',
  'processorBrand',
  'processorModel',
  'ramSize',
  'ramType',
  'storageSize',
  'storageType',
  'displaySize',
  'displayResolution',
  'hasDedicatedGraphics',
  'isGamingLaptop',
  'gamingTier',
  'gamingPerformanceRating',
  'graphicsBrand',
  'graphicsModel',
  'median90Days',
  'lowestPrice',
  'highest180Days',
  'historySince',
] as const satisfies readonly (keyof Laptop)[];

/**
 * A laptop's card fields, from an entity or as a row read without one (public lists skip the
 * ORM's hydration): there the price range is its id.
 */
export type LaptopCard = Omit<Pick<Laptop, (typeof CARD_PROPERTIES)[number]>, 'priceRange'> & {
  priceRange: { id: number } | number | null;
};

/** A laptop's own page: its card and our editorial review. */
export type LaptopPageRow = LaptopCard & Pick<Laptop, 'review' | 'verdict'>;

const priceRangeId = ({ priceRange }: LaptopCard) =>
  typeof priceRange === 'number' ? priceRange : (priceRange?.id ?? null);

/**
 * A laptop as every reader receives it. Its pictures go out only while their last refresh from
 * the retailer is within 24 hours (docs/compliance.md); older ones are not shown at all.
 */
export function toLaptopView(laptop: LaptopCard, now: Date): LaptopView {
  const imagesCurrent = areImagesCurrent(laptop.imagesRefreshedAt, now);
  return {
    id: laptop.id,
    slug: laptop.slug,
    asin: laptop.asin,
    title: laptop.title,
    brand: laptop.brand,
    model: laptop.model,
    imageUrl: imagesCurrent ? laptop.imageUrl : null,
    images: imagesCurrent ? laptop.images : [],
    affiliateUrl: laptop.affiliateUrl,
    originalPrice: laptop.originalPrice,
    currentPrice: laptop.currentPrice,
    rating: laptop.rating,
    reviewCount: laptop.reviewCount,
    lastUpdated: laptop.lastUpdated.toISOString(),
    priceSource: laptop.priceSource as PriceSource,
    priceRangeId: priceRangeId(laptop),
    status: laptop.status,
    isActive: laptop.status === 'active',
    availability: laptop.availability,
    isFeatured: laptop.isFeatured,
    features: laptop.features,
    pros: laptop.pros,
    cons: laptop.cons,
    specifications: laptop.specifications,
    processorBrand: laptop.processorBrand,
    processorModel: laptop.processorModel,
    ramSize: laptop.ramSize,
    ramType: laptop.ramType,
    storageSize: laptop.storageSize,
    storageType: laptop.storageType,
    displaySize: laptop.displaySize,
    displayResolution: laptop.displayResolution,
    hasDedicatedGraphics: laptop.hasDedicatedGraphics,
    isGamingLaptop: laptop.isGamingLaptop,
    gamingTier: laptop.gamingTier as GamingTier | null,
    gamingPerformanceRating: laptop.gamingPerformanceRating,
    graphicsBrand: laptop.graphicsBrand,
    graphicsModel: laptop.graphicsModel,
    priceCheck: cardPriceCheck(laptop.currentPrice, laptop.originalPrice, laptop, now),
  };
}

/**
 * One laptop's page: the card's fields and our editorial review. Its live offers are the deals'
 * (DealsService.offersOf); the operators' editor shows the page without them.
 */
export function toLaptopDetail(laptop: LaptopPageRow, now: Date): Omit<LaptopDetail, 'offers'> {
  return { ...toLaptopView(laptop, now), review: laptop.review, verdict: laptop.verdict };
}
