import type { DailyPrice, RecordedPrice } from './daily-prices';
import { PRICE_VERDICT_RULES as RULES } from './price-verdict-rules';

/**
 * The median of a non-empty list, unrounded (the MAD is a fraction of a rupee more often than
 * not). Sorts `values` in place, by insertion: a window holds at most 15 days.
 */
function medianInPlace(values: number[]): number {
  for (let i = 1; i < values.length; i++) {
    const value = values[i];
    let j = i - 1;
    for (; j >= 0 && values[j] > value; j--) values[j + 1] = values[j];
    values[j + 1] = value;
  }
  const middle = values.length >> 1;
  return values.length % 2 === 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
}

/**
 * Whether day `i`'s price of `prices` (the days' lowest or highest, one a day) is off the window
 * `prices[from, to)` by more than RULES.outlierMadMultiplier MADs (at least
 * RULES.outlierMinMadPercent of its median), and as far from each neighbour's: a lone jump, not a
 * step. `scratch` is overwritten.
 */
function spikes(
  prices: readonly number[],
  i: number,
  from: number,
  to: number,
  scratch: number[],
): boolean {
  const value = prices[i];
  const nearest = Math.min(Math.abs(value - prices[i - 1]), Math.abs(value - prices[i + 1]));
  let lowest = Infinity;
  for (let j = from; j < to; j++) lowest = Math.min(lowest, prices[j]);
  // No limit is below its share of the window's median, nor so below the window's lowest price:
  // a day that near a neighbour moved with it (most days of a history), no median needed.
  if (nearest <= (RULES.outlierMadMultiplier * lowest * RULES.outlierMinMadPercent) / 100) {
    return false;
  }
  scratch.length = 0;
  for (let j = from; j < to; j++) scratch.push(prices[j]);
  const middle = medianInPlace(scratch);
  for (let j = 0; j < scratch.length; j++) scratch[j] = Math.abs(scratch[j] - middle);
  const mad = medianInPlace(scratch);
  const limit =
    RULES.outlierMadMultiplier * Math.max(mad, (middle * RULES.outlierMinMadPercent) / 100);
  return Math.abs(value - middle) > limit && nearest > limit;
}

/**
 * The single-day spikes of a history (its days, oldest first): a day whose lowest price is
 * further from the median of the days' lowest prices within RULES.outlierWindowDays either side
 * (itself included) than RULES.outlierMadMultiplier median absolute deviations (at least
 * RULES.outlierMinMadPercent of that median), and as far from the day before and the day after
 * (or whose highest price is, among the highest prices). A day like its neighbour is a real move
 * (a sale, a price change), not a spike. The first and latest days are never one: a spike has a
 * day on each side, and the latest is the price on offer now, until a later day shows a blip.
 * Read on every laptop page: one pass over the days' prices as plain lists of numbers.
 */
export function outlierDays<P extends RecordedPrice>(
  days: readonly DailyPrice<P>[],
): DailyPrice<P>[] {
  const lows = days.map((day) => day.price);
  const highs = days.map((day) => day.high);
  const outliers: DailyPrice<P>[] = [];
  const scratch: number[] = [];
  let from = 0;
  let to = 0;
  // A spike has a day on each side: the first is where the history began, the last is today's.
  for (let i = 1; i < days.length - 1; i++) {
    const day = days[i].dayNumber;
    while (day - days[from].dayNumber > RULES.outlierWindowDays) from++;
    while (to < days.length && days[to].dayNumber - day <= RULES.outlierWindowDays) to++;
    if (spikes(lows, i, from, to, scratch) || spikes(highs, i, from, to, scratch)) {
      outliers.push(days[i]);
    }
  }
  return outliers;
}
