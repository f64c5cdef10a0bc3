import { numericRating } from './rating';

export const SORT_MODES = ['popularity', 'rating'] as const;
export type SortMode = (typeof SORT_MODES)[number];

export interface Sortable {
  rating: string | null;
  reviewCount: number;
}

/** Price range page sort (docs/product-rules.md §9): Popularity = reviewCount desc; Highest Rated = rating desc. */
export function sortLaptops<T extends Sortable>(laptops: readonly T[], mode: SortMode): T[] {
  const byMode =
    mode === 'popularity'
      ? (a: T, b: T) => b.reviewCount - a.reviewCount
      : (a: T, b: T) => (numericRating(b.rating) ?? 0) - (numericRating(a.rating) ?? 0);
  return [...laptops].sort(byMode);
}
