import type { BlogCategory, BlogPostSummary } from '@bli/contracts';

/** docs/product-rules.md §9: the blog list highlights the first 3 featured posts; a post shows up to 3 related. */
export const FEATURED_LIMIT = 3;
export const RELATED_LIMIT = 3;

/** The API's categories in the spec's filter order, with the labels readers see. */
export const BLOG_CATEGORIES = [
  { value: 'buying-guide', label: 'Buying Guides', badge: 'Buying Guide' },
  { value: 'cpu-reviews', label: 'CPU Reviews', badge: 'CPU Review' },
  { value: 'comparisons', label: 'Comparisons', badge: 'Comparison' },
  { value: 'india-specific', label: 'India Specific', badge: 'India Specific' },
] as const satisfies readonly { value: BlogCategory; label: string; badge: string }[];

export interface BlogFilter {
  /** null is "All". */
  category: BlogCategory | null;
  label: string;
  href: string;
}

/** "/blog" for all posts, "/blog?category=…" for one category (works without JavaScript). */
export function categoryHref(category: BlogCategory | null): string {
  return category ? `/blog?category=${category}` : '/blog';
}

/** The filter buttons: All, then each category. */
export const BLOG_FILTERS: readonly BlogFilter[] = [
  { category: null, label: 'All', href: categoryHref(null) },
  ...BLOG_CATEGORIES.map((c) => ({
    category: c.value,
    label: c.label,
    href: categoryHref(c.value),
  })),
];

function findCategory(value: string) {
  return BLOG_CATEGORIES.find((c) => c.value === value);
}

/** Plural label for headings and filters ("CPU Reviews"). */
export function categoryLabel(category: BlogCategory): string {
  return findCategory(category)?.label ?? category;
}

/** Singular label for a post's badge ("CPU Review"). */
export function categoryBadge(category: BlogCategory): string {
  return findCategory(category)?.badge ?? category;
}

export interface ParsedCategory {
  /** The category to list, or null for all posts. */
  category: BlogCategory | null;
  /** The raw value when it names no category (the page then lists all posts). */
  unknown: string | null;
}

/**
 * Reads `?category=`. Missing, empty or "all" lists everything; a known category (any case)
 * filters; anything else lists everything and is reported as unknown — never an API 400.
 */
export function parseCategory(raw: string | null | undefined): ParsedCategory {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'all') return { category: null, unknown: null };
  const match = findCategory(value);
  if (match) return { category: match.value, unknown: null };
  return { category: null, unknown: (raw ?? '').trim() };
}

/** The first `limit` featured posts, in the API's order (newest first). */
export function selectFeatured(
  posts: readonly BlogPostSummary[],
  limit = FEATURED_LIMIT,
): BlogPostSummary[] {
  return posts.filter((post) => post.isFeatured).slice(0, limit);
}

export function readTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}
