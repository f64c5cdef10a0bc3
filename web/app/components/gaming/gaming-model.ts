import type { Laptop } from '@bli/contracts';
import {
  formatAsOf,
  GAMING_TIER_BANDS,
  type GamingTierName,
  isHighPerformance,
  isPriceCurrent,
} from '@bli/domain';
import type { GamingTab } from './gaming-tabs-model';

/** Entry Level = tier "Entry"; High Performance = performance rating 6 or more (docs/product-rules.md §9). */
export function laptopsForTab(laptops: readonly Laptop[], tab: GamingTab): Laptop[] {
  if (tab === 'entry') return laptops.filter((laptop) => laptop.gamingTier === 'Entry');
  if (tab === 'high-performance') {
    return laptops.filter((laptop) => isHighPerformance(laptop.gamingPerformanceRating));
  }
  return [...laptops];
}

/** docs/product-rules.md §9: "Entry level is described as under ₹60,000". */
export const ENTRY_PRICE_CEILING = 60_000;

export interface PriceSpan {
  min: number;
  max: number;
  /** "as of 08:00 IST" of the oldest price in the span. */
  asOf: string;
}

/** Lowest and highest price among the laptops whose price may be shown (24-hour rule). */
export function priceSpan(laptops: readonly Laptop[], now: Date = new Date()): PriceSpan | null {
  const priced = laptops.filter((laptop) => isPriceCurrent(laptop.lastUpdated, now));
  if (priced.length === 0) return null;
  const prices = priced.map((laptop) => laptop.currentPrice);
  const oldest = priced.reduce((a, b) =>
    new Date(a.lastUpdated).getTime() <= new Date(b.lastUpdated).getTime() ? a : b,
  );
  return {
    min: Math.min(...prices),
    max: Math.max(...prices),
    asOf: formatAsOf(oldest.lastUpdated, now),
  };
}

export interface TierSummary {
  tier: GamingTierName;
  band: { min: number; max: number };
  laptops: Laptop[];
  span: PriceSpan | null;
  /** Graphics chips in this tier, most common first. */
  gpus: string[];
  brands: string[];
}

/** "NVIDIA GeForce RTX 4060", from the structured fields or the specification sheet. */
export function gpuName(laptop: Laptop): string | null {
  if (laptop.graphicsModel) {
    return laptop.graphicsBrand && !laptop.graphicsModel.startsWith(laptop.graphicsBrand)
      ? `${laptop.graphicsBrand} ${laptop.graphicsModel}`
      : laptop.graphicsModel;
  }
  return laptop.specifications.graphics ?? null;
}

function byFrequency(values: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([v]) => v);
}

/** Counts, price spans, GPUs and brands per tier, computed from the gaming list. */
export function tierSummaries(laptops: readonly Laptop[], now: Date = new Date()): TierSummary[] {
  return (Object.keys(GAMING_TIER_BANDS) as GamingTierName[]).map((tier) => {
    const inTier = laptops.filter((laptop) => laptop.gamingTier === tier);
    return {
      tier,
      band: GAMING_TIER_BANDS[tier],
      laptops: inTier,
      span: priceSpan(inTier, now),
      gpus: byFrequency(inTier.map((laptop) => gpuName(laptop) ?? '').filter(Boolean)),
      brands: byFrequency(inTier.map((laptop) => laptop.brand)),
    };
  });
}

export function distinctBrands(laptops: readonly Laptop[]): string[] {
  return byFrequency(laptops.map((laptop) => laptop.brand));
}
