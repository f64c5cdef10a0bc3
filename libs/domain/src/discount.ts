/** docs/product-rules.md §5: round((original − current) / original × 100); 0 when there is no saving to show. */
export function discountPercent(originalPrice: number | null, currentPrice: number): number {
  if (!originalPrice || originalPrice <= currentPrice) return 0;
  return Math.round(((originalPrice - currentPrice) / originalPrice) * 100);
}

/** The "{n}% OFF" badge appears only above 10 percent. */
export const DISCOUNT_BADGE_THRESHOLD = 10;

export function showsDiscountBadge(percent: number): boolean {
  return percent > DISCOUNT_BADGE_THRESHOLD;
}
