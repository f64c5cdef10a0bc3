/** Ratings travel as decimal strings ("4.3"); null, empty or non-numeric means unrated. */
export function numericRating(rating: string | null | undefined): number | null {
  if (rating === null || rating === undefined || rating.trim() === '') return null;
  const value = Number(rating);
  return Number.isFinite(value) ? value : null;
}

export function hasRating(rating: string | null | undefined): boolean {
  const value = numericRating(rating);
  return value !== null && value > 0;
}

export type Verdict = 'Highly Recommended' | 'Recommended' | 'Consider Carefully';

/** docs/product-rules.md §2 "Our Review": thresholds 4.5 and 4. */
export function verdictFor(rating: string | null | undefined): Verdict {
  const value = numericRating(rating) ?? 0;
  if (value >= 4.5) return 'Highly Recommended';
  if (value >= 4) return 'Recommended';
  return 'Consider Carefully';
}

export interface StarParts {
  full: number;
  half: number;
  empty: number;
}

/** Full plus half plus empty stars out of 5; a half star from .5 upwards. */
export function starParts(rating: string | null | undefined): StarParts {
  const value = Math.min(5, Math.max(0, numericRating(rating) ?? 0));
  const full = Math.floor(value);
  const half = value - full >= 0.5 ? 1 : 0;
  return { full, half, empty: 5 - full - half };
}
