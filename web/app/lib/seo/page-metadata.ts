import {
  routeRequest,
  GUIDE_SECTIONS,
  SeoApi,
  type GuideSection,
  type RouteAddress,
} from '@bli/contracts';
import { ownValue } from '@bli/domain';
import { ApiError, apiGet, UnreachableError } from '../api-client';

export { canonicalPath, metadataKey } from './page-key';

/** docs/product-rules.md §3 "Page metadata": what the web uses of an `/api/seo/*` answer. */
export interface PageMetadata {
  title: string;
  description: string;
}

const GUIDE_SECTION_SET: ReadonlySet<string> = new Set(GUIDE_SECTIONS);
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The metadata call of each page with a fixed path; a query the key keeps goes with it. */
const FIXED_PAGES: Record<string, RouteAddress> = {
  '/': SeoApi.homepage,
  '/gaming-laptops': SeoApi.gamingLaptops,
  '/use-cases': SeoApi.useCases,
  '/cpu-comparison': SeoApi.cpuComparison,
  '/knowledge-hub': SeoApi.knowledgeHub,
  '/price-verdicts': SeoApi.priceVerdicts,
  '/blog': SeoApi.blog,
  '/search': SeoApi.search,
  '/compare': SeoApi.compare,
};

/** The metadata call of each `/{section}/{slug}` page kind (each takes the slug alone). */
const SLUG_PAGES: Record<string, typeof SeoApi.author> = {
  'price-range': SeoApi.priceRange,
  laptops: SeoApi.category,
  laptop: SeoApi.laptop,
  blog: SeoApi.blogPost,
  author: SeoApi.author,
} as Record<string, unknown> as Record<string, typeof SeoApi.author>;

/** The `/api/seo/*` call that describes a page (docs/product-rules.md §7), or null for a path no page has. */
export function seoApiPath(key: string): string | null {
  const [path, query] = key.split('?');
  const fixed = ownValue(FIXED_PAGES, path);
  if (fixed) return query ? `${fixed.path}?${query}` : fixed.path;
  const segments = path.split('/').slice(1);
  if (segments.length === 1 && /^best-laptop-under-/.test(segments[0]) && SLUG.test(segments[0])) {
    return routeRequest(SeoApi.priceRangeLanding, { params: { seoSlug: segments[0] } }).url;
  }
  if (segments.length !== 2 || !SLUG.test(segments[1])) return null;
  const [first, slug] = segments;
  const bySection = ownValue(SLUG_PAGES, first);
  if (bySection) return routeRequest(bySection, { params: { slug } }).url;
  return GUIDE_SECTION_SET.has(first)
    ? routeRequest(SeoApi.guide, { params: { section: first as GuideSection, slug } }).url
    : null;
}

/** docs/product-rules.md §5: an answer counts only when it is ok and has both a title and a description. */
export function usableMetadata(body: unknown): PageMetadata | null {
  const { title, description } = (body ?? {}) as Partial<Record<string, unknown>>;
  if (typeof title !== 'string' || typeof description !== 'string') return null;
  if (title.trim() === '' || description.trim() === '') return null;
  return { title, description };
}

/**
 * The metadata of a page from the seo service: null when the answer is not ok or not usable
 * (docs/product-rules.md §8: "treated as no data"); a network failure is thrown for the caller to log.
 */
export async function requestPageMetadata(key: string): Promise<PageMetadata | null> {
  const path = seoApiPath(key);
  if (!path) return null;
  try {
    return usableMetadata(await apiGet(path));
  } catch (error) {
    if (error instanceof ApiError && !(error instanceof UnreachableError)) return null;
    throw error;
  }
}
