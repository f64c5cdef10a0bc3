import type { Laptop } from '@bli/contracts';
import {
  formatInr,
  isPriceCurrent,
  numericRating,
  parseBatteryHours,
  parseWeightKg,
  formatCount,
} from '@bli/domain';
import {
  goodDealCellText,
  listPriceText,
  medianComparisonText,
  showsPriceClaims,
} from '../price-check-text';

const NA = 'N/A';

/** One row of the comparison: its text per laptop and, where one is better, a number to rank. */
export interface CompareRow {
  label: string;
  text: (laptop: Laptop) => string;
  /** Higher is better unless `lowerIsBetter`; null when the laptop has no such figure. */
  score?: (laptop: Laptop, now: Date) => number | null;
  lowerIsBetter?: boolean;
}

export const COMPARE_ROWS: readonly CompareRow[] = [
  {
    label: 'Price',
    // Amazon's 24-hour rule: a stale price is not shown (or ranked) as current.
    text: (l) =>
      isPriceCurrent(l.lastUpdated) ? formatInr(l.currentPrice) : 'See price on Amazon',
    score: (l, now) => (isPriceCurrent(l.lastUpdated, now) ? l.currentPrice : null),
    lowerIsBetter: true,
  },
  // docs/deal-verdicts.md: claims about a price only while that price may be shown and bought.
  {
    label: 'Against its 90-day median',
    text: (l) => (showsPriceClaims(l) ? (medianComparisonText(l.priceCheck.discount) ?? NA) : NA),
    score: (l, now) =>
      showsPriceClaims(l, now) ? (l.priceCheck.discount.savingVsMedian?.percent ?? null) : null,
  },
  {
    label: 'Good deal',
    text: (l) => (showsPriceClaims(l) ? goodDealCellText(l.priceCheck.goodDeal) : NA),
    // A good deal stands out against laptops that are not one.
    score: (l, now) =>
      showsPriceClaims(l, now) && l.priceCheck.goodDeal.enoughHistory
        ? Number(l.priceCheck.goodDeal.isGoodDeal)
        : null,
  },
  {
    label: 'List price',
    text: (l) => (showsPriceClaims(l) ? (listPriceText(l.priceCheck.discount) ?? NA) : NA),
  },
  {
    label: 'Rating',
    text: (l) => (l.rating ? `${l.rating}/5 (${formatCount(l.reviewCount)} reviews)` : 'No rating'),
    score: (l) => numericRating(l.rating),
  },
  { label: 'Brand', text: (l) => l.brand },
  { label: 'Processor', text: (l) => l.specifications.processor ?? l.processorModel ?? NA },
  {
    label: 'RAM',
    text: (l) => l.specifications.ram ?? (l.ramSize ? `${l.ramSize} GB` : NA),
    score: (l) => l.ramSize,
  },
  {
    label: 'Storage',
    text: (l) =>
      l.specifications.storage ??
      (l.storageSize ? `${l.storageSize} GB ${l.storageType ?? ''}`.trim() : NA),
    score: (l) => l.storageSize,
  },
  {
    label: 'Graphics',
    text: (l) => l.specifications.graphics ?? (l.hasDedicatedGraphics ? 'Dedicated' : 'Integrated'),
  },
  {
    label: 'Gaming performance',
    text: (l) => (l.gamingPerformanceRating ? `${l.gamingPerformanceRating}/10` : NA),
    score: (l) => l.gamingPerformanceRating,
  },
  { label: 'Display', text: (l) => l.specifications.display ?? NA },
  {
    label: 'Battery',
    text: (l) => l.specifications.battery ?? NA,
    score: (l) => parseBatteryHours(l.specifications.battery),
  },
  {
    label: 'Weight',
    text: (l) => l.specifications.weight ?? NA,
    score: (l) => parseWeightKg(l.specifications.weight),
    lowerIsBetter: true,
  },
  { label: 'Operating system', text: (l) => l.specifications.os ?? NA },
];

/** True when the laptops do not all show the same text in this row. */
export function rowDiffers(row: CompareRow, laptops: readonly Laptop[]): boolean {
  return new Set(laptops.map(row.text)).size > 1;
}

/**
 * Indexes of the laptops with the best figure in this row; none when fewer than two laptops
 * have one or all are equal (nothing stands out).
 */
export function bestInRow(row: CompareRow, laptops: readonly Laptop[], now = new Date()): number[] {
  if (!row.score) return [];
  const scores = laptops.map((laptop) => row.score!(laptop, now));
  const known = scores.filter((score): score is number => score !== null);
  if (known.length < 2) return [];
  const best = row.lowerIsBetter ? Math.min(...known) : Math.max(...known);
  if (known.every((score) => score === best)) return [];
  return scores.flatMap((score, i) => (score === best ? [i] : []));
}
