import type { Laptop, PriceRange } from '@bli/contracts';
import { formatAsOf, formatInr, isPriceCurrent } from '@bli/domain';
import type { RangeStats } from './range-stats';

/** Small text helpers and the one-line facts every landing and range page reuses. */

/** "under ₹50,000" from the range name "Under ₹50,000"; other names read "in the … range". */
export function budgetPhrase(range: Pick<PriceRange, 'name'>): string {
  return /^under\s/i.test(range.name)
    ? `under ${range.name.replace(/^under\s+/i, '')}`
    : `in the ${range.name} range`;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** Verb agreement: "1 has", "2 have". */
export const verb = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** "a, b and c" */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "₹34,990 (as of 08:00 IST)", or null when the price is older than 24 hours. */
export function priceWithTime(laptop: Laptop, now: Date = new Date()): string | null {
  if (!isPriceCurrent(laptop.lastUpdated, now)) return null;
  return `${formatInr(laptop.currentPrice)} (${formatAsOf(laptop.lastUpdated, now)})`;
}

/** 512 → "512 GB", 1024 → "1 TB". */
export function storageLabel(gb: number): string {
  return gb >= 1000 ? `${Math.round((gb / 1024) * 10) / 10} TB` : `${gb} GB`;
}

/** Lower-cases our own sentence openers ("Rated …" → "rated …"), never a product name. */
export const lowerFirst = (text: string) =>
  /^(Rated|Costs|One|The|Not|None|Every|All)\b/.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;

/** "One of only 3 of the 19 …" or "The only one of the 19 …". */
export const oneOf = (n: number, count: number, rest: string) =>
  n === 1 ? `The only one of the ${count} ${rest}` : `One of only ${n} of the ${count} ${rest}`;

export function processorOf(laptop: Laptop): string | null {
  return laptop.processorModel ?? laptop.specifications.processor ?? null;
}

/** One sentence on the price spread, or on why there is none. */
export function priceSentence(stats: RangeStats): string {
  if (!stats.lowest || !stats.highest || stats.median === null) {
    return 'None of these prices has been confirmed in the last 24 hours, so check each one on Amazon.';
  }
  const partial =
    stats.priced.length < stats.count
      ? ` (for the ${stats.priced.length} of ${stats.count} whose price was confirmed in the last 24 hours)`
      : '';
  return (
    `Prices run from ${formatInr(stats.lowest.currentPrice)} (${stats.nameOf(stats.lowest)}) to ` +
    `${formatInr(stats.highest.currentPrice)} (${stats.nameOf(stats.highest)}), with a median of ` +
    `${formatInr(stats.median)}${partial}, ${stats.pricesAsOf}.`
  );
}

export function ramSentence(stats: RangeStats): string {
  const { count, ram16Plus, commonRam } = stats;
  if (ram16Plus.length === 0) {
    return `None has 16 GB RAM${commonRam ? `; ${commonRam.count} of ${count} ship with ${commonRam.size} GB` : ''}, so check whether the memory can be upgraded.`;
  }
  if (ram16Plus.length === count) {
    const sizes = ram16Plus.map((l) => l.ramSize ?? 16);
    const least = Math.min(...sizes);
    const bigger = [...new Set(sizes.filter((gb) => gb > least))].sort((a, b) => a - b);
    const more = sizes.filter((gb) => gb > least).length;
    return (
      `Every one has ${least} GB RAM or more` +
      (more > 0
        ? ` (${more} of them ${listOf(bigger.map((gb) => `${gb} GB`)).replace(/ and /, ' or ')}).`
        : '.')
    );
  }
  return `${ram16Plus.length} of ${count} ${verb(ram16Plus.length, 'has', 'have')} 16 GB RAM or more; the most common size here is ${commonRam?.size} GB (${plural(commonRam?.count ?? 0, 'laptop')}).`;
}

export function storageSentence(stats: RangeStats): string {
  const slow = [
    stats.hdd > 0 ? `${stats.hdd} still ${verb(stats.hdd, 'uses', 'use')} a hard drive` : null,
    stats.emmc > 0 ? `${stats.emmc} ${verb(stats.emmc, 'uses', 'use')} slower eMMC flash` : null,
  ].filter((s): s is string => s !== null);
  if (slow.length === 0) return `All ${stats.count} boot from an SSD.`;
  return `${stats.ssd} of ${stats.count} ${verb(stats.ssd, 'uses', 'use')} an SSD, while ${listOf(slow)}.`;
}

export function graphicsSentence(stats: RangeStats): string {
  const gpus = [
    ...new Set(stats.dedicatedGraphics.map((l) => l.graphicsModel).filter(Boolean)),
  ] as string[];
  if (gpus.length === 0 && stats.dedicatedGraphics.length === 0) {
    return 'All of them rely on integrated graphics: work and study machines, not gaming rigs.';
  }
  return (
    `${stats.dedicatedGraphics.length} of ${stats.count} ${verb(stats.dedicatedGraphics.length, 'has', 'have')} dedicated graphics` +
    (gpus.length > 0 ? ` (${listOf(gpus.slice(0, 4))}${gpus.length > 4 ? ' and more' : ''})` : '') +
    (stats.gaming > 0
      ? `, and ${plural(stats.gaming, 'is a gaming model', 'are gaming models')}.`
      : '.')
  );
}

export function processorSentence(stats: RangeStats): string {
  const others = stats.processorBrands.filter(
    ([brand]) => !['intel', 'amd'].includes(brand.toLowerCase()),
  );
  const rest = others.length > 0 ? `, plus ${listOf(others.map(([b, n]) => `${n} ${b}`))}` : '';
  return `Processors split ${stats.intel} Intel and ${stats.amd} AMD${rest}.`;
}
