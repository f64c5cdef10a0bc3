/** Median of a list of prices, rounded to whole rupees; null for an empty list. */
export function medianPrice(prices: readonly number[]): number | null {
  if (prices.length === 0) return null;
  const sorted = [...prices].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]
    : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}

/** The earliest point at the lowest price. */
export function lowestPoint<T extends { price: number; observedAt: string }>(
  points: readonly T[],
): T | null {
  let lowest: T | null = null;
  for (const point of points) {
    if (lowest === null || point.price < lowest.price) lowest = point;
  }
  return lowest;
}
