import type { Laptop } from '@bli/contracts';
import {
  formatAsOf,
  formatInr,
  hasRating,
  isPriceCurrent,
  medianPrice,
  numericRating,
} from '@bli/domain';

/**
 * Facts about one filter page's laptop list: every number its copy uses comes from here, so
 * no two filter pages read alike. Prices follow the 24-hour rule: only current prices count,
 * and price figures carry the time of the oldest one.
 */
export interface FilterStats {
  count: number;
  gaming: number;
  /** Brands, most laptops first. */
  brands: [string, number][];
  lowest: Laptop | null;
  highest: Laptop | null;
  median: number | null;
  pricesAsOf: string | null;
  topRated: Laptop | null;
  rated: number;
  /** Laptops per budget band (all laptops, by their listed price), empty bands included. */
  budgetBands: { label: string; count: number }[];
}

/** Most common first; ties alphabetically. */
export function tally(values: readonly (string | null | undefined)[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** "Ryzen 5 7535HS" → "Ryzen 5", "Core i5-12450H" → "Core i5", "Core Ultra 7 155H" → "Core Ultra 7". */
export function processorFamily(model: string | null): string | null {
  if (!model) return null;
  const patterns: RegExp[] = [
    /Ryzen AI \d+/,
    /Ryzen \d/,
    /Core Ultra \d/,
    /Core i\d/,
    /Celeron|Pentium|Athlon( \w+)?|Snapdragon X \w+|Apple M\d( \w+)?/,
  ];
  for (const pattern of patterns) {
    const match = model.match(pattern);
    if (match) return match[0];
  }
  return model.split(/[\s-]/).slice(0, 2).join(' ');
}

/** "512 GB", "1 TB". */
export function sizeLabel(gb: number): string {
  return gb >= 1024 && gb % 1024 === 0 ? `${gb / 1024} TB` : `${gb} GB`;
}

const BAND_LIMITS = [30_000, 50_000, 80_000, 100_000, 150_000, 200_000];

export function budgetBands(laptops: readonly Laptop[]): { label: string; count: number }[] {
  const bands = BAND_LIMITS.map((limit, i) => ({
    label:
      i === 0
        ? `Under ${formatInr(limit)}`
        : `${formatInr(BAND_LIMITS[i - 1])}–${formatInr(limit)}`,
    count: laptops.filter(
      (laptop) =>
        laptop.currentPrice < limit && (i === 0 || laptop.currentPrice >= BAND_LIMITS[i - 1]),
    ).length,
  }));
  const top = BAND_LIMITS[BAND_LIMITS.length - 1];
  bands.push({
    label: `${formatInr(top)} and above`,
    count: laptops.filter((laptop) => laptop.currentPrice >= top).length,
  });
  return bands;
}

export function filterStats(laptops: readonly Laptop[], now: Date = new Date()): FilterStats {
  const priced = laptops.filter((laptop) => isPriceCurrent(laptop.lastUpdated, now));
  const byPrice = [...priced].sort((a, b) => a.currentPrice - b.currentPrice);
  const oldest = priced.reduce<Laptop | null>(
    (acc, laptop) =>
      acc === null || new Date(laptop.lastUpdated) < new Date(acc.lastUpdated) ? laptop : acc,
    null,
  );
  const rated = laptops.filter((laptop) => hasRating(laptop.rating));
  const topRated =
    [...rated].sort(
      (a, b) =>
        (numericRating(b.rating) ?? 0) - (numericRating(a.rating) ?? 0) ||
        b.reviewCount - a.reviewCount,
    )[0] ?? null;
  return {
    count: laptops.length,
    gaming: laptops.filter((laptop) => laptop.isGamingLaptop).length,
    brands: tally(laptops.map((laptop) => laptop.brand)),
    lowest: byPrice[0] ?? null,
    highest: byPrice[byPrice.length - 1] ?? null,
    median: medianPrice(priced.map((laptop) => laptop.currentPrice)),
    pricesAsOf: oldest ? formatAsOf(oldest.lastUpdated, now) : null,
    topRated,
    rated: rated.length,
    budgetBands: budgetBands(laptops),
  };
}

/** "HP (12), Lenovo (10) and ASUS (8)". */
export function listCounts(entries: readonly [string, number][], limit = 4): string {
  const parts = entries.slice(0, limit).map(([name, count]) => `${name} (${count})`);
  const rest = entries.length - limit;
  if (rest > 0) parts.push(`${rest} more`);
  return parts.length <= 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
