import type { PriceRange } from '../entities';

/**
 * The range a laptop belongs in after its price changed: its own range while the price is still
 * inside it (so an operator's choice between overlapping ranges stands), else the narrowest
 * active range holding the price, else the range it had (no range fits: leave it where it is).
 */
export function rangeForPrice(
  price: number,
  currentRangeId: number | null,
  activeRanges: readonly PriceRange[],
): number | null {
  const holds = (range: PriceRange) => price >= range.minPrice && price <= range.maxPrice;
  const current = activeRanges.find((range) => range.id === currentRangeId);
  if (current && holds(current)) return current.id;
  const fitting = activeRanges
    .filter(holds)
    .sort((a, b) => a.maxPrice - a.minPrice - (b.maxPrice - b.minPrice) || a.id - b.id);
  return fitting[0]?.id ?? currentRangeId;
}
