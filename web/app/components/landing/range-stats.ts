import type { Laptop } from '@bli/contracts';
import {
  discountPercent,
  formatAsOf,
  hasRating,
  isPriceCurrent,
  medianPrice,
  numericRating,
  oldestUpdate,
  shortName,
  showsDiscountBadge,
} from '@bli/domain';

/**
 * Facts about one price range computed from its live laptop list: the raw material of every
 * sentence on the range and landing pages, so no two budgets read alike.
 *
 * Prices follow Amazon's 24-hour rule: only laptops whose price was observed within the last
 * 24 hours (`isPriceCurrent`) count towards price figures, and every figure carries the time of
 * its oldest observation (`pricesAsOf`).
 */
export interface RangeStats {
  count: number;
  /** Laptops whose price may be shown as current. */
  priced: Laptop[];
  lowest: Laptop | null;
  highest: Laptop | null;
  median: number | null;
  /** "as of 08:00 IST" for the oldest current price, null when no price is current. */
  pricesAsOf: string | null;
  ram16Plus: Laptop[];
  ssd: number;
  hdd: number;
  emmc: number;
  dedicatedGraphics: Laptop[];
  /** Processor makers, most common first: [["Intel", 11], ["AMD", 8]]. */
  processorBrands: [string, number][];
  intel: number;
  amd: number;
  /** Most common RAM size in GB and how many have it. */
  commonRam: { size: number; count: number } | null;
  rated: number;
  averageRating: number | null;
  /** Brands, most laptops first. */
  brands: [string, number][];
  /** Among current prices: the laptop furthest below its listed MRP (badge-worthy only). */
  biggestDiscount: { laptop: Laptop; percent: number } | null;
  /** Current-price laptops with a discount badge (more than 10% off). */
  discounted: number;
  gaming: number;
  /** A readable, unambiguous name for each laptop of the range (see `shortName`). */
  nameOf: (laptop: Laptop) => string;
}

function countBy(values: readonly (string | null)[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const value of values) {
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

export function computeRangeStats(laptops: readonly Laptop[], now: Date = new Date()): RangeStats {
  const priced = laptops.filter((l) => isPriceCurrent(l.lastUpdated, now));
  const byPrice = [...priced].sort((a, b) => a.currentPrice - b.currentPrice);
  const oldest = oldestUpdate(priced);
  const ratings = laptops
    .filter((l) => hasRating(l.rating))
    .map((l) => numericRating(l.rating) ?? 0);
  const ramCounts = countBy(laptops.map((l) => (l.ramSize ? String(l.ramSize) : null)));
  const processorBrands = countBy(laptops.map((l) => l.processorBrand));
  const storage = (type: string) =>
    laptops.filter((l) => (l.storageType ?? '').toUpperCase() === type).length;

  let biggestDiscount: RangeStats['biggestDiscount'] = null;
  let discounted = 0;
  for (const laptop of priced) {
    const percent = discountPercent(laptop.originalPrice, laptop.currentPrice);
    if (!showsDiscountBadge(percent)) continue;
    discounted += 1;
    if (!biggestDiscount || percent > biggestDiscount.percent)
      biggestDiscount = { laptop, percent };
  }

  return {
    count: laptops.length,
    priced,
    lowest: byPrice[0] ?? null,
    highest: byPrice.at(-1) ?? null,
    median: medianPrice(priced.map((l) => l.currentPrice)),
    pricesAsOf: oldest ? formatAsOf(oldest, now) : null,
    ram16Plus: laptops.filter((l) => (l.ramSize ?? 0) >= 16),
    ssd: storage('SSD'),
    hdd: storage('HDD'),
    emmc: storage('EMMC'),
    dedicatedGraphics: laptops.filter((l) => l.hasDedicatedGraphics),
    processorBrands,
    intel: processorBrands.find(([brand]) => brand.toLowerCase() === 'intel')?.[1] ?? 0,
    amd: processorBrands.find(([brand]) => brand.toLowerCase() === 'amd')?.[1] ?? 0,
    commonRam: ramCounts[0] ? { size: Number(ramCounts[0][0]), count: ramCounts[0][1] } : null,
    rated: ratings.length,
    averageRating:
      ratings.length > 0
        ? Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10
        : null,
    brands: countBy(laptops.map((l) => l.brand)),
    biggestDiscount,
    discounted,
    gaming: laptops.filter((l) => l.isGamingLaptop).length,
    nameOf: namer(laptops),
  };
}

/**
 * Short names for a list, made unique: two "ASUS Vivobook 15" become
 * "ASUS Vivobook 15 (Core i5-1235U)" and "ASUS Vivobook 15 (Ryzen 7 7730U)".
 */
function namer(laptops: readonly Laptop[]): (laptop: Laptop) => string {
  const counts = new Map<string, number>();
  for (const laptop of laptops) {
    const name = shortName(laptop);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return (laptop) => {
    const name = shortName(laptop);
    if ((counts.get(name) ?? 0) < 2) return name;
    const detail = laptop.processorModel ?? (laptop.ramSize ? `${laptop.ramSize} GB` : laptop.asin);
    return `${name} (${detail})`;
  };
}

/** The cheapest laptop (current price) among a subset, or null. */
export function cheapestOf(laptops: readonly Laptop[], now: Date = new Date()): Laptop | null {
  return (
    laptops
      .filter((l) => isPriceCurrent(l.lastUpdated, now))
      .sort((a, b) => a.currentPrice - b.currentPrice)[0] ?? null
  );
}
