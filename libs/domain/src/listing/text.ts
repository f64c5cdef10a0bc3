/**
 * Listing text with Amazon's typographic variants made plain: non-breaking and figure hyphens
 * ("12‑core"), curly and double primes for inches (13.6″), "Xᵉ", non-breaking spaces.
 */
export function normalizeListingText(text: string): string {
  return text
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .replace(/[\u2033\u201d\u201c]|''/g, '"')
    .replace(/\u1d49/g, 'e')
    .replace(/®|™/g, '');
}
