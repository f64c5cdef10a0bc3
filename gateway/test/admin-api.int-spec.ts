import {
  catalogueStatsSchema,
  dealListSchema,
  httpErrorSchema,
  keepaSyncResultSchema,
  laptopListSchema,
  laptopSchema,
  MONITORED_SERVICES,
  priceHistorySchema,
  priceRangeListSchema,
  priceRangeSchema,
  syncRunListSchema,
  systemStatusSchema,
  type Laptop,
  type PriceRange,
} from '@bli/contracts';
import { loginAsAdmin, type AdminClient } from './admin-session';
import { call } from './http';
import { connectAs } from './nats-as';
import { startStack, type CatalogueProcess, type Stack } from './stack';

let stack: Stack;
let admin: AdminClient;

/** The status, with the body shown when it is not the one expected (a 503 says which service). */
function expectStatus(result: { status: number; body: unknown }, status: number) {
  expect(result).toMatchObject({ status });
}

function expectError(result: { status: number; body: unknown }, status: number, pattern: RegExp) {
  expectStatus(result, status);
  const body = httpErrorSchema.parse(result.body);
  expect(body.error).toMatch(pattern);
  return body;
}

async function adminLaptops(): Promise<Laptop[]> {
  const result = await admin.get('/api/admin/laptops?pageSize=200');
  expectStatus(result, 200);
  return laptopListSchema.parse(result.body);
}

