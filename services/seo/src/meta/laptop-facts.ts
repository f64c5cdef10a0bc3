import type { Laptop } from '@bli/contracts';
import { formatDateEnIn, formatInr, hasRating, isPriceCurrent, oldestUpdate } from '@bli/domain';
import { plural } from './text';

/**
 * What a list of laptops adds up to: the numbers titles and descriptions quote. Prices follow
 * Amazon's 24-hour rule: only prices observed within the last 24 hours count, and a quoted price
 * always carries the date it was observed.
 */
export interface ListFacts {
  count: number;
  brands: number;
  /** The cheapest current price and when the oldest current price was observed. */
  from: { price: number; asOf: string } | null;
  ram16Plus: number;
  ssd: number;
  dedicatedGraphics: number;
  intel: number;
  amd: number;
  gaming: number;
}

export function listFacts(laptops: readonly Laptop[], now: Date): ListFacts {
  const priced = laptops.filter((l) => isPriceCurrent(l.lastUpdated, now));
  const oldest = oldestUpdate(priced);
  const cpu = (brand: string) =>
    laptops.filter((l) => (l.processorBrand ?? '').toLowerCase() === brand).length;
  return {
    count: laptops.length,
    brands: new Set(laptops.map((l) => l.brand.toLowerCase())).size,
    from:
      priced.length > 0 && oldest
        ? { price: Math.min(...priced.map((l) => l.currentPrice)), asOf: oldest }
        : null,
    ram16Plus: laptops.filter((l) => (l.ramSize ?? 0) >= 16).length,
    ssd: laptops.filter((l) => (l.storageType ?? '').toUpperCase() === 'SSD').length,
    dedicatedGraphics: laptops.filter((l) => l.hasDedicatedGraphics).length,
    intel: cpu('intel'),
    amd: cpu('amd'),
    gaming: laptops.filter((l) => l.isGamingLaptop).length,
  };
}

/** "from ₹21,990 (prices as of 22 Nov 2026)", or null when no price is current. */
export function priceFromText(facts: Pick<ListFacts, 'from'>): string | null {
  if (!facts.from) return null;
  return `from ${formatInr(facts.from.price)} (prices as of ${formatDateEnIn(facts.from.asOf)})`;
}

/** "Rated 4.3/5 stars from 5,680 reviews", or null for an unrated laptop (docs/product-rules.md §9). */
export function ratedText(laptop: Pick<Laptop, 'rating' | 'reviewCount'>): string | null {
  if (!laptop.rating || !hasRating(laptop.rating)) return null;
  return `Rated ${laptop.rating.trim()}/5 stars from ${plural(laptop.reviewCount, 'review')}`;
}
