import { medianPrice } from '../price-stats';
import { dailyPrices, type DailyPrice, type RecordedPrice } from './daily-prices';
import { dayOfNumber, daysBetween, istDayNumber, type IstDay } from './ist-days';
import { outlierDays } from './price-outliers';
import { PRICE_VERDICT_RULES as RULES } from './price-verdict-rules';

/**
 * What a laptop's price history says, as of `today`: the figures every verdict starts from.
 * Outlier days count in none of them (they are drawn on the chart, and listed here).
 */
export interface PriceStatistics<P extends RecordedPrice = RecordedPrice> {
  today: IstDay;
  /** The history, one entry a day, oldest first (days after today left out). */
  days: DailyPrice<P>[];
  /** Single-day spikes: left out of every figure below. */
  outliers: DailyPrice<P>[];
  /** Median of the daily prices of the last RULES.medianWindowDays days; null without any. */
  median90Days: number | null;
  /** The lowest price recorded (its day and point); null without history. */
  lowest: DailyPrice<P> | null;
  /** True when an outlier went below `lowest`: "lowest ever" says it left that out. */
  lowestExcludesOutliers: boolean;
  /** The highest price of the last RULES.listPriceWindowDays days; null without any. */
  highest180Days: number | null;
  /** The first day with a price. */
  historySince: IstDay | null;
  /** Days from the first price to today (0 when the first is today, or without history). */
  historyDays: number;
}

/** The days of `days` within the last `window` days up to day number `today` (the last). */
function lastDays<D extends { dayNumber: number }>(
  days: readonly D[],
  today: number,
  window: number,
): D[] {
  const from = today - (window - 1);
  return days.filter((d) => d.dayNumber >= from && d.dayNumber <= today);
}

/** How many days of history: from its first day to today. */
export function historyDaysOf(historySince: IstDay | null, today: IstDay): number {
  return historySince === null ? 0 : Math.max(0, daysBetween(historySince, today));
}

/** The figures of a laptop's price history (any points: raw observations or daily ones). */
export function priceStatistics<P extends RecordedPrice>(
  points: readonly P[],
  now: Date,
): PriceStatistics<P> {
  const todayNumber = istDayNumber(now);
  const today = dayOfNumber(todayNumber);
  const days = dailyPrices(points).filter((d) => d.dayNumber <= todayNumber);
  const outliers = outlierDays(days);
  const outlying = new Set(outliers);
  const counted = outlying.size === 0 ? days : days.filter((d) => !outlying.has(d));
  let lowest: DailyPrice<P> | null = null;
  for (const day of counted) if (lowest === null || day.price < lowest.price) lowest = day;
  const recent = lastDays(counted, todayNumber, RULES.medianWindowDays);
  const halfYear = lastDays(counted, todayNumber, RULES.listPriceWindowDays);
  const historySince = days[0]?.day ?? null;
  const lowestPrice = lowest?.price ?? null;
  return {
    today,
    days,
    outliers,
    median90Days: medianPrice(recent.map((d) => d.price)),
    lowest,
    lowestExcludesOutliers:
      lowestPrice !== null && outliers.some((outlier) => outlier.price < lowestPrice),
    highest180Days: halfYear.length > 0 ? Math.max(...halfYear.map((d) => d.high)) : null,
    historySince,
    historyDays: historyDaysOf(historySince, today),
  };
}
