import type { GamingTier, LaptopDetail, Laptop as LaptopView, PriceSource } from '@bli/contracts';
import { areImagesCurrent } from '@bli/domain';
import type { Laptop } from '../entities';

/**
 * A laptop as every reader receives it. Its pictures go out only while their last refresh from
 * the retailer is within 24 hours (docs/compliance.md); older ones are not shown at all.
 */
export function toLaptopView(laptop: Laptop, now: Date): LaptopView {
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
    priceRangeId: laptop.priceRange?.id ?? null,
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
  };
}

/** One laptop's page: the card's fields and our editorial review. */
export function toLaptopDetail(laptop: Laptop, now: Date): LaptopDetail {
  return { ...toLaptopView(laptop, now), review: laptop.review, verdict: laptop.verdict };
}
