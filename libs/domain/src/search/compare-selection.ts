/** Laptops a comparison shows at most (the compare tray and `/compare`). */
export const MAX_COMPARED = 4;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What `/compare?laptops=a,b,…` asks for once repeats and malformed slugs are taken out. */
export interface CompareRequest {
  /** Distinct well-formed slugs in URL order (not yet capped: unknown ones may drop out). */
  slugs: string[];
  duplicates: string[];
  malformed: string[];
}

/** Reads the `laptops` parameter: comma-separated slugs, as many as were sent. */
export function readCompareParam(param: string | null | undefined, limit = 20): CompareRequest {
  const request: CompareRequest = { slugs: [], duplicates: [], malformed: [] };
  for (const raw of (param ?? '').split(',')) {
    const slug = raw.trim().toLowerCase();
    if (!slug) continue;
    if (!SLUG.test(slug) || slug.length > 200) request.malformed.push(raw.trim());
    else if (request.slugs.includes(slug)) request.duplicates.push(slug);
    else if (request.slugs.length < limit) request.slugs.push(slug);
  }
  return request;
}

/** The notices a comparison shows about what it left out of the URL's list. */
export interface CompareOutcome<T> {
  laptops: T[];
  unknown: string[];
  duplicates: string[];
  /** Known laptops past the fourth, left out. */
  overLimit: string[];
}

/** Keeps the URL's order, drops what the catalogue does not know, then keeps the first four. */
export function selectCompared<T extends { slug: string }>(
  request: CompareRequest,
  found: readonly T[],
): CompareOutcome<T> {
  const bySlug = new Map(found.map((laptop) => [laptop.slug, laptop]));
  const known = request.slugs.filter((slug) => bySlug.has(slug));
  return {
    laptops: known.slice(0, MAX_COMPARED).map((slug) => bySlug.get(slug)!),
    unknown: [...request.malformed, ...request.slugs.filter((slug) => !bySlug.has(slug))],
    duplicates: request.duplicates,
    overLimit: known.slice(MAX_COMPARED),
  };
}

/** The shareable address of a comparison. */
export function compareHref(slugs: readonly string[]): string {
  return `/compare?laptops=${slugs.slice(0, MAX_COMPARED).join(',')}`;
}
