import {
  blogPostSummaryListSchema,
  homeSummarySchema,
  httpErrorSchema,
  laptopListSchema,
  laptopsByProcessorsSchema,
  pageMetaSchema,
  priceRangeListSchema,
  sitemapIndexSchema,
  sitemapSchema,
  useCaseListSchema,
  type PageMeta,
} from '@bli/contracts';
import { call } from './http';
import { startStack, type Stack } from './stack';

let stack: Stack;
const get = <T = unknown>(path: string) => call<T>(stack.baseUrl, path);

function expectError(result: { status: number; body: unknown }, status: number, pattern: RegExp) {
  expect(result.status).toBe(status);
  expect(httpErrorSchema.parse(result.body).error).toMatch(pattern);
}

/** A 200 with title and description, and meta tags carrying both. */
async function meta(path: string): Promise<PageMeta> {
  const result = await get(path);
  expect({ path, status: result.status }).toEqual({ path, status: 200 });
  const page = pageMetaSchema.parse(result.body);
  expect(page.title.length).toBeGreaterThan(10);
  expect(page.description.length).toBeGreaterThan(40);
  expect(page.metaTags).toContain('<title>');
  expect(page.metaTags).toContain('<meta name="description" content="');
  expect(result.headers.get('cache-control')).toMatch(/public/);
  return page;
}

