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

/**
 * gamingPerformanceRating by dedicated GPU class, as the catalogue rates its laptops
 * (GTX 1650 / RTX 2050 Entry 5, RTX 3050 Entry 6, RTX 4050 / 5050 Mid-range 7, RTX 4060 / 5060
 * Mid-range 8, RTX 4070 / 5070 High-end 9, RTX 4080 / 4090 / 5080 / 5090 High-end 10).
 * Patterns are tried in order; the first match wins.
 */
const GPU_RATINGS: ReadonlyArray<readonly [RegExp, number]> = [
  [/\bRTX\s*(?:40[89]0|50[89]0)\b/i, 10],
  [/\bRTX\s*(?:4070|5070|3080)\b/i, 9],
  [/\bRTX\s*(?:4060|5060|3070)\b/i, 8],
  [/\bRTX\s*(?:4050|5050|3060)\b/i, 7],
  [/\bRX\s*(?:7600M\s*XT|6800M|6850M)\b/i, 8],
  [/\bRX\s*(?:7600S|7600M|6700S|6700M|6650M|6600M|6800S)\b/i, 7],
  [/\bRTX\s*3050\b/i, 6],
  [/\bRX\s*(?:6550M|6500M|6550S|7500M)\b/i, 5],
  [/\b(?:RTX\s*2050|GTX\s*16[56]0)\b/i, 5],
  [/\bArc\s*A(?:5[35]0|7[37]0)M\b/i, 6],
  [/\bArc\s*A3[57]0M\b/i, 5],
];

/**
 * The gaming rating (out of 10) a dedicated GPU earns, or null for a GPU that is not a gaming
 * class (GeForce MX, integrated graphics) or is unknown.
 */
export function gamingRatingForGpu(graphicsModel: string | null | undefined): number | null {
  if (!graphicsModel) return null;
  for (const [pattern, rating] of GPU_RATINGS) {
    if (pattern.test(graphicsModel)) return rating;
  }
  return null;
}
