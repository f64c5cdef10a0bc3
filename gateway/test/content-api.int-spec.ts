import {
  authorSchema,
  blogPostSchema,
  blogPostSummaryListSchema,
  httpErrorSchema,
  knowledgeCategoryListSchema,
  knowledgeGuideSchema,
  processorComparisonListSchema,
  useCaseListSchema,
  useCaseSchema,
} from '@bli/contracts';
import { call } from './http';
import { startStack, type Stack } from './stack';

let stack: Stack;
const get = <T = unknown>(path: string) => call<T>(stack.baseUrl, path);

function expectError(result: { status: number; body: unknown }, status: number, pattern: RegExp) {
  expect(result.status).toBe(status);
  expect(httpErrorSchema.parse(result.body).error).toMatch(pattern);
}

beforeAll(async () => {
  stack = await startStack({ catalogues: 0, content: true });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('blog', () => {
  it('lists posts newest first, by category and featured', async () => {
    const all = blogPostSummaryListSchema.parse((await get('/api/blog')).body);
    expect(all.length).toBeGreaterThanOrEqual(12);
    const dates = all.map((p) => Date.parse(p.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const category of ['buying-guide', 'cpu-reviews', 'comparisons', 'india-specific']) {
      const list = blogPostSummaryListSchema.parse(
        (await get(`/api/blog?category=${category}`)).body,
      );
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((p) => p.category === category)).toBe(true);
    }
    const featured = blogPostSummaryListSchema.parse((await get('/api/blog?featured=true')).body);
    expect(featured.length).toBeGreaterThanOrEqual(3);
    expect(featured.every((p) => p.isFeatured)).toBe(true);
  });

  it('rejects unknown categories and filters with a 400 naming them', async () => {
    expectError(await get('/api/blog?category=gossip'), 400, /category must be one of/);
    expectError(await get('/api/blog?featured=maybe'), 400, /featured must be true or false/);
    expectError(await get('/api/blog?sort=views'), 400, /sort/);
  });

  it('serves one post with sanitised HTML, its author and up to 3 related posts', async () => {
    const result = await get('/api/blog/best-laptops-for-students-india');
    expect(result.status).toBe(200);
    const post = blogPostSchema.parse(result.body);
    expect(post.content).toMatch(/<h2>/);
    expect(post.content).not.toMatch(/<script|\son\w+=|javascript:/i);
    expect(post.readTime).toBeGreaterThan(1);
    expect(post.author.slug).toBe('rohit-sharma');
    expect(post.related.length).toBeGreaterThan(0);
    expect(post.related.length).toBeLessThanOrEqual(3);
    expect(post.related.map((p) => p.slug)).not.toContain(post.slug);
    expectError(await get('/api/blog/no-such-post'), 404, /no-such-post/);
    expectError(await get('/api/blog/Bad_Slug'), 400, /slug/);
  });
});

describe('authors, use cases, knowledge hub, processor comparisons', () => {
  it('serves the author with featured guides that resolve to titles', async () => {
    const author = authorSchema.parse((await get('/api/authors/rohit-sharma')).body);
    expect(author.methodology).toMatch(/<h3>|<p>/);
    expect(author.featuredGuides.length).toBeGreaterThan(0);
    expectError(await get('/api/authors/nobody'), 404, /nobody/);
  });

  it('serves the ten use cases in order, each with satisfiable criteria', async () => {
    const useCases = useCaseListSchema.parse((await get('/api/use-cases')).body);
    expect(useCases.map((u) => u.slug)).toEqual([
      'students',
      'work-from-home',
      'travel',
      'battery-life',
      'typing',
      'coding',
      'content-creation',
      'trading',
      'teachers',
      'accounting',
    ]);
    expect(useCases.find((u) => u.slug === 'travel')!.criteria.maxWeightKg).toBeLessThanOrEqual(
      1.4,
    );
    const travel = useCaseSchema.parse((await get('/api/use-cases/travel')).body);
    expect(travel.path).toBe('/laptops/travel');
    expectError(await get('/api/use-cases/gardening'), 404, /gardening/);
  });

  it('serves six knowledge categories holding the 18 guides, each article resolvable', async () => {
    const categories = knowledgeCategoryListSchema.parse((await get('/api/knowledge-hub')).body);
    expect(categories).toHaveLength(6);
    const guides = categories.flatMap((c) => c.guides);
    expect(guides).toHaveLength(18);
    for (const guide of guides.filter((g) => g.path !== '/cpu-comparison')) {
      const [, section, slug] = guide.path.split('/');
      const result = await get(`/api/guides/${section}/${slug}`);
      expect(result.status).toBe(200);
      expect(knowledgeGuideSchema.parse(result.body).article.length).toBeGreaterThan(500);
    }
    expectError(await get('/api/guides/processors/pentium-4'), 404, /pentium-4/);
    expectError(await get('/api/guides/gossip/x'), 400, /section must be one of/);
  });

  it('serves the two processor comparisons', async () => {
    const comparisons = processorComparisonListSchema.parse(
      (await get('/api/processor-comparisons')).body,
    );
    expect(comparisons).toHaveLength(2);
    expect(comparisons[0].processor1.brand).toBe('AMD');
    expect(comparisons[0].processor1.cores).toBe(6);
    expect(comparisons[0].processor2.cores).toBe(4);
  });
});
