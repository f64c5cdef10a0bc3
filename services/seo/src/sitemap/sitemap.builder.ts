import type {
  ContentPages,
  LaptopSitemapPart,
  LaptopSitemapParts,
  PriceRange,
  SitemapEntry,
  SitemapIndex,
  UseCase,
} from '@bli/contracts';
import { FILTER_PAGES } from '../meta/filter-pages';

/** A list's newest price observation; null for a list without laptops. */
type Newest = string | null;

/**
 * What the pages' sitemap is built from: the catalogue's newest price observation of every list a
 * public page shows (never the lists themselves), and content's editorial pages.
 */
export interface SitemapPagesInput {
  ranges: readonly Pick<PriceRange, 'id' | 'slug' | 'seoSlug'>[];
  useCases: readonly Pick<UseCase, 'slug'>[];
  newest: {
    /** Every active laptop. */
    all: Newest;
    gaming: Newest;
    /** By price range id. */
    ranges: ReadonlyMap<number, Newest>;
    /** By filter page slug. */
    filterPages: ReadonlyMap<string, Newest>;
    /** By use case slug: the laptops meeting its criteria. */
    useCases: ReadonlyMap<string, Newest>;
  };
  content: ContentPages;
}

const latest = (...dates: (string | null | undefined)[]): string | null =>
  dates.reduce<string | null>((max, d) => (d && (max === null || d > max) ? d : max), null);

/** When a content entry last changed: a post when it was published or edited, whichever is later. */
const postChanged = (post: ContentPages['blogPosts'][number]) =>
  post.updatedAt > post.publishedAt ? post.updatedAt : post.publishedAt;

const newestOf = (items: readonly { updatedAt: string }[]) =>
  latest(...items.map((i) => i.updatedAt));

/**
 * The newest change anywhere on the site (given the newest price observation of all laptops): the
 * date of a page with nothing of its own, and the pages' sitemap's lastmod.
 */
function newestChange(content: ContentPages, laptops: Newest, now: Date): string {
  return (
    latest(
      laptops,
      ...content.blogPosts.map(postChanged),
      newestOf(content.authors),
      newestOf(content.useCases),
      newestOf(content.guides),
      newestOf(content.knowledgeCategories),
      newestOf(content.processorComparisons),
    ) ?? now.toISOString()
  );
}

/**
 * Every public URL but the laptops' pages, with the time its content last changed: a page that
 * lists laptops changed when the newest of their prices did; an editorial page when its entry did.
 */
export function buildPagesSitemap(input: SitemapPagesInput, now: Date): SitemapEntry[] {
  const { content, newest } = input;
  const posts = content.blogPosts.map((p) => ({ slug: p.slug, changed: postChanged(p) }));
  const anything = newestChange(content, newest.all, now);

  const entries: SitemapEntry[] = [];
  const add = (path: string, ...dates: (string | null | undefined)[]) =>
    entries.push({ path, lastmod: latest(...dates) ?? anything });

  add('/', newest.all);
  for (const range of input.ranges) {
    if (range.seoSlug) add(`/${range.seoSlug}`, newest.ranges.get(range.id));
  }
  for (const range of input.ranges) {
    add(`/price-range/${range.slug}`, newest.ranges.get(range.id));
  }
  add('/gaming-laptops', newest.gaming);
  for (const page of FILTER_PAGES) add(`/laptops/${page.slug}`, newest.filterPages.get(page.slug));
  add('/use-cases', newestOf(content.useCases));
  const useCaseChanged = new Map(content.useCases.map((u) => [u.slug, u.updatedAt]));
  for (const useCase of input.useCases) {
    add(
      `/laptops/${useCase.slug}`,
      useCaseChanged.get(useCase.slug),
      newest.useCases.get(useCase.slug),
    );
  }
  add('/cpu-comparison', newestOf(content.processorComparisons), newest.all);
  add('/knowledge-hub', newestOf(content.knowledgeCategories), newestOf(content.guides));
  // Fixed text with no entry of its own: dated like any such page, by the site's newest change.
  add('/price-verdicts');
  for (const guide of content.guides) add(guide.path, guide.updatedAt);
  add('/blog', ...posts.map((p) => p.changed));
  for (const post of posts) add(`/blog/${post.slug}`, post.changed);
  for (const author of content.authors) add(`/author/${author.slug}`, author.updatedAt);

  // A path listed twice (a guide path that is also a page of its own) appears once.
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry.path) && seen.add(entry.path));
}

/** One part of the laptops' pages, each dated by its last price observation. */
export function buildLaptopsSitemap(laptops: LaptopSitemapPart): SitemapEntry[] {
  return laptops.map((laptop) => ({ path: `/laptop/${laptop.slug}`, lastmod: laptop.lastUpdated }));
}

/**
 * The sitemap index: each part of the laptops' sitemap dated by its newest laptop, and the pages'
 * sitemap by the newest change of the site: its lists' laptops are all among the parts', and its
 * editorial pages are content's entries.
 */
export function buildSitemapIndex(
  content: ContentPages,
  parts: LaptopSitemapParts,
  now: Date,
): SitemapIndex {
  const laptops = latest(...parts.map((part) => part.newest));
  return {
    pages: { lastmod: newestChange(content, laptops, now) },
    laptops: parts.map(({ part, newest }) => ({ part, lastmod: newest })),
  };
}
