import type { Laptop } from '@bli/contracts';
import { isPriceCurrent, ownValue } from '@bli/domain';

/**
 * What the home page needs from the full laptop list (docs/product-rules.md §7: the home page reads all
 * laptops). Computed in the loader so the ~170 KB list never ships in the page's HTML.
 */
export interface HomeSummary {
  totalLaptops: number;
  brandCount: number;
  /** Laptops per brand, keyed by the brand in lower case. */
  laptopsByBrand: Record<string, number>;
  /** Ranges with at least one price synced from Amazon data within the last 24 hours. */
  verifiedRangeIds: number[];
  gaming: number;
  dedicatedGraphics: number;
  ram16OrMore: number;
  oledDisplays: number;
  /** At or below the travel weight limit (docs/product-rules.md §9: 1.4 kg). */
  travelWeight: number;
}

/** docs/product-rules.md §9: the travel use case's weight limit. */
export const TRAVEL_WEIGHT_LIMIT_KG = 1.4;

/** Sources that are Amazon data (creators-api directly, keepa as a price-history service). */
const AMAZON_SOURCES: ReadonlySet<Laptop['priceSource']> = new Set(['creators-api', 'keepa']);

function weightKg(laptop: Laptop): number | null {
  const match = /([\d.]+)\s*kg/i.exec(laptop.specifications.weight ?? '');
  return match ? Number.parseFloat(match[1]) : null;
}

export function summariseLaptops(laptops: readonly Laptop[], now: Date = new Date()): HomeSummary {
  const laptopsByBrand: Record<string, number> = {};
  const verified = new Set<number>();
  let gaming = 0;
  let dedicatedGraphics = 0;
  let ram16OrMore = 0;
  let oledDisplays = 0;
  let travelWeight = 0;

  for (const laptop of laptops) {
    const brand = laptop.brand.toLowerCase();
    laptopsByBrand[brand] = (ownValue(laptopsByBrand, brand) ?? 0) + 1;
    if (
      laptop.priceRangeId !== null &&
      AMAZON_SOURCES.has(laptop.priceSource) &&
      isPriceCurrent(laptop.lastUpdated, now)
    ) {
      verified.add(laptop.priceRangeId);
    }
    if (laptop.isGamingLaptop) gaming++;
    if (laptop.hasDedicatedGraphics) dedicatedGraphics++;
    if ((laptop.ramSize ?? 0) >= 16) ram16OrMore++;
    if (/\bOLED\b/i.test(laptop.specifications.display ?? '')) oledDisplays++;
    const weight = weightKg(laptop);
    if (weight !== null && weight <= TRAVEL_WEIGHT_LIMIT_KG) travelWeight++;
  }

  return {
    totalLaptops: laptops.length,
    brandCount: Object.keys(laptopsByBrand).length,
    laptopsByBrand,
    verifiedRangeIds: [...verified],
    gaming,
    dedicatedGraphics,
    ram16OrMore,
    oledDisplays,
    travelWeight,
  };
}
