import type { ContentPages, Laptop, PriceRange, SitemapEntry, UseCase } from '@bli/contracts';
import { newestUpdate } from '@bli/domain';
import { FILTER_PAGES } from '../meta/filter-pages';

type Dated = Pick<Laptop, 'lastUpdated'>;

/** What the sitemap is built from: every list a public page shows, as catalogue and content hold it. */
export interface SitemapInput {
  laptops: readonly Pick<Laptop, 'slug' | 'lastUpdated' | 'priceRangeId'>[];
  ranges: readonly Pick<PriceRange, 'id' | 'slug' | 'seoSlug'>[];
  gaming: readonly Dated[];
  /** Laptops of each filter page, by the page's slug. */
  filtered: ReadonlyMap<string, readonly Dated[]>;
  useCases: readonly { useCase: Pick<UseCase, 'slug'>; laptops: readonly Dated[] }[];
  content: ContentPages;
}

const latest = (...dates: (string | null | undefined)[]): string | null =>
  dates.reduce<string | null>((max, d) => (d && (max === null || d > max) ? d : max), null);

/**
 * Every public URL of the site with the time its content last changed: a page that lists
 * laptops changed when the newest of their prices did; an editorial page when its entry did.
 */
export function buildSitemap(input: SitemapInput, now: Date): SitemapEntry[] {
  const { content } = input;
  const allLaptops = newestUpdate(input.laptops);
  const newestOf = (items: readonly { updatedAt: string }[]) =>
    latest(...items.map((i) => i.updatedAt));
  const posts = content.blogPosts.map((p) => ({
    slug: p.slug,
    changed: p.updatedAt > p.publishedAt ? p.updatedAt : p.publishedAt,
  }));
  const anything =
    latest(
      allLaptops,
      ...posts.map((p) => p.changed),
      newestOf(content.authors),
      newestOf(content.useCases),
      newestOf(content.guides),
      newestOf(content.knowledgeCategories),
      newestOf(content.processorComparisons),
    ) ?? now.toISOString();

  const entries: SitemapEntry[] = [];
  const add = (path: string, ...dates: (string | null | undefined)[]) =>
    entries.push({ path, lastmod: latest(...dates) ?? anything });

  add('/', allLaptops);
  const inRange = (id: number) => input.laptops.filter((l) => l.priceRangeId === id);
  for (const range of input.ranges) {
    if (range.seoSlug) add(`/${range.seoSlug}`, newestUpdate(inRange(range.id)));
  }
  for (const range of input.ranges) {
    add(`/price-range/${range.slug}`, newestUpdate(inRange(range.id)));
  }
  add('/gaming-laptops', newestUpdate(input.gaming));
  for (const page of FILTER_PAGES) {
    add(`/laptops/${page.slug}`, newestUpdate(input.filtered.get(page.slug) ?? []));
  }
  add('/use-cases', newestOf(content.useCases));
  const useCaseChanged = new Map(content.useCases.map((u) => [u.slug, u.updatedAt]));
  for (const { useCase, laptops } of input.useCases) {
    add(`/laptops/${useCase.slug}`, useCaseChanged.get(useCase.slug), newestUpdate(laptops));
  }
  add('/cpu-comparison', newestOf(content.processorComparisons), allLaptops);
  add('/knowledge-hub', newestOf(content.knowledgeCategories), newestOf(content.guides));
  for (const guide of content.guides) add(guide.path, guide.updatedAt);
  add('/blog', ...posts.map((p) => p.changed));
  for (const post of posts) add(`/blog/${post.slug}`, post.changed);
  for (const author of content.authors) add(`/author/${author.slug}`, author.updatedAt);
  for (const laptop of input.laptops) add(`/laptop/${laptop.slug}`, laptop.lastUpdated);

  // A path listed twice (a guide path that is also a page of its own) appears once.
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry.path) && seen.add(entry.path));
}
