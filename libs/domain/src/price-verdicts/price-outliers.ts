import type { DailyPrice, RecordedPrice } from './daily-prices';
import { daysBetween } from './ist-days';
import { PRICE_VERDICT_RULES as RULES } from './price-verdict-rules';

/** The median of a non-empty list, unrounded (the MAD is a fraction of a rupee more often than not). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Whether `value` is further than the rule allows from the median of `window`. */
function beyond(value: number, window: readonly number[]): boolean {
  const middle = median(window);
  const mad = median(window.map((price) => Math.abs(price - middle)));
  const limit =
    RULES.outlierMadMultiplier * Math.max(mad, (middle * RULES.outlierMinMadPercent) / 100);
  return Math.abs(value - middle) > limit;
}

/**
 * Whether a day is off the prices around it: its lowest price is further from the median of the
 * days' lowest prices within RULES.outlierWindowDays either side (itself included) than
 * RULES.outlierMadMultiplier median absolute deviations (at least RULES.outlierMinMadPercent of
 * that median), or its highest price from theirs.
 */
function offDays(days: readonly DailyPrice[]): boolean[] {
  let from = 0;
  let to = 0;
  return days.map((day) => {
    while (daysBetween(days[from].day, day.day) > RULES.outlierWindowDays) from++;
    while (to < days.length && daysBetween(day.day, days[to].day) <= RULES.outlierWindowDays) to++;
    const window = days.slice(from, to);
    return (
      beyond(
        day.price,
        window.map((d) => d.price),
      ) ||
      beyond(
        day.high,
        window.map((d) => d.high),
      )
    );
  });
}

/**
 * The single-day spikes of a history (its days, oldest first): a day off the prices around it
 * while the days next to it are not. Two days off in a row are a real move (a sale, a price
 * change), not a spike; the latest day is never one (it is the price on offer now, until a
 * later day shows it was a blip).
 */
export function outlierDays<P extends RecordedPrice>(
  days: readonly DailyPrice<P>[],
): DailyPrice<P>[] {
  const off = offDays(days);
  return days.filter(
    (_, i) => off[i] && i < days.length - 1 && !off[i + 1] && (i === 0 || !off[i - 1]),
  );
}
