import {
  BUNDLE_SIMILAR_PAGE_SIZE,
  dealListSchema,
  httpErrorSchema,
  laptopBundleSchema,
  laptopListSchema,
  laptopSchema,
  priceHistorySchema,
  priceRangeListSchema,
  saleEventListSchema,
  priceRangeSchema,
  type Laptop,
  type PriceRange,
  API_ROUTES,
} from '@bli/contracts';
import { compareByRank, priceStatistics } from '@bli/domain';
import { loginAsAdmin, type AdminClient } from './admin-session';
import { call } from './http';
import { startStack, type Stack } from './stack';

let stack: Stack;
let admin: AdminClient;
const get = <T = unknown>(path: string, init?: RequestInit) => call<T>(stack.baseUrl, path, init);

function expectRankOrder(laptops: Laptop[]): void {
  for (let i = 1; i < laptops.length; i++) {
    expect(compareByRank(laptops[i - 1], laptops[i])).toBeLessThanOrEqual(0);
  }
}

function expectError(result: { status: number; body: unknown }, status: number, pattern: RegExp) {
  expect(result.status).toBe(status);
  const body = httpErrorSchema.parse(result.body);
  expect(body.error).toMatch(pattern);
  return body;
}

beforeAll(async () => {
  stack = await startStack({ catalogues: 1, content: true });
  admin = await loginAsAdmin(stack);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('health and docs', () => {
  it('answers /health and /health/ready', async () => {
    expect((await get('/health')).status).toBe(200);
    const ready = await get<{ status: string }>('/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
  });

  it('publishes an OpenAPI document whose every route is served', async () => {
    const docs = await get<{ paths: Record<string, object> }>('/api/docs-json');
    expect(docs.status).toBe(200);
    const paths = Object.keys(docs.body.paths);
    expect(paths).toEqual([...new Set(API_ROUTES.map((route) => route.path))]);
    const ui = await get<string>('/api/docs');
    expect(ui.status).toBe(200);
    expect(ui.body).toContain('swagger');
    for (const path of paths) {
      const concrete = path
        .replace('{slug}', 'x')
        .replace('{tier}', 'Entry')
        .replace('{min}', '6')
        .replace('{rangeId}', '1')
        .replace('{filterType}', 'ram')
        .replace('{filterValue}', '8gb')
        .replace('{section}', 'processors')
        .replace('{id}', '1')
        .replace('{asin}', 'B0N5A31TUU');
      // Each path with a method it documents (a PUT-only route answers 404 to a GET).
      const method = Object.keys(docs.body.paths[path])[0].toUpperCase();
      const result =
        method === 'GET'
          ? await get(concrete)
          : await get(concrete, {
              method,
              headers: { 'content-type': 'application/json' },
              body: '{}',
            });
      expect((result.body as { error?: string }).error).not.toBe('No such API route');
    }
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const result = expectError(await get('/api/no-such-thing'), 404, /No such API route/);
    expect(result.code).toBe('NOT_FOUND');
  });

  it('echoes the caller correlation id and puts it in error bodies', async () => {
    const result = await get('/api/laptops/slug/no-such-laptop', {
      headers: { 'x-correlation-id': 'test-corr-42' },
    });
    expect(result.headers.get('x-correlation-id')).toBe('test-corr-42');
    expect(httpErrorSchema.parse(result.body).correlationId).toBe('test-corr-42');
  });
});

describe('price ranges', () => {
  it('lists active ranges cheapest first with their laptop counts', async () => {
    const result = await get('/api/price-ranges');
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toContain('public');
    const ranges = priceRangeListSchema.parse(result.body);
    expect(ranges.map((r) => r.slug)).toEqual([
      'under-30000',
      'under-50000',
      'under-80000',
      'under-1-lakh',
      'under-150000',
      'under-200000',
      'premium',
    ]);
    const laptops = laptopListSchema.parse((await get('/api/laptops?pageSize=200')).body);
    for (const range of ranges) {
      expect(range.laptopCount).toBe(laptops.filter((l) => l.priceRangeId === range.id).length);
      expect(range.laptopCount).toBeGreaterThan(0);
    }
  });

  it('finds a range by slug and by seo slug, as the list shows it', async () => {
    const bySlug = priceRangeSchema.parse((await get('/api/price-ranges/under-1-lakh')).body);
    expect(bySlug.seoSlug).toBe('best-laptop-under-1-lakh');
    const bySeo = await get('/api/price-ranges/seo/best-laptop-under-1-lakh');
    expect(bySeo.status).toBe(200);
    const listed = priceRangeListSchema.parse((await get('/api/price-ranges')).body);
    // Every field, the active laptops' count included, as the list (entities, counted apart) has it.
    expect(priceRangeSchema.parse(bySeo.body)).toEqual(bySlug);
    expect(bySlug).toEqual(listed.find((range) => range.slug === 'under-1-lakh'));
  });

  it('answers 404 for unknown slugs and 400 for malformed ones', async () => {
    expectError(await get('/api/price-ranges/under-5'), 404, /under-5/);
    expectError(await get('/api/price-ranges/seo/best-laptop-under-5'), 404, /best-laptop-under-5/);
    expectError(await get('/api/price-ranges/Under_5'), 400, /slug/);
  });
});

describe('creating a price range', () => {
  const count = async () =>
    priceRangeListSchema.parse((await get('/api/price-ranges')).body).length;

  it('creates a range that the reads then return', async () => {
    const before = await count();
    const created = await admin.postJson('/api/price-ranges', {
      name: 'Student Specials',
      slug: 'student-specials',
      minPrice: 20000,
      maxPrice: 45000,
      seoTitle: 'Student laptops',
      seoDescription: null,
      isActive: true,
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    const range = priceRangeSchema.parse(created.body);
    expect(range).toMatchObject({ slug: 'student-specials', minPrice: 20000, laptopCount: 0 });
    expect((await get('/api/price-ranges/student-specials')).status).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('rejects a duplicate slug with 409 and writes nothing', async () => {
    const before = await count();
    const result = await admin.postJson('/api/price-ranges', {
      name: 'Another',
      slug: 'under-30000',
      maxPrice: 30000,
    });
    expectError(result, 409, /under-30000/);
    expect(await count()).toBe(before);
  });

  it('names every missing required field', async () => {
    const before = await count();
    const result = expectError(await admin.postJson('/api/price-ranges', {}), 400, /name/);
    expect(result.error).toMatch(/slug/);
    expect(result.error).toMatch(/maxPrice/);
    expect(result.code).toBe('INVALID_INPUT');
    expectError(
      await admin.postJson('/api/price-ranges', { name: ' ', slug: 'x', maxPrice: 0 }),
      400,
      /maxPrice/,
    );
    expect(await count()).toBe(before);
  });

  it('refuses minPrice above maxPrice, bad slugs, fractions and malformed JSON', async () => {
    const before = await count();
    expectError(
      await admin.postJson('/api/price-ranges', {
        name: 'Odd',
        slug: 'odd',
        minPrice: 9,
        maxPrice: 5,
      }),
      400,
      /minPrice must not be greater than maxPrice/,
    );
    expectError(
      await admin.postJson('/api/price-ranges', {
        name: 'Odd',
        slug: 'Odd Slug',
        maxPrice: 5,
      }),
      400,
      /slug/,
    );
    expectError(
      await admin.postJson('/api/price-ranges', {
        name: 'Odd',
        slug: 'odd',
        maxPrice: 5.5,
      }),
      400,
      /maxPrice/,
    );
    const malformed = await admin.postJson('/api/price-ranges', '{"name": ', true);
    expect(malformed.status).toBe(400);
    expect(httpErrorSchema.parse(malformed.body).code).toBe('INVALID_INPUT');
    expect(await count()).toBe(before);
  });
});

describe('laptops', () => {
  let all: Laptop[];
  let ranges: PriceRange[];

  beforeAll(async () => {
    all = laptopListSchema.parse((await get('/api/laptops?pageSize=200')).body);
    ranges = priceRangeListSchema.parse((await get('/api/price-ranges')).body);
  });

  it('lists every active laptop in rank order', () => {
    expect(all.length).toBeGreaterThanOrEqual(80);
    expect(all.every((l) => l.isActive)).toBe(true);
    expectRankOrder(all);
  });

  it('lists featured laptops', async () => {
    const featured = laptopListSchema.parse((await get('/api/laptops/featured')).body);
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((l) => l.isFeatured)).toBe(true);
    expectRankOrder(featured);
  });

  it('lists a range ranked by the spec score', async () => {
    const range = ranges.find((r) => r.slug === 'under-50000')!;
    const result = await get(`/api/laptops/price-range/${range.id}`);
    const laptops = laptopListSchema.parse(result.body);
    expect(laptops).toHaveLength(range.laptopCount);
    expect(laptops.every((l) => l.priceRangeId === range.id)).toBe(true);
    expectRankOrder(laptops);
  });

  it('answers 404 for an unknown range and 400 for a malformed or out-of-range id', async () => {
    expectError(await get('/api/laptops/price-range/999999'), 404, /Price range not found/);
    expectError(await get('/api/laptops/price-range/abc'), 400, /priceRangeId/);
    expectError(await get('/api/laptops/price-range/-3'), 400, /priceRangeId/);
    // One past the largest serial: no range has it, and PostgreSQL would refuse the comparison.
    expectError(await get('/api/laptops/price-range/2147483648'), 400, /priceRangeId/);
  });

  it('finds one laptop by slug', async () => {
    const first = all[0];
    const result = await get(`/api/laptops/slug/${first.slug}`);
    expect(laptopSchema.parse(result.body)).toEqual(first);
    // Relayed as the catalogue wrote it, still labelled as JSON.
    expect(result.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expectError(await get('/api/laptops/slug/no-such-laptop'), 404, /no-such-laptop/);
  });

  it('answers the laptops a page embeds in one call, in the order named', async () => {
    const [first, second] = all;
    const result = await get(
      `/api/laptops/by-slugs?slugs=${second.slug},no-such-laptop,${first.slug},${second.slug}`,
    );
    expect(laptopListSchema.parse(result.body)).toEqual([second, first]);
    expectError(await get('/api/laptops/by-slugs'), 400, /slugs/);
    expectError(await get('/api/laptops/by-slugs?slugs=Not%20A%20Slug'), 400, /slugs/);
    const thirteen = all.slice(0, 13).map((laptop) => laptop.slug);
    expectError(await get(`/api/laptops/by-slugs?slugs=${thirteen.join(',')}`), 400, /1 to 12/);
  });

  it('lists gaming laptops, by tier and by performance', async () => {
    const gaming = laptopListSchema.parse((await get('/api/laptops/gaming')).body);
    expect(gaming.length).toBeGreaterThan(0);
    expect(gaming.every((l) => l.isGamingLaptop)).toBe(true);

    for (const [tier, min, max] of [
      ['Entry', 5, 6],
      ['Mid-range', 7, 8],
      ['High-end', 9, 10],
    ] as const) {
      const list = laptopListSchema.parse((await get(`/api/laptops/gaming/tier/${tier}`)).body);
      expect(list.length).toBeGreaterThan(0);
      for (const laptop of list) {
        expect(laptop.gamingTier).toBe(tier);
        expect(laptop.gamingPerformanceRating).toBeGreaterThanOrEqual(min);
        expect(laptop.gamingPerformanceRating).toBeLessThanOrEqual(max);
      }
    }
    const lower = laptopListSchema.parse((await get('/api/laptops/gaming/tier/entry')).body);
    expect(lower.length).toBeGreaterThan(0);

    const strong = laptopListSchema.parse((await get('/api/laptops/gaming/performance/6')).body);
    expect(strong.every((l) => (l.gamingPerformanceRating ?? 0) >= 6)).toBe(true);
    expect(strong.length).toBe(gaming.filter((l) => (l.gamingPerformanceRating ?? 0) >= 6).length);
  });

  it('rejects unknown tiers and performance outside 1–10', async () => {
    expectError(
      await get('/api/laptops/gaming/tier/ultra'),
      400,
      /tier must be one of: Entry, Mid-range, High-end/,
    );
    for (const min of ['0', '11', 'abc', '6.5']) {
      expectError(
        await get(`/api/laptops/gaming/performance/${min}`),
        400,
        /min must be a whole number from 1 to 10/,
      );
    }
  });

  it.each([
    ['processor', 'amd', (l: Laptop) => l.processorBrand === 'AMD'],
    ['processor', 'intel', (l: Laptop) => l.processorBrand === 'Intel'],
    ['ram', '8gb', (l: Laptop) => l.ramSize === 8],
    ['ram', '16gb', (l: Laptop) => (l.ramSize ?? 0) >= 16],
    ['storage', 'ssd', (l: Laptop) => l.storageType === 'SSD'],
    ['graphics', 'dedicated', (l: Laptop) => l.hasDedicatedGraphics],
  ])('filters %s/%s', async (type, value, matches) => {
    // The whole list: 101 demo laptops have an SSD, past the default page of 100.
    const list = laptopListSchema.parse(
      (await get(`/api/laptops/${type}/${value}?pageSize=200`)).body,
    );
    expect(list.length).toBeGreaterThan(0);
    expect(list.every(matches)).toBe(true);
    expect(list.length).toBe(all.filter(matches).length);
    expectRankOrder(list);
  });

  it('rejects unknown filters naming what is allowed', async () => {
    expectError(
      await get('/api/laptops/processor/arm'),
      400,
      /filterValue for processor must be one of: amd, intel/,
    );
    expectError(
      await get('/api/laptops/colour/red'),
      400,
      /filterType must be one of: processor, ram, storage, graphics/,
    );
  });

  it("lists the laptops that meet a use case's requirements", async () => {
    const result = await get(
      '/api/laptops/matching?minPrice=40000&maxPrice=150000&maxWeightKg=1.4&requiresSsd=true',
    );
    const list = laptopListSchema.parse(result.body);
    expect(list.length).toBeGreaterThan(0);
    for (const laptop of list) {
      expect(laptop.currentPrice).toBeGreaterThanOrEqual(40000);
      expect(laptop.currentPrice).toBeLessThanOrEqual(150000);
      expect(laptop.storageType).toBe('SSD');
      expect(parseFloat(laptop.specifications.weight!)).toBeLessThanOrEqual(1.4);
    }
    expectRankOrder(list);
    const coding = laptopListSchema.parse(
      (
        await get(
          '/api/laptops/matching?maxPrice=150000&minRamGb=16&requiresDedicatedGraphics=true',
        )
      ).body,
    );
    expect(coding.every((l) => (l.ramSize ?? 0) >= 16 && l.hasDedicatedGraphics)).toBe(true);
  });

  it('rejects malformed criteria naming the field', async () => {
    expectError(await get('/api/laptops/matching'), 400, /maxPrice/);
    expectError(await get('/api/laptops/matching?maxPrice=abc'), 400, /maxPrice must be a number/);
    expectError(
      await get('/api/laptops/matching?maxPrice=5&requiresSsd=yes'),
      400,
      /requiresSsd must be true or false/,
    );
    expectError(await get('/api/laptops/matching?maxPrice=5&colour=red'), 400, /colour/);
    expectError(
      await get('/api/laptops/matching?minPrice=9&maxPrice=5'),
      400,
      /minPrice must not be greater than maxPrice/,
    );
  });

  it('gives operators every laptop', async () => {
    const result = await admin.get('/api/admin/laptops?pageSize=200');
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(laptopListSchema.parse(result.body)).toHaveLength(all.length);
  });
});

/** The `rel="next"` target of a `Link` header, if any. */
function nextLink(link: string | null): string | null {
  return /<([^>]+)>; rel="next"/.exec(link ?? '')?.[1] ?? null;
}

describe('paging', () => {
  let all: Laptop[];

  beforeAll(async () => {
    all = laptopListSchema.parse((await get('/api/laptops?pageSize=200')).body);
  });

  const ids = (body: unknown) => laptopListSchema.parse(body).map((l) => l.id);

  it('answers the first 100 laptops as a plain array, the total and the links', async () => {
    expect(all.length).toBeGreaterThan(100);
    const result = await get('/api/laptops');
    expect(result.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(ids(result.body)).toEqual(all.slice(0, 100).map((l) => l.id));
    expect(result.headers.get('x-total-count')).toBe(String(all.length));
    expect(result.headers.get('link')).toMatch(
      /^<\/api\/laptops\?page=1>; rel="first", <\/api\/laptops\?after=[\w-]+>; rel="next", <\/api\/laptops\?page=2>; rel="last"$/,
    );
  });

  it('pages with page and pageSize, keeping the query in the links', async () => {
    const last = Math.ceil(all.length / 10);
    const middle = await get('/api/laptops?pageSize=10&page=3');
    expect(ids(middle.body)).toEqual(all.slice(20, 30).map((l) => l.id));
    const links = middle.headers.get('link')!.split(', ');
    expect(links[0]).toBe('</api/laptops?pageSize=10&page=1>; rel="first"');
    expect(links[1]).toBe('</api/laptops?pageSize=10&page=2>; rel="prev"');
    expect(links[2]).toMatch(/^<\/api\/laptops\?pageSize=10&after=[\w-]+>; rel="next"$/);
    expect(links[3]).toBe(`</api/laptops?pageSize=10&page=${last}>; rel="last"`);
    // The next page by its cursor is the next page by its number.
    const next = await get(nextLink(middle.headers.get('link'))!);
    expect(ids(next.body)).toEqual(all.slice(30, 40).map((l) => l.id));
    expect(next.headers.get('link')).toContain('</api/laptops?pageSize=10&page=3>; rel="prev"');
    // A parameter the call does not read stays out of the links (8 KB of it, echoed in four
    // links, made headers no client could read).
    const tagged = await get(`/api/laptops?pageSize=10&utm_source=${'x'.repeat(8_000)}&page=3`);
    expect(tagged.headers.get('link')).toBe(middle.headers.get('link'));
    const end = await get(`/api/laptops?pageSize=10&page=${last}`);
    expect(ids(end.body)).toEqual(all.slice((last - 1) * 10).map((l) => l.id));
    expect(end.headers.get('link')).not.toContain('rel="next"');
    const past = await get(`/api/laptops?pageSize=10&page=${last + 1}`);
    expect(past.status).toBe(200);
    expect(past.body).toEqual([]);
    expect(past.headers.get('x-total-count')).toBe(String(all.length));
    expect(past.headers.get('link')).toContain(`page=${last}>; rel="prev"`);
  });

  it('keeps the headers on an answer served from the micro-cache', async () => {
    const first = await get('/api/laptops/storage/ssd?pageSize=5&page=2');
    const again = await get('/api/laptops/storage/ssd?pageSize=5&page=2');
    expect(again.body).toEqual(first.body);
    for (const name of ['x-total-count', 'link', 'etag']) {
      expect(again.headers.get(name)).toBe(first.headers.get(name));
    }
    const ssd = all.filter((l) => l.storageType === 'SSD');
    expect(first.headers.get('x-total-count')).toBe(String(ssd.length));
    expect(ids(first.body)).toEqual(ssd.slice(5, 10).map((l) => l.id));
  });

  it('pages every list call', async () => {
    const range = priceRangeListSchema
      .parse((await get('/api/price-ranges')).body)
      .find((r) => r.slug === 'under-50000')!;
    const lists: [string, (l: Laptop) => boolean][] = [
      ['/api/laptops/featured', (l) => l.isFeatured],
      [`/api/laptops/price-range/${range.id}`, (l) => l.priceRangeId === range.id],
      ['/api/laptops/gaming', (l) => l.isGamingLaptop],
      ['/api/laptops/gaming/tier/Mid-range', (l) => l.gamingTier === 'Mid-range'],
      ['/api/laptops/gaming/performance/7', (l) => (l.gamingPerformanceRating ?? 0) >= 7],
      ['/api/laptops/processor/amd', (l) => l.processorBrand === 'AMD'],
      [
        '/api/laptops/matching?maxPrice=60000&requiresSsd=true',
        (l) => l.currentPrice <= 60_000 && l.storageType === 'SSD',
      ],
    ];
    for (const [path, matches] of lists) {
      const expected = all.filter(matches).map((l) => l.id);
      const separator = path.includes('?') ? '&' : '?';
      const result = await get(`${path}${separator}pageSize=2&page=2`);
      expect({ path, ids: ids(result.body) }).toEqual({ path, ids: expected.slice(2, 4) });
      expect({ path, total: result.headers.get('x-total-count') }).toEqual({
        path,
        total: String(expected.length),
      });
      expect(result.headers.get('link')).toContain(`${separator}pageSize=2&page=1>; rel="prev"`);
    }
    const operators = await admin.get('/api/admin/laptops?pageSize=3&page=2');
    expect(operators.headers.get('x-total-count')).toBe(String(all.length));
    expect(laptopListSchema.parse(operators.body)).toHaveLength(3);
  });

  it('follows rel="next" through every list: the laptops of every page by number, in order', async () => {
    const range = priceRangeListSchema
      .parse((await get('/api/price-ranges')).body)
      .find((r) => r.slug === 'under-50000')!;
    const lists: [string, (l: Laptop) => boolean][] = [
      ['/api/laptops', () => true],
      ['/api/laptops/featured', (l) => l.isFeatured],
      [`/api/laptops/price-range/${range.id}`, (l) => l.priceRangeId === range.id],
      ['/api/laptops/gaming/tier/Mid-range', (l) => l.gamingTier === 'Mid-range'],
      ['/api/laptops/processor/amd', (l) => l.processorBrand === 'AMD'],
      ['/api/laptops/ram/16gb', (l) => (l.ramSize ?? 0) >= 16],
      [
        '/api/laptops/matching?maxPrice=60000&requiresSsd=true',
        (l) => l.currentPrice <= 60_000 && l.storageType === 'SSD',
      ],
    ];
    for (const [path, matches] of lists) {
      const expected = all.filter(matches).map((l) => l.id);
      const separator = path.includes('?') ? '&' : '?';
      const seen: number[] = [];
      let calls = 0;
      for (let url: string | null = `${path}${separator}pageSize=7`; url; calls++) {
        const result = await get(url);
        expect({ url, status: result.status }).toEqual({ url, status: 200 });
        seen.push(...ids(result.body));
        url = nextLink(result.headers.get('link'));
        if (calls > 0 && url) expect(url).toContain('after=');
      }
      expect({ path, ids: seen }).toEqual({ path, ids: expected });
      expect(calls).toBe(Math.max(1, Math.ceil(expected.length / 7)));
    }
  });

  it('answers 400 naming after for a cursor it did not write', async () => {
    for (const after of ['not!a-cursor', 'x'.repeat(201), 'bm90LWEtY3Vyc29y']) {
      for (const path of ['/api/laptops', '/api/laptops/ram/16gb', '/api/laptops/featured']) {
        const body = expectError(
          await get(`${path}?after=${after}`),
          400,
          /^after must be a cursor/,
        );
        expect(body.details).toEqual({ fields: [expect.objectContaining({ field: 'after' })] });
      }
    }
  });

  it.each([
    ['page=0', /page must be at least 1/],
    ['page=abc', /page must be a whole number/],
    ['page=1.5', /page must be a whole number/],
    ['page=10001', /page must be at most 10000/],
    ['pageSize=0', /pageSize must be at least 1/],
    ['pageSize=201', /pageSize must be at most 200/],
    ['pageSize=ten', /pageSize must be a whole number/],
  ])('answers 400 naming the field for %s', async (query, message) => {
    for (const path of [
      '/api/laptops',
      '/api/laptops/featured',
      '/api/laptops/gaming',
      '/api/laptops/price-range/1',
      '/api/laptops/ram/16gb',
      '/api/laptops/matching?maxPrice=60000',
    ]) {
      const separator = path.includes('?') ? '&' : '?';
      expectError(await get(`${path}${separator}${query}`), 400, message);
    }
    expectError(await admin.get(`/api/admin/laptops?${query}`), 400, message);
    expectError(await admin.get(`/api/admin/deals?${query}`), 400, message);
  });

  it('documents page, pageSize, after, X-Total-Count and Link on every list call', async () => {
    const docs = await get<{ paths: Record<string, Record<string, PathDoc>> }>('/api/docs-json');
    for (const route of API_ROUTES.filter((r) => r.paged)) {
      const operation = docs.body.paths[route.path].get;
      expect(operation.parameters.map((p) => p.name)).toEqual(
        expect.arrayContaining(['page', 'pageSize']),
      );
      expect(Object.keys(operation.responses['200'].headers ?? {})).toEqual(
        expect.arrayContaining(['X-Total-Count', 'Link']),
      );
    }
    // The public lists in rank order also start after a cursor.
    for (const route of API_ROUTES.filter((r) => r.paged && r.path.startsWith('/api/laptops'))) {
      const parameters = docs.body.paths[route.path].get.parameters.map((p) => p.name);
      expect({ path: route.path, after: parameters.includes('after') }).toEqual({
        path: route.path,
        after: true,
      });
    }
    // Every paged route is checked above; these are among them whatever other areas add.
    expect(API_ROUTES.filter((r) => r.paged).map((r) => r.path)).toEqual(
      expect.arrayContaining(['/api/laptops', '/api/admin/laptops', '/api/admin/deals']),
    );
  });
});

interface PathDoc {
  parameters: { name: string }[];
  responses: Record<string, { headers?: Record<string, unknown> }>;
}

describe('price history', () => {
  it('answers the last 90 days unless asked for 30, 365 or all, with what the whole history says', async () => {
    const laptop = laptopListSchema.parse((await get('/api/laptops?pageSize=200')).body)[0];
    const path = `/api/laptops/slug/${laptop.slug}/price-history`;
    const result = await get(path);
    expect(result.status).toBe(200);
    const history = priceHistorySchema.parse(result.body);
    expect(history.days).toBe('90');
    expect(history.points.length).toBeGreaterThan(0);
    expect(history.points.length).toBeLessThanOrEqual(90);
    expect(history.points.at(-1)!.price).toBe(laptop.currentPrice);

    const all = priceHistorySchema.parse((await get(`${path}?days=all`)).body);
    expect(all.points.length).toBeGreaterThanOrEqual(history.points.length);
    const month = priceHistorySchema.parse((await get(`${path}?days=30`)).body);
    expect(month.points.length).toBeLessThanOrEqual(30);
    // The figures read the whole history, whatever the range: the domain's rules over it.
    const stats = priceStatistics(all.points, new Date());
    for (const answer of [history, all, month]) {
      expect(answer.lowestEver?.price).toBe(stats.lowest?.price);
      expect(answer.median90Days).toBe(stats.median90Days);
      expect(answer.advice.reason.length).toBeGreaterThan(20);
    }
    expect(all.calendarAvailable).toBe(true);
    expect(laptop.priceCheck.goodDeal.lowestPrice).toBe(stats.lowest?.price);

    const wrong = expectError(await get(`${path}?days=60`), 400, /days must be one of/);
    expect(wrong.error).toMatch(/30, 90, 365, all/);
    expectError(await get('/api/laptops/slug/no-such-laptop/price-history'), 404, /no-such-laptop/);
  });

  it("answers a laptop page's bundle: the laptop, its history and its range's first laptops", async () => {
    const laptop = laptopListSchema.parse((await get('/api/laptops?pageSize=200')).body)[0];
    const path = `/api/laptops/slug/${laptop.slug}`;
    const result = await get(`${path}/bundle?days=30`);
    expect(result.status).toBe(200);
    const bundle = laptopBundleSchema.parse(result.body);
    expect(bundle.laptop).toEqual((await get(path)).body);
    expect(bundle.history).toEqual((await get(`${path}/price-history?days=30`)).body);
    const range = `/api/laptops/price-range/${laptop.priceRangeId}?pageSize=${BUNDLE_SIMILAR_PAGE_SIZE}`;
    expect(bundle.similar?.items).toEqual((await get(range)).body);
    expect(laptopBundleSchema.parse((await get(`${path}/bundle`)).body).history?.days).toBe('90');

    expectError(await get(`${path}/bundle?days=60`), 400, /days must be one of/);
    expectError(await get('/api/laptops/slug/no-such-laptop/bundle'), 404, /no-such-laptop/);
  });

  it('lists the sale calendar the verdicts read, by first day', async () => {
    const events = saleEventListSchema.parse((await get('/api/sale-events')).body);
    expect(events.length).toBeGreaterThanOrEqual(6);
    const starts = events.map((event) => event.startDate);
    expect(starts).toEqual([...starts].sort());
  });
});

describe('lists by real discount and good deals', () => {
  it('sorts by the saving against the 90-day median, following rel="next" in that order', async () => {
    const seen: Laptop[] = [];
    for (let url: string | null = '/api/laptops?sort=real-discount&pageSize=25'; url;) {
      const result = await get(url);
      expect({ url, status: result.status }).toEqual({ url, status: 200 });
      seen.push(...laptopListSchema.parse(result.body));
      url = nextLink(result.headers.get('link'));
      if (url) expect(url).toMatch(/sort=real-discount.*after=|after=.*sort=real-discount/);
    }
    const total = laptopListSchema.parse((await get('/api/laptops?pageSize=200')).body).length;
    expect(seen).toHaveLength(total);
    const saving = (l: Laptop) => {
      const median = l.priceCheck.discount.median90Days;
      return median === null ? -Infinity : (median - l.currentPrice) / median;
    };
    for (let i = 1; i < seen.length; i++) {
      expect(saving(seen[i - 1]) + 1e-6).toBeGreaterThanOrEqual(saving(seen[i]));
    }
    expectError(await get('/api/laptops?sort=cheapest'), 400, /sort must be one of/);
  });

  it('keeps only the good deals when asked', async () => {
    const everyLaptop = laptopListSchema.parse((await get('/api/laptops?pageSize=200')).body);
    const result = await get('/api/laptops?goodDeals=true&pageSize=200');
    const good = laptopListSchema.parse(result.body);
    expect(good.length).toBeGreaterThan(0);
    expect(good.map((l) => l.id)).toEqual(
      everyLaptop.filter((l) => l.priceCheck.goodDeal.isGoodDeal).map((l) => l.id),
    );
    expect(result.headers.get('x-total-count')).toBe(String(good.length));
    expectError(await get('/api/laptops/gaming?goodDeals=maybe'), 400, /goodDeals must be/);
  });
});

describe('deals', () => {
  it('lists live deals of every kind on real laptops, soonest-ending first', async () => {
    const deals = dealListSchema.parse((await get('/api/deals')).body);
    expect(deals.length).toBeGreaterThanOrEqual(4);
    expect(new Set(deals.map((d) => d.dealType))).toEqual(new Set(['flash', 'bank', 'exchange']));
    for (const deal of deals) {
      expect(Date.parse(deal.expiresAt)).toBeGreaterThan(Date.now());
      expect(Date.parse(deal.startsAt)).toBeLessThanOrEqual(Date.now());
      expect(deal.laptop.asin).toMatch(/^[A-Z0-9]{10}$/);
    }
    const order = deals.map((d) => Date.parse(d.expiresAt));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
