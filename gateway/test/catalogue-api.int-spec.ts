import {
  dealListSchema,
  httpErrorSchema,
  laptopListSchema,
  laptopSchema,
  priceHistorySchema,
  priceRangeListSchema,
  priceRangeSchema,
  type Laptop,
  type PriceRange,
} from '@bli/contracts';
import { compareByRank, medianPrice } from '@bli/domain';
import { apiRoutes } from '../src/openapi/api-routes';
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
});

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
    expect(paths).toEqual([...new Set(apiRoutes.map((route) => route.path))]);
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
    const laptops = laptopListSchema.parse((await get('/api/laptops')).body);
    for (const range of ranges) {
      expect(range.laptopCount).toBe(laptops.filter((l) => l.priceRangeId === range.id).length);
      expect(range.laptopCount).toBeGreaterThan(0);
    }
  });

  it('finds a range by slug and by seo slug', async () => {
    const bySlug = priceRangeSchema.parse((await get('/api/price-ranges/under-1-lakh')).body);
    expect(bySlug.seoSlug).toBe('best-laptop-under-1-lakh');
    const bySeo = await get('/api/price-ranges/seo/best-laptop-under-1-lakh');
    expect(bySeo.status).toBe(200);
    expect(priceRangeSchema.parse(bySeo.body).id).toBe(bySlug.id);
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
    all = laptopListSchema.parse((await get('/api/laptops')).body);
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

  it('answers 404 for an unknown range and 400 for a malformed id', async () => {
    expectError(await get('/api/laptops/price-range/999999'), 404, /Price range not found/);
    expectError(await get('/api/laptops/price-range/abc'), 400, /priceRangeId/);
    expectError(await get('/api/laptops/price-range/-3'), 400, /priceRangeId/);
  });

  it('finds one laptop by slug', async () => {
    const first = all[0];
    const result = await get(`/api/laptops/slug/${first.slug}`);
    expect(laptopSchema.parse(result.body)).toEqual(first);
    expectError(await get('/api/laptops/slug/no-such-laptop'), 404, /no-such-laptop/);
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
    const list = laptopListSchema.parse((await get(`/api/laptops/${type}/${value}`)).body);
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
    const result = await admin.get('/api/admin/laptops');
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(laptopListSchema.parse(result.body)).toHaveLength(all.length);
  });
});

describe('price history', () => {
  it('returns 90 days of points with the lowest price ever and the 90-day median', async () => {
    const laptop = laptopListSchema.parse((await get('/api/laptops')).body)[0];
    const result = await get(`/api/laptops/slug/${laptop.slug}/price-history`);
    expect(result.status).toBe(200);
    const history = priceHistorySchema.parse(result.body);
    expect(history.points).toHaveLength(90);
    expect(history.points.at(-1)!.price).toBe(laptop.currentPrice);
    const prices = history.points.map((p) => p.price);
    expect(history.lowestEver!.price).toBe(Math.min(...prices));
    expect(history.median90Days).toBe(medianPrice(prices));
    expectError(await get('/api/laptops/slug/no-such-laptop/price-history'), 404, /no-such-laptop/);
  });
});

describe('deals', () => {
  it('lists live deals of every kind, soonest-ending first', async () => {
    const deals = dealListSchema.parse((await get('/api/deals')).body);
    expect(deals.length).toBeGreaterThanOrEqual(4);
    expect(new Set(deals.map((d) => d.dealType))).toEqual(new Set(['flash', 'bank', 'exchange']));
    const expiring = deals.filter((d) => d.expiresAt !== null);
    expect(expiring.length).toBeGreaterThan(0);
    for (const deal of expiring) expect(Date.parse(deal.expiresAt!)).toBeGreaterThan(Date.now());
    const order = deals.map((d) => (d.expiresAt ? Date.parse(d.expiresAt) : Infinity));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