beforeAll(async () => {
  stack = await startStack({ catalogues: 1, content: true, seo: true });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('page metadata from live catalogue data', () => {
  it("answers the home page with the spec's title and the live laptop count", async () => {
    const laptops = laptopListSchema.parse((await get('/api/laptops?pageSize=200')).body);
    const page = await meta('/api/seo/homepage');
    expect(page.title).toBe('Best Laptops India - Reviews & Buying Guide');
    expect(page.description).toContain(`Compare ${laptops.length} laptops`);
    expect(page.metaTags).toContain(
      '<title>Best Laptops India - Reviews &amp; Buying Guide</title>',
    );
  });

  it('answers every SEO landing page with its count, and 404 / 400 for others', async () => {
    const ranges = priceRangeListSchema.parse((await get('/api/price-ranges')).body);
    const landing = ranges.filter((r) => r.seoSlug);
    expect(landing).toHaveLength(6);
    for (const range of landing) {
      const page = await meta(`/api/seo/price-range/${range.seoSlug}`);
      expect(page.title).toContain(`${range.laptopCount} Pick`);
      expect(page.title).toMatch(
        /\((January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d\)/,
      );
    }
    expectError(await get('/api/seo/price-range/best-laptop-under-12345'), 404, /not found/i);
    expectError(await get('/api/seo/price-range/Best_Laptop'), 400, /seoSlug/);
    const premium = await meta('/api/seo/meta/price-range/premium');
    expect(premium.title).toMatch(/^Best Laptops Premium/);
    expectError(await get('/api/seo/meta/price-range/under-1'), 404, /not found/i);
  });

  it('answers the gaming page and a laptop page ("Rated x/5 stars" when rated)', async () => {
    const gaming = laptopListSchema.parse((await get('/api/laptops/gaming')).body);
    expect((await meta('/api/seo/gaming-laptops')).title).toContain(`${gaming.length} Models`);
    const laptop = laptopListSchema.parse((await get('/api/laptops/featured')).body)[0];
    const page = await meta(`/api/seo/meta/laptop/${laptop.slug}`);
    expect(page.title).toMatch(/: Specs, Price History & Review \| Best Laptops India$/);
    if (laptop.rating) expect(page.description).toContain(`Rated ${laptop.rating}/5 stars`);
    expectError(await get('/api/seo/meta/laptop/no-such-laptop'), 404, /no-such-laptop/);
    expectError(await get('/api/seo/meta/laptop/NO_SUCH'), 400, /slug/);
  });

  it('answers the six filter pages and the ten use-case lists under /laptops, 404 otherwise', async () => {
    for (const slug of [
      'amd-processor',
      'intel-processor',
      '8gb-ram',
      '16gb-ram',
      'ssd-storage',
      'dedicated-graphics',
    ]) {
      expect((await meta(`/api/seo/category/${slug}`)).title).toMatch(/Models Compared/);
    }
    const useCases = useCaseListSchema.parse((await get('/api/use-cases')).body);
    for (const useCase of useCases) {
      expect((await meta(`/api/seo/category/${useCase.slug}`)).title).toContain(useCase.title);
    }
    expectError(await get('/api/seo/category/gardening'), 404, /\/laptops\/gardening/);
  });
});

describe('page metadata from live content', () => {
  it('answers the hubs', async () => {
    expect((await meta('/api/seo/use-cases')).title).toContain('10 Guides');
    expect((await meta('/api/seo/knowledge-hub')).title).toContain('18 Guides');
    expect((await meta('/api/seo/cpu-comparison')).description).toMatch(/Ryzen 5 .* vs .*i5/);
  });

  it('answers the blog, per category, each post and the author', async () => {
    const posts = blogPostSummaryListSchema.parse((await get('/api/blog')).body);
    expect((await meta('/api/seo/blog')).description).toMatch(
      new RegExp(`^${posts.length} articles`),
    );
    expect((await meta('/api/seo/blog?category=cpu-reviews')).title).toMatch(/^CPU Reviews/);
    expectError(await get('/api/seo/blog?category=gossip'), 400, /category must be one of/);
    for (const post of posts.slice(0, 3)) {
      expect((await meta(`/api/seo/blog-post/${post.slug}`)).title).toMatch(
        /\| Best Laptops India$/,
      );
    }
    expectError(await get('/api/seo/blog-post/no-such-post'), 404, /no-such-post/);
    const author = await meta('/api/seo/author/rohit-sharma');
    expect(author.title).toMatch(/^Rohit Sharma/);
    expectError(await get('/api/seo/author/nobody'), 404, /nobody/);
  });

  it('answers guide pages, 404 for unknown guides and 400 for unknown sections', async () => {
    expect((await meta('/api/seo/meta/guide/processors/amd-ryzen-5')).title).toMatch(/Ryzen 5/);
    expectError(await get('/api/seo/meta/guide/processors/pentium-4'), 404, /pentium-4/);
    expectError(await get('/api/seo/meta/guide/gossip/x'), 400, /section must be one of/);
  });
});

describe('sitemap', () => {
  it("indexes the pages' sitemap and the laptops' parts, which list every public page once", async () => {
    const result = await get('/api/seo/sitemap');
    expect(result.status).toBe(200);
    const index = sitemapIndexSchema.parse(result.body);
    expect(index.laptops.map((child) => child.part)).toEqual([1]);
    const pages = sitemapSchema.parse((await get('/api/seo/sitemap/pages')).body);
    const part = await get('/api/seo/sitemap/laptops/1');
    expect(part.status).toBe(200);
    const laptopPages = sitemapSchema.parse(part.body);
    const entries = [...pages, ...laptopPages];
    const paths = entries.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    const laptops = laptopListSchema.parse((await get('/api/laptops?pageSize=200')).body);
    const posts = blogPostSummaryListSchema.parse((await get('/api/blog')).body);
    for (const path of [
      '/',
      '/gaming-laptops',
      '/use-cases',
      '/cpu-comparison',
      '/knowledge-hub',
      '/blog',
      '/best-laptop-under-1-lakh',
      '/price-range/premium',
      '/laptops/ssd-storage',
      '/laptops/students',
      '/processors/amd-ryzen-5',
      '/author/rohit-sharma',
      ...laptops.map((l) => `/laptop/${l.slug}`),
      ...posts.map((p) => `/blog/${p.slug}`),
    ]) {
      expect(paths).toContain(path);
    }
    expect(laptopPages.map((e) => e.path).sort()).toEqual(
      laptops.map((l) => `/laptop/${l.slug}`).sort(),
    );
    expect(pages.some((p) => p.path.startsWith('/laptop/'))).toBe(false);
    expect(paths.some((p) => p.startsWith('/admin') || p.startsWith('/api'))).toBe(false);
    const laptop = laptops[0];
    expect(entries.find((e) => e.path === `/laptop/${laptop.slug}`)?.lastmod).toBe(
      laptop.lastUpdated,
    );
    const newest = (list: { lastmod: string }[]) =>
      list
        .map((e) => e.lastmod)
        .sort()
        .at(-1);
    expect(index.pages.lastmod).toBe(newest(pages));
    expect(index.laptops[0].lastmod).toBe(newest(laptopPages));
  });

  it('answers 404 for a part without laptops and 400 for a part that cannot be', async () => {
    expectError(await get('/api/seo/sitemap/laptops/2'), 404, /no part 2/);
    expectError(await get('/api/seo/sitemap/laptops/0'), 400, /part must be at least 1/);
  });
});

describe('pages that describe a whole list', () => {
  it('counts the catalogue once for the home page: its summary and its metadata agree', async () => {
    const laptops = await get('/api/laptops?pageSize=1');
    const total = Number(laptops.headers.get('x-total-count'));
    const result = await get('/api/laptops/summary');
    expect(result.status).toBe(200);
    const summary = homeSummarySchema.parse(result.body);
    expect(summary.totalLaptops).toBe(total);
    expect(Object.values(summary.laptopsByBrand).reduce((sum, n) => sum + n, 0)).toBe(total);
    expect((await meta('/api/seo/homepage')).description).toMatch(
      new RegExp(`^Compare ${total} laptops from ${summary.brandCount} brands in India`),
    );
  });

  it("finds each comparison's processors in rank order, three at most", async () => {
    const names = ['AMD Ryzen 5 5500U', 'Intel Core i5-1135G7'];
    const result = await get(
      `/api/laptops/by-processor?processors=${encodeURIComponent(names.join(','))}`,
    );
    expect(result.status).toBe(200);
    const found = laptopsByProcessorsSchema.parse(result.body);
    expect(found.map((entry) => entry.processor)).toEqual(names);
    for (const { laptops } of found) expect(laptops.length).toBeLessThanOrEqual(3);
    expectError(await get('/api/laptops/by-processor'), 400, /processors/);
  });
});
