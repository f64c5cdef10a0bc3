import type { DailyPrice, RecordedPrice } from './daily-prices';
import { daysBetween } from './ist-days';
import { PRICE_VERDICT_RULES as RULES } from './price-verdict-rules';

/** The median of a non-empty list, unrounded (the MAD is a fraction of a rupee more often than not). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** How far from the median of `window` a price may be before it is off: RULES.outlierMadMultiplier MADs. */
function limitOf(window: readonly number[]): { middle: number; limit: number } {
  const middle = median(window);
  const mad = median(window.map((price) => Math.abs(price - middle)));
  return {
    middle,
    limit: RULES.outlierMadMultiplier * Math.max(mad, (middle * RULES.outlierMinMadPercent) / 100),
  };
}

/** Whether `value` is off `window` and as far from each neighbour's: a lone jump, not a step. */
function spikes(value: number, window: readonly number[], neighbours: readonly number[]): boolean {
  const { middle, limit } = limitOf(window);
  return (
    Math.abs(value - middle) > limit &&
    neighbours.every((neighbour) => Math.abs(value - neighbour) > limit)
  );
}

/**
 * The single-day spikes of a history (its days, oldest first): a day whose lowest price is
 * further from the median of the days' lowest prices within RULES.outlierWindowDays either side
 * (itself included) than RULES.outlierMadMultiplier median absolute deviations (at least
 * RULES.outlierMinMadPercent of that median), and as far from the day before and the day after
 * (or whose highest price is, among the highest prices). A day like its neighbour is a real move
 * (a sale, a price change), not a spike. The first and latest days are never one: a spike has a
 * day on each side, and the latest is the price on offer now, until a later day shows a blip.
 */
export function outlierDays<P extends RecordedPrice>(
  days: readonly DailyPrice<P>[],
): DailyPrice<P>[] {
  let from = 0;
  let to = 0;
  return days.filter((day, i) => {
    while (daysBetween(days[from].day, day.day) > RULES.outlierWindowDays) from++;
    while (to < days.length && daysBetween(day.day, days[to].day) <= RULES.outlierWindowDays) to++;
    // A spike has a day on each side: the first is where the history began, the last is today's.
    if (i === 0 || i === days.length - 1) return false;
    const window = days.slice(from, to);
    const neighbours = [days[i - 1], days[i + 1]];
    return (
      spikes(
        day.price,
        window.map((d) => d.price),
        neighbours.map((d) => d.price),
      ) ||
      spikes(
        day.high,
        window.map((d) => d.high),
        neighbours.map((d) => d.high),
      )
    );
  });
}
