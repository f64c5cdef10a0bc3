import type { Laptop, PriceRange } from '@bli/contracts';
import { formatInr, hasRating, numericRating, budgetUseCases } from '@bli/domain';
import {
  graphicsSentence,
  listOf,
  priceWithTime,
  processorOf,
  processorSentence,
  ramSentence,
  storageLabel,
  storageSentence,
  verb,
} from './copy-text';
import { cheapestOf, type RangeStats } from './range-stats';

/** The buying guide's copy, shared by the price range and landing pages. */

export interface GuideItem {
  title: string;
  text: string;
}

export interface BuyingGuideCopy {
  lookFor: GuideItem[];
  useCases: readonly string[];
  proTip: string;
}

/** The buying guide ("What to Look For", "Best Use Cases", "Pro Tip") for one range. */
export function buyingGuideCopy(
  range: PriceRange,
  stats: RangeStats,
  ranked: readonly Laptop[],
  now: Date = new Date(),
): BuyingGuideCopy {
  const chips = [...new Set(ranked.map(processorOf).filter(Boolean))].slice(0, 3) as string[];
  const cheapest16 = cheapestOf(stats.ram16Plus, now);
  const lookFor: GuideItem[] = [
    {
      title: 'Memory (RAM)',
      text:
        ramSentence(stats) +
        (cheapest16 && stats.ram16Plus.length < stats.count
          ? ` The cheapest with 16 GB is the ${stats.nameOf(cheapest16)} at ${priceWithTime(cheapest16, now)}.`
          : stats.ram16Plus.length === 0
            ? ' 8 GB is enough for study, office work and browsing; a free memory slot lets you add more later.'
            : ' 16 GB keeps many browser tabs and office apps running smoothly for years.'),
    },
    { title: 'Storage', text: `${storageSentence(stats)} ${storageSizes(ranked, stats)}` },
    {
      title: 'Processor',
      text: `${processorSentence(stats)}${chips.length > 0 ? ` The best-ranked models here use the ${listOf(chips)}.` : ''}`,
    },
    { title: 'Graphics', text: graphicsSentence(stats) },
  ];
  if (stats.averageRating !== null) {
    lookFor.push({
      title: 'Ratings',
      text: `${stats.rated} of ${stats.count} laptops here ${verb(stats.rated, 'is', 'are')} rated, averaging ${stats.averageRating.toFixed(1)}/5. A rating backed by hundreds of reviews says more than a perfect score from a handful.`,
    });
  }
  return { lookFor, useCases: budgetUseCases(range.maxPrice), proTip: proTip(stats) };
}

/** What paying more than the median buys, in counts (features no laptop has are left out). */
function aboveAndBelow(priced: readonly Laptop[], median: number): string {
  const upper = priced.filter((l) => l.currentPrice > median);
  const lower = priced.filter((l) => l.currentPrice <= median);
  if (upper.length === 0) return '';
  const features: [string, (l: Laptop) => boolean][] = [
    ['an SSD', (l) => (l.storageType ?? '').toUpperCase() === 'SSD'],
    ['16 GB RAM', (l) => (l.ramSize ?? 0) >= 16],
    ['dedicated graphics', (l) => l.hasDedicatedGraphics],
  ];
  const present = features.filter(([, has]) => priced.some(has));
  const share = (list: readonly Laptop[]) =>
    listOf(
      present.map(([label, has]) => {
        const n = list.filter(has).length;
        return `${n} of ${list.length} ${verb(n, 'has', 'have')} ${label}`;
      }),
    );
  return `Above that price, ${share(upper)}; at or below it, ${share(lower)}.`;
}

/** Storage advice: the hard-drive warning where it applies, else how capacities split. */
function storageSizes(ranked: readonly Laptop[], stats: RangeStats): string {
  if (stats.hdd + stats.emmc > 0) {
    return 'An SSD makes start-up and app loading several times faster than a hard drive.';
  }
  const sizes = new Map<number, number>();
  for (const laptop of ranked) {
    if (laptop.storageSize) sizes.set(laptop.storageSize, (sizes.get(laptop.storageSize) ?? 0) + 1);
  }
  const parts = [...sizes]
    .sort((a, b) => a[0] - b[0])
    .map(([gb, n]) => `${n} with ${storageLabel(gb)}`);
  return parts.length > 1 ? `Capacities: ${listOf(parts)}.` : '';
}

/** Value spots at or below the median with 16 GB and an SSD, else a note on listed prices. */
export function proTip(stats: RangeStats): string {
  if (stats.median === null) {
    return `We could not confirm any price in this range in the last 24 hours. Compare the ${stats.count} laptops on specifications first, then check each price on Amazon.`;
  }
  const median = stats.median;
  const value = stats.priced
    .filter((l) => l.currentPrice <= median && (l.ramSize ?? 0) >= 16)
    .filter((l) => (l.storageType ?? '').toUpperCase() === 'SSD')
    .sort((a, b) => a.currentPrice - b.currentPrice);
  const discount = stats.biggestDiscount
    ? ` Listed discounts are set by sellers: the biggest here is ${stats.biggestDiscount.percent}% on the ${stats.nameOf(stats.biggestDiscount.laptop)}, and ${stats.discounted === stats.priced.length ? `every one of the ${stats.priced.length} shows` : `${stats.discounted} of ${stats.priced.length} show`} more than 10% off, so judge a price against the median rather than the MRP.`
    : '';
  const half = `Half the laptops here cost ${formatInr(median)} or less (${stats.pricesAsOf}).`;
  const universal = stats.ram16Plus.length === stats.count && stats.ssd === stats.count;
  if (value.length > 0 && !universal) {
    const names = value.slice(0, 3).map((l) => `${stats.nameOf(l)} (${formatInr(l.currentPrice)})`);
    return `${half} ${value.length === 1 ? 'One of those pairs' : `${value.length} of those pair`} 16 GB RAM with an SSD: ${listOf(names)}.${discount}`;
  }
  if (universal) {
    // 16 GB and an SSD are a given here: point at what still separates them.
    const lower = stats.priced.filter((l) => l.currentPrice <= median);
    const gpu = stats.priced
      .filter((l) => l.hasDedicatedGraphics)
      .sort((a, b) => a.currentPrice - b.currentPrice)[0];
    const bestRated = lower
      .filter((l) => hasRating(l.rating))
      .sort((a, b) => (numericRating(b.rating) ?? 0) - (numericRating(a.rating) ?? 0))[0];
    const notes = [
      gpu
        ? `the ${stats.nameOf(gpu)} (${formatInr(gpu.currentPrice)}) is the cheapest way to a dedicated graphics card here`
        : null,
      bestRated && bestRated !== gpu
        ? `the ${stats.nameOf(bestRated)} (${bestRated.rating}/5) is the best-rated laptop at or below that price`
        : null,
    ].filter((n): n is string => n !== null);
    if (notes.length > 0) {
      return `${half} Every laptop here has 16 GB RAM and an SSD, so look further: ${listOf(notes)}.${discount}`;
    }
  }
  return `${half} ${aboveAndBelow(stats.priced, median)}${discount}`;
}
