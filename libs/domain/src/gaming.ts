export type GamingTierName = 'Entry' | 'Mid-range' | 'High-end';

/** docs/product-rules.md §9 bands of gamingPerformanceRating (out of 10). */
export const GAMING_TIER_BANDS: Readonly<Record<GamingTierName, { min: number; max: number }>> = {
  Entry: { min: 5, max: 6 },
  'Mid-range': { min: 7, max: 8 },
  'High-end': { min: 9, max: 10 },
};

export function gamingTierForRating(rating: number | null | undefined): GamingTierName | null {
  if (rating === null || rating === undefined) return null;
  for (const [tier, band] of Object.entries(GAMING_TIER_BANDS)) {
    if (rating >= band.min && rating <= band.max) return tier as GamingTierName;
  }
  return null;
}

/** The gaming page's "High Performance" tab: rating 6 or more. */
export const HIGH_PERFORMANCE_MIN_RATING = 6;

export function isHighPerformance(rating: number | null | undefined): boolean {
  return (rating ?? 0) >= HIGH_PERFORMANCE_MIN_RATING;
}
