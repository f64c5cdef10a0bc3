import { hasRating, numericRating } from './rating';

export interface Rankable {
  rating: string | null;
  reviewCount: number;
  currentPrice: number;
}

/**
 * docs/product-rules.md §9: reviewCount × 0.7 + rating × 1000 × 0.3, summed in tenths (whole
 * numbers: a rating has one decimal) so that equal scores are equal, not 16 digits apart as
 * 368 × 0.7 + 1.0 × 300 and 68 × 0.7 + 1.7 × 300 are in floating point. The SQL twin in
 * services/catalogue/src/laptops/laptop-rank.sql.ts sums the same tenths.
 */
export function rankingScore(laptop: Pick<Rankable, 'rating' | 'reviewCount'>): number {
  const ratingTenths = Math.round((numericRating(laptop.rating) ?? 0) * 10);
  return (laptop.reviewCount * 7 + ratingTenths * 300) / 10;
}

/**
 * docs/product-rules.md §9 order: rated laptops first, higher score first; unrated ones after,
 * by reviewCount descending, then lower currentPrice.
 */
export function compareByRank(a: Rankable, b: Rankable): number {
  const aRated = hasRating(a.rating);
  const bRated = hasRating(b.rating);
  if (aRated !== bRated) return aRated ? -1 : 1;
  if (aRated) {
    const byScore = rankingScore(b) - rankingScore(a);
    if (byScore !== 0) return byScore;
  }
  return b.reviewCount - a.reviewCount || a.currentPrice - b.currentPrice;
}

export function rankLaptops<T extends Rankable>(laptops: readonly T[]): T[] {
  return [...laptops].sort(compareByRank);
}
