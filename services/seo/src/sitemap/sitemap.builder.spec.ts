import type { ContentPages } from '@bli/contracts';
import { TEST_NOW as NOW } from '@bli/testing';
import {
  buildLaptopsSitemap,
  buildPagesSitemap,
  buildSitemapIndex,
  type SitemapPagesInput,
} from './sitemap.builder';

const content: ContentPages = {
  blogPosts: [
    {
      slug: 'first',
      publishedAt: '2026-10-01T00:00:00.000Z',
      updatedAt: '2026-11-05T00:00:00.000Z',
    },
  ],
  authors: [{ slug: 'rohit-sharma', updatedAt: '2026-09-01T00:00:00.000Z' }],
  useCases: [{ slug: 'students', updatedAt: '2026-08-01T00:00:00.000Z' }],
  knowledgeCategories: [{ slug: 'processors', updatedAt: '2026-07-01T00:00:00.000Z' }],
  guides: [{ path: '/processors/amd-ryzen-5', updatedAt: '2026-07-02T00:00:00.000Z' }],
  processorComparisons: [{ slug: 'r5-vs-i5', updatedAt: '2026-06-01T00:00:00.000Z' }],
};

const input: SitemapPagesInput = {
  ranges: [
    { id: 1, slug: 'under-50000', seoSlug: 'best-laptop-under-50000' },
    { id: 2, slug: 'premium', seoSlug: null },
  ],
  useCases: [{ slug: 'students' }],
  newest: {
    all: '2026-11-22T02:00:00.000Z',
    gaming: '2026-11-21T02:00:00.000Z',
    // Range 2 and most filter pages have no laptops.
    ranges: new Map([
      [1, '2026-11-22T02:00:00.000Z'],
      [2, null],
    ]),
    filterPages: new Map([['ssd-storage', '2026-11-20T00:00:00.000Z']]),
    useCases: new Map([['students', '2026-11-19T00:00:00.000Z']]),
  },
  content,
};

describe('buildPagesSitemap', () => {
  const entries = buildPagesSitemap(input, NOW);
  const lastmod = (path: string) => entries.find((e) => e.path === path)?.lastmod;

  it('lists pages, landing and range pages, filters, use cases, guides, posts and authors once each', () => {
    expect(entries.map((e) => e.path)).toEqual([
      '/',
      '/best-laptop-under-50000',
      '/price-range/under-50000',
      '/price-range/premium',
      '/gaming-laptops',
      '/laptops/amd-processor',
      '/laptops/intel-processor',
      '/laptops/8gb-ram',
      '/laptops/16gb-ram',
      '/laptops/ssd-storage',
      '/laptops/dedicated-graphics',
      '/use-cases',
      '/laptops/students',
      '/cpu-comparison',
      '/knowledge-hub',
      '/price-verdicts',
      '/processors/amd-ryzen-5',
      '/blog',
      '/blog/first',
      '/author/rohit-sharma',
    ]);
  });

  it('dates a laptop list by its newest price and an editorial page by its entry', () => {
    expect(lastmod('/')).toBe('2026-11-22T02:00:00.000Z');
    expect(lastmod('/best-laptop-under-50000')).toBe('2026-11-22T02:00:00.000Z');
    expect(lastmod('/laptops/ssd-storage')).toBe('2026-11-20T00:00:00.000Z');
    expect(lastmod('/laptops/students')).toBe('2026-11-19T00:00:00.000Z');
    expect(lastmod('/blog/first')).toBe('2026-11-05T00:00:00.000Z');
    expect(lastmod('/blog')).toBe('2026-11-05T00:00:00.000Z');
    expect(lastmod('/processors/amd-ryzen-5')).toBe('2026-07-02T00:00:00.000Z');
    expect(lastmod('/knowledge-hub')).toBe('2026-07-02T00:00:00.000Z');
    expect(lastmod('/author/rohit-sharma')).toBe('2026-09-01T00:00:00.000Z');
  });

  it('dates a page with nothing of its own by the newest change on the site', () => {
    expect(lastmod('/price-range/premium')).toBe('2026-11-22T02:00:00.000Z');
    expect(lastmod('/laptops/amd-processor')).toBe('2026-11-22T02:00:00.000Z');
  });
});

describe('buildLaptopsSitemap', () => {
  it("lists each laptop's page dated by its last price observation", () => {
    expect(
      buildLaptopsSitemap([
        { slug: 'hp-15s', lastUpdated: '2026-11-22T02:00:00.000Z' },
        { slug: 'dell-3520', lastUpdated: '2026-11-21T02:00:00.000Z' },
      ]),
    ).toEqual([
      { path: '/laptop/hp-15s', lastmod: '2026-11-22T02:00:00.000Z' },
      { path: '/laptop/dell-3520', lastmod: '2026-11-21T02:00:00.000Z' },
    ]);
  });
});

describe('buildSitemapIndex', () => {
  const parts = [
    { part: 1, laptops: 2_990, newest: '2026-11-22T03:00:00.000Z' },
    { part: 3, laptops: 12, newest: '2026-11-20T00:00:00.000Z' },
  ];

  it('dates each laptop part by its newest laptop', () => {
    expect(buildSitemapIndex(content, parts, NOW).laptops).toEqual([
      { part: 1, lastmod: '2026-11-22T03:00:00.000Z' },
      { part: 3, lastmod: '2026-11-20T00:00:00.000Z' },
    ]);
  });

  it("dates the pages' sitemap by its newest page, without reading its lists", () => {
    const pages = buildPagesSitemap(
      { ...input, newest: { ...input.newest, all: parts[0].newest } },
      NOW,
    );
    const newestPage = pages
      .map((page) => page.lastmod)
      .sort()
      .at(-1);
    expect(buildSitemapIndex(content, parts, NOW).pages.lastmod).toBe(newestPage);
    expect(newestPage).toBe('2026-11-22T03:00:00.000Z');
    // With no laptops, the newest editorial change.
    expect(buildSitemapIndex(content, [], NOW).pages.lastmod).toBe('2026-11-05T00:00:00.000Z');
  });
});
