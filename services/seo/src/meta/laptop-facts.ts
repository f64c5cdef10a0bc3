import type { Laptop, ListFacts } from '@bli/contracts';
import { formatDateEnIn, formatInr, hasRating } from '@bli/domain';
import { plural } from './text';

/**
 * "from ₹21,990 (prices as of 22 Nov 2026)", or null when no price is current: a list's facts
 * (the catalogue's listFacts) follow Amazon's 24-hour rule, and a quoted price carries its date.
 */
export function priceFromText(facts: Pick<ListFacts, 'from'>): string | null {
  if (!facts.from) return null;
  return `from ${formatInr(facts.from.price)} (prices as of ${formatDateEnIn(facts.from.asOf)})`;
}

/** "Rated 4.3/5 stars from 5,680 reviews", or null for an unrated laptop (docs/product-rules.md §9). */
export function ratedText(laptop: Pick<Laptop, 'rating' | 'reviewCount'>): string | null {
  if (!laptop.rating || !hasRating(laptop.rating)) return null;
  return `Rated ${laptop.rating.trim()}/5 stars from ${plural(laptop.reviewCount, 'review')}`;
}