beforeAll(async () => {
  // The catalogue starts later: the status tests look at the stack without it first.
  stack = await startStack({
    catalogues: 0,
    content: true,
    seo: true,
    affiliate: true,
    sync: true,
  });
  admin = await loginAsAdmin(stack);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('without a session', () => {
  it.each([
    ['GET', '/api/admin/status'],
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/sync/runs'],
    ['GET', '/api/admin/price-ranges'],
    ['PUT', '/api/price-ranges/1'],
    ['PATCH', '/api/price-ranges/1'],
    ['PUT', '/api/admin/laptops/B000000000/price'],
  ])('%s %s answers 401', async (method, path) => {
    const result = await call(stack.baseUrl, path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : '{}',
    });
    expectStatus(result, 401);
  });
});

describe('GET /api/admin/status', () => {
  const status = async () => {
    const result = await admin.get('/api/admin/status');
    expectStatus(result, 200);
    return { ...result, body: systemStatusSchema.parse(result.body) };
  };

  it('names a service that is not running, at once', async () => {
    const result = await status();
    expect(result.body.online).toBe(false);
    expect(result.body.services.map((s) => s.name)).toEqual(['gateway', ...MONITORED_SERVICES]);
    const down = result.body.services.filter((s) => !s.ready);
    expect(down).toEqual([
      { name: 'catalogue', ready: false, message: 'The catalogue service is not running' },
    ]);
    // "is not running" is NATS's immediate "no responders", not the ping's deadline passing
    // ("did not answer in time", the next test): the status did not wait for it.
  });

  it('names a service that hangs, within its short deadline', async () => {
    const nc = await connectAs(stack.infra, 'catalogue');
    // Takes the ping and never answers, like a service stuck on its database.
    const silent = nc.subscribe('catalogue.health.ping', {
      queue: 'catalogue',
      callback: () => undefined,
    });
    await nc.flush();
    try {
      const result = await status();
      expect(result.body.online).toBe(false);
      expect(result.body.services.find((s) => s.name === 'catalogue')).toEqual({
        name: 'catalogue',
        ready: false,
        message: 'The catalogue service did not answer in time',
      });
      expect(result.ms).toBeGreaterThanOrEqual(450);
      expect(result.ms).toBeLessThan(1_200);
    } finally {
      silent.unsubscribe();
      await nc.close();
    }
  });

  describe('with every service running', () => {
    let catalogue: CatalogueProcess;

    beforeAll(async () => {
      catalogue = await stack.startCatalogue();
    }, 60_000);

    it('is online, with every service ready', async () => {
      const result = await status();
      expect(result.body.online).toBe(true);
      for (const service of result.body.services) {
        expect(service).toEqual({ name: service.name, ready: true, message: null });
      }
    });

    it('goes offline again when the catalogue stops', async () => {
      await catalogue.stop();
      const result = await status();
      expect(result.body.online).toBe(false);
      expect(result.body.services.filter((s) => !s.ready).map((s) => s.name)).toEqual([
        'catalogue',
      ]);
      await stack.startCatalogue();
      expect((await status()).body.online).toBe(true);
    }, 60_000);
  });
});

describe('GET /api/admin/stats', () => {
  it('counts what the public and admin lists show', async () => {
    const result = await admin.get('/api/admin/stats');
    expectStatus(result, 200);
    const stats = catalogueStatsSchema.parse(result.body);
    const laptops = await adminLaptops();
    const active = laptops.filter((l) => l.isActive);
    const ranges = priceRangeListSchema.parse((await admin.get('/api/price-ranges')).body);
    const deals = dealListSchema.parse((await admin.get('/api/deals')).body);
    expect(stats).toEqual({
      totalLaptops: laptops.length,
      activeLaptops: active.length,
      featuredLaptops: active.filter((l) => l.isFeatured).length,
      priceRanges: ranges.length,
      activeDeals: deals.length,
      averageCurrentPrice: Math.round(
        active.reduce((sum, l) => sum + l.currentPrice, 0) / active.length,
      ),
    });
    expect(stats.totalLaptops).toBeGreaterThan(100);
    expect(stats.featuredLaptops).toBeGreaterThan(0);
    expect(stats.activeDeals).toBeGreaterThan(0);
  });
});

describe('price range edits', () => {
  let range: PriceRange;
  const path = () => `/api/price-ranges/${range.id}`;

  beforeAll(async () => {
    const created = await admin.postJson('/api/price-ranges', {
      name: 'Office Picks',
      slug: 'office-picks',
      minPrice: 30_000,
      maxPrice: 45_000,
      seoTitle: 'Office laptops',
    });
    expectStatus(created, 201);
    range = priceRangeSchema.parse(created.body);
  });

  it('PUT replaces every editable field and leaves the seo slug alone', async () => {
    const result = await admin.send('PUT', path(), {
      name: 'Office Laptops',
      slug: 'office-laptops',
      minPrice: 35_000,
      maxPrice: 55_000,
      seoDescription: 'Quiet, light, long battery.',
    });
    expectStatus(result, 200);
    expect(priceRangeSchema.parse(result.body)).toEqual({
      id: range.id,
      name: 'Office Laptops',
      slug: 'office-laptops',
      seoSlug: null,
      minPrice: 35_000,
      maxPrice: 55_000,
      seoTitle: null,
      seoDescription: 'Quiet, light, long battery.',
      isActive: true,
      laptopCount: 0,
    });
    const read = await admin.get('/api/price-ranges/office-laptops');
    expect(priceRangeSchema.parse(read.body).id).toBe(range.id);
    expect((await admin.get('/api/price-ranges/office-picks')).status).toBe(404);
  });

  it('PATCH changes only the fields given', async () => {
    const result = await admin.send('PATCH', path(), { maxPrice: 60_000 });
    expectStatus(result, 200);
    expect(priceRangeSchema.parse(result.body)).toMatchObject({
      name: 'Office Laptops',
      slug: 'office-laptops',
      minPrice: 35_000,
      maxPrice: 60_000,
      seoDescription: 'Quiet, light, long battery.',
    });
  });

  it('keeps a seeded range behind its SEO landing page and its laptops', async () => {
    const before = priceRangeSchema.parse((await admin.get('/api/price-ranges/under-50000')).body);
    const result = await admin.send('PATCH', `/api/price-ranges/${before.id}`, {
      seoTitle: 'Best laptops under ₹50,000 in 2026',
    });
    expect(priceRangeSchema.parse(result.body)).toEqual({
      ...before,
      seoTitle: 'Best laptops under ₹50,000 in 2026',
    });
    expect(before.seoSlug).not.toBeNull();
    expect((await admin.get(`/api/price-ranges/seo/${before.seoSlug}`)).status).toBe(200);
  });

  it('PATCH isActive false hides the range from shoppers, not from operators', async () => {
    await admin.send('PATCH', path(), { isActive: false });
    const publicList = priceRangeListSchema.parse((await admin.get('/api/price-ranges')).body);
    expect(publicList.map((r) => r.id)).not.toContain(range.id);
    const adminList = priceRangeListSchema.parse((await admin.get('/api/admin/price-ranges')).body);
    const hidden = adminList.find((r) => r.id === range.id);
    expect(hidden).toMatchObject({ isActive: false });
    expect(adminList.length).toBe(publicList.length + 1);
    expect((await admin.get(`/api/price-ranges/${hidden!.slug}`)).status).toBe(404);
    await admin.send('PATCH', path(), { isActive: true });
  });

  it('answers 400 naming the field', async () => {
    const missing = expectError(
      await admin.send('PUT', path(), { slug: 'x', maxPrice: 1 }),
      400,
      /name is required/,
    );
    expect(missing.code).toBe('INVALID_INPUT');
    expectError(
      await admin.send('PUT', path(), { name: 'A', slug: 'Bad Slug', maxPrice: 1 }),
      400,
      /^slug: /,
    );
    expectError(
      await admin.send('PATCH', path(), { minPrice: 9, maxPrice: 5 }),
      400,
      /minPrice must not be greater than maxPrice/,
    );
    // Checked against the stored minPrice (35,000) too.
    const stored = expectError(
      await admin.send('PATCH', path(), { maxPrice: 20_000 }),
      400,
      /minPrice must not be greater than maxPrice/,
    );
    expect(stored.details).toEqual({
      fields: [{ field: 'minPrice', message: 'minPrice must not be greater than maxPrice' }],
    });
    expectError(await admin.send('PATCH', path(), { minPrice: -1 }), 400, /minPrice/);
    expectError(await admin.send('PATCH', path(), {}), 400, /give at least one of name/);
    expectError(await admin.send('PATCH', '/api/price-ranges/abc', { name: 'A' }), 400, /^id: /);
  });

  it('answers 404 for an unknown id and 409 for a slug another range has', async () => {
    expectError(
      await admin.send('PATCH', '/api/price-ranges/99999', { name: 'A' }),
      404,
      /Price range not found/,
    );
    expectError(
      await admin.send('PUT', '/api/price-ranges/99999', { name: 'A', slug: 'a', maxPrice: 9 }),
      404,
      /Price range not found/,
    );
    const taken = expectError(
      await admin.send('PATCH', path(), { slug: 'under-30000' }),
      409,
      /slug "under-30000" already exists/,
    );
    expect(taken.code).toBe('CONFLICT');
    // Its own slug is no conflict.
    expect((await admin.send('PATCH', path(), { slug: 'office-laptops' })).status).toBe(200);
  });
});

describe('PUT /api/admin/laptops/{asin}/price', () => {
  it('records the price as of now, with source "admin", in the laptop and its history', async () => {
    const laptop = (await adminLaptops()).find((l) => l.isActive)!;
    const price = laptop.currentPrice + 1_111;
    const before = Date.now();
    const result = await admin.send('PUT', `/api/admin/laptops/${laptop.asin}/price`, { price });
    expectStatus(result, 200);
    const updated = laptopSchema.parse(result.body);
    expect(updated).toMatchObject({ asin: laptop.asin, currentPrice: price, priceSource: 'admin' });
    expect(Date.parse(updated.lastUpdated)).toBeGreaterThanOrEqual(before - 5);
    expect(Date.parse(updated.lastUpdated)).toBeLessThanOrEqual(Date.now());

    const listed = (await adminLaptops()).find((l) => l.asin === laptop.asin)!;
    expect(listed).toMatchObject({
      currentPrice: price,
      lastUpdated: updated.lastUpdated,
      priceSource: 'admin',
    });
    const history = priceHistorySchema.parse(
      (await admin.get(`/api/laptops/slug/${laptop.slug}/price-history`)).body,
    );
    expect(history.points.at(-1)).toEqual({
      observedAt: updated.lastUpdated,
      price,
      source: 'admin',
    });
  });

  it('answers 404 for an asin not in the catalogue and 400 naming the bad field', async () => {
    expectError(
      await admin.send('PUT', '/api/admin/laptops/B000000000/price', { price: 50_000 }),
      404,
      /B000000000/,
    );
    expectError(
      await admin.send('PUT', '/api/admin/laptops/not-an-asin/price', { price: 50_000 }),
      400,
      /^asin: /,
    );
    const [laptop] = await adminLaptops();
    for (const body of [{}, { price: -5 }, { price: 0 }, { price: 499.5 }, { price: '50000' }]) {
      expectError(
        await admin.send('PUT', `/api/admin/laptops/${laptop.asin}/price`, body),
        400,
        /^price/,
      );
    }
  });
});

describe('GET /api/admin/sync/runs', () => {
  beforeAll(async () => {
    const asins = (await adminLaptops()).slice(0, 3).map((l) => l.asin);
    const synced = await admin.postJson('/api/keepa/sync', { asins });
    expect(keepaSyncResultSchema.parse(synced.body).status).toBe('succeeded');
  }, 60_000);

  it('lists the newest runs first, as many as asked', async () => {
    const result = await admin.get('/api/admin/sync/runs?limit=1');
    expectStatus(result, 200);
    const [run] = syncRunListSchema.parse(result.body);
    expect(run).toMatchObject({ kind: 'asins', status: 'succeeded', productsProcessed: 3 });
    const all = syncRunListSchema.parse((await admin.get('/api/admin/sync/runs')).body);
    expect(all[0].id).toBe(run.id);
  });

  it('answers 400 naming limit', async () => {
    for (const limit of ['0', '101', 'abc', '2.5']) {
      expectError(await admin.get(`/api/admin/sync/runs?limit=${limit}`), 400, /^limit must be/);
    }
  });
});
