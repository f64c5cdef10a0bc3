import type { ContentPages } from '@bli/contracts';
import { TEST_NOW as NOW } from '@bli/testing';
import { buildSitemap, type SitemapInput } from './sitemap.builder';

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

const input: SitemapInput = {
  laptops: [
    { slug: 'hp-15s', lastUpdated: '2026-11-22T02:00:00.000Z', priceRangeId: 1 },
    { slug: 'dell-3520', lastUpdated: '2026-11-21T02:00:00.000Z', priceRangeId: 1 },
  ],
  ranges: [
    { id: 1, slug: 'under-50000', seoSlug: 'best-laptop-under-50000' },
    { id: 2, slug: 'premium', seoSlug: null },
  ],
  gaming: [{ lastUpdated: '2026-11-21T02:00:00.000Z' }],
  filtered: new Map([['ssd-storage', [{ lastUpdated: '2026-11-20T00:00:00.000Z' }]]]),
  useCases: [
    { useCase: { slug: 'students' }, laptops: [{ lastUpdated: '2026-11-19T00:00:00.000Z' }] },
  ],
  content,
};

describe('buildSitemap', () => {
  const entries = buildSitemap(input, NOW);
  const lastmod = (path: string) => entries.find((e) => e.path === path)?.lastmod;

  it('lists pages, landing and range pages, filters, use cases, guides, posts, authors and laptops once each', () => {
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
      '/processors/amd-ryzen-5',
      '/blog',
      '/blog/first',
      '/author/rohit-sharma',
      '/laptop/hp-15s',
      '/laptop/dell-3520',
    ]);
  });

  it('dates a laptop list by its newest price and an editorial page by its entry', () => {
    expect(lastmod('/')).toBe('2026-11-22T02:00:00.000Z');
    expect(lastmod('/best-laptop-under-50000')).toBe('2026-11-22T02:00:00.000Z');
    expect(lastmod('/laptop/dell-3520')).toBe('2026-11-21T02:00:00.000Z');
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
