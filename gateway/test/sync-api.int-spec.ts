import {
  httpErrorSchema,
  keepaSearchResultSchema,
  keepaSyncResultSchema,
  keepaTokenStatusSchema,
  laptopListSchema,
  priceHistorySchema,
  priceRangeListSchema,
  priceRangeSyncResultSchema,
  SyncPatterns,
  type Laptop,
  type PriceRange,
} from '@bli/contracts';
import { demoProducts } from '@bli/retailer-simulators';
import { loginAsAdmin, type AdminClient } from './admin-session';
import { rpcAs } from './nats-as';
import { startStack, type Stack } from './stack';

let stack: Stack;
/** Every call here goes as a signed-in operator (the sync and Keepa routes are admin-only). */
let admin: AdminClient;
let ranges: PriceRange[];
/** Each range's laptops before any sync moved one (a new price may leave its range). */
const seeded = new Map<string, string[]>();
const get = <T = unknown>(path: string) => admin.get<T>(path);
/** The seeded catalogue's laptops: the simulators sell these and new launches. */
const demoAsins = new Set(demoProducts.map((p) => p.asin));

async function laptops(asins: string[]): Promise<Laptop[]> {
  const all = laptopListSchema.parse((await get('/api/admin/laptops?pageSize=200')).body);
  return all.filter((laptop) => asins.includes(laptop.asin));
}

async function rangeAsins(slug: string): Promise<string[]> {
  const range = ranges.find((r) => r.slug === slug)!;
  const list = laptopListSchema.parse((await get(`/api/laptops/price-range/${range.id}`)).body);
  return list.map((laptop) => laptop.asin);
}

function expectError(result: { status: number; body: unknown }, status: number, pattern: RegExp) {
  expect(result.status).toBe(status);
  expect(httpErrorSchema.parse(result.body).error).toMatch(pattern);
}

beforeAll(async () => {
  stack = await startStack({ catalogues: 1, sync: true });
  admin = await loginAsAdmin(stack);
  ranges = priceRangeListSchema.parse((await get('/api/price-ranges')).body);
  for (const range of ranges) seeded.set(range.slug, await rangeAsins(range.slug));
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('POST /api/laptops/sync', () => {
  it('refreshes a range from the Amazon API: new prices, sources and price points in catalogue', async () => {
    const asins = seeded.get('under-50000')!;
    const before = await laptops(asins);
    const started = Date.now();
    const result = await admin.postJson('/api/laptops/sync', {
      priceRangeId: ranges.find((r) => r.slug === 'under-50000')!.id,
      useKeepa: false,
    });
    expect(result.status).toBe(200);
    const body = priceRangeSyncResultSchema.parse(result.body);
    expect(body).toMatchObject({
      source: 'creators-api',
      status: 'succeeded',
      productsProcessed: asins.length,
      message: `Refreshed ${asins.length} of ${asins.length} laptops from Amazon API`,
    });

    const after = await laptops(asins);
    expect(after).toHaveLength(before.length);
    for (const laptop of after) {
      expect(laptop.priceSource).toBe('creators-api');
      expect(laptop.currentPrice).toBe(stack.simulators!.creatorsApi!.priceOf(laptop.asin));
      expect(Date.parse(laptop.lastUpdated)).toBeGreaterThanOrEqual(started - 1_000);
    }
    const history = priceHistorySchema.parse(
      (await get(`/api/laptops/slug/${after[0].slug}/price-history`)).body,
    );
    expect(history.points.at(-1)).toEqual({
      observedAt: after[0].lastUpdated,
      price: after[0].currentPrice,
      source: 'creators-api',
    });
  });

  it('refreshes a range from Keepa when asked, and the same Keepa data twice adds no points', async () => {
    const range = ranges.find((r) => r.slug === 'under-80000')!;
    // Laptops the Amazon sync just moved here keep their newer Amazon price: only the range's
    // own laptops are checked.
    const asins = seeded.get('under-80000')!;
    const members = await rangeAsins('under-80000');
    // Keepa stamps its data with whole minutes: in the minute of the seed, its snapshot is not
    // newer than the seeded price and would (rightly) only be kept as history. Start after it.
    const seededAt = Math.max(...(await laptops(asins)).map((l) => Date.parse(l.lastUpdated)));
    const nextMinute = Math.floor(seededAt / 60_000 + 1) * 60_000;
    if (Date.now() < nextMinute) {
      await new Promise((resolve) => setTimeout(resolve, nextMinute - Date.now() + 50));
    }
    const result = await admin.postJson('/api/laptops/sync', {
      priceRangeId: range.id,
      useKeepa: true,
    });
    expect(result.status).toBe(200);
    expect(priceRangeSyncResultSchema.parse(result.body)).toMatchObject({
      source: 'keepa',
      status: 'succeeded',
      productsProcessed: members.length,
    });
    const after = await laptops(asins);
    for (const laptop of after) {
      expect(laptop.priceSource).toBe('keepa');
      expect(laptop.currentPrice).toBe(stack.simulators!.keepa!.priceOf(laptop.asin));
    }
    const points = async () =>
      priceHistorySchema.parse((await get(`/api/laptops/slug/${after[0].slug}/price-history`)).body)
        .points.length;
    const count = await points();

    const again = await admin.postJson('/api/keepa/sync', { asins });
    expect(keepaSyncResultSchema.parse(again.body)).toMatchObject({
      productsProcessed: asins.length,
      status: 'succeeded',
      unknownAsins: [],
    });
    expect(await points()).toBe(count);
  }, 120_000);

  it('answers 404 "Price range not found" for an unknown range and 400 for a bad body', async () => {
    const missing = await admin.postJson('/api/laptops/sync', { priceRangeId: 99_999 });
    expect(missing.status).toBe(404);
    expect(httpErrorSchema.parse(missing.body).error).toBe('Price range not found');
    expectError(await admin.postJson('/api/laptops/sync', {}), 400, /priceRangeId/);
    expectError(
      await admin.postJson('/api/laptops/sync', { priceRangeId: 1, useKeepa: 'yes' }),
      400,
      /useKeepa must be true or false/,
    );
  });
});

describe('Keepa calls', () => {
  it('GET /api/keepa/tokens reports the balance and minutes to the next refill', async () => {
    const result = await get('/api/keepa/tokens');
    expect(result.status).toBe(200);
    const status = keepaTokenStatusSchema.parse(result.body);
    expect(status.tokensLeft).toBe(stack.simulators!.keepa!.bucket.balance);
    expect(status.refillRate).toBe(60);
    expect(status.refillIn).toBeGreaterThanOrEqual(0);
    expect(status.refillIn).toBeLessThanOrEqual(1);
    expect(result.headers.get('cache-control')).toBe('no-store');
  });

  it('GET /api/keepa/search finds asins by current price; bad numbers are a 400', async () => {
    const result = await get('/api/keepa/search?priceMin=30000&priceMax=50000');
    expect(result.status).toBe(200);
    const found = keepaSearchResultSchema.parse(result.body);
    expect(found.products.length).toBeGreaterThan(0);
    expect(found.totalResults).toBeGreaterThanOrEqual(found.products.length);
    for (const product of found.products) {
      // The simulators also sell new launches (asins B0G…) the demo catalogue does not have.
      expect(product.inCatalogue).toBe(demoAsins.has(product.asin));
      const price = stack.simulators!.keepa!.priceOf(product.asin)!;
      expect(price).toBeGreaterThanOrEqual(30_000);
      expect(price).toBeLessThanOrEqual(50_000);
    }
    expectError(await get('/api/keepa/search?priceMin=abc&priceMax=5'), 400, /priceMin/);
    expectError(await get('/api/keepa/search?priceMin=10'), 400, /priceMax/);
    expectError(
      await get('/api/keepa/search?priceMin=50000&priceMax=100'),
      400,
      /priceMin must not be greater than priceMax/,
    );
  });

  it('POST /api/keepa/sync: no asins → "No laptops to sync", malformed ones named', async () => {
    expectError(
      await admin.postJson('/api/keepa/sync', { asins: [] }),
      400,
      /^No laptops to sync$/,
    );
    expectError(
      await admin.postJson('/api/keepa/sync', { asins: ['bad', 'B0N5A31TUU', 'x1'] }),
      400,
      /Malformed ASINs: "bad", "x1"/,
    );
    expectError(
      await admin.postJson('/api/keepa/sync', { asins: ['B0UNKNOWN1'] }),
      400,
      /No laptops to sync/,
    );
  });

  it('POST /api/keepa/sync without asins refreshes every active laptop', async () => {
    const all = laptopListSchema.parse((await get('/api/laptops?pageSize=200')).body);
    const result = await admin.postJson('/api/keepa/sync', {});
    expect(result.status).toBe(200);
    const body = keepaSyncResultSchema.parse(result.body);
    expect(body.status).toBe('succeeded');
    expect(body.productsProcessed).toBe(all.length);
  });
});

describe('when Amazon says the account is not eligible', () => {
  it('answers 503 "Amazon API unavailable" and records every run for Recent Activity', async () => {
    stack.simulators!.creatorsApi!.eligible = false;
    const range = ranges.find((r) => r.slug === 'premium')!;
    const result = await admin.postJson('/api/laptops/sync', { priceRangeId: range.id });
    expectError(result, 503, /^Amazon API unavailable: .*AssociateNotEligible/);
    // The cool-down holds: the next request fails at once without asking Amazon.
    const requests = stack.simulators!.creatorsApi!.stats.catalogRequests;
    expectError(
      await admin.postJson('/api/laptops/sync', { priceRangeId: range.id }),
      503,
      /not asked again before/,
    );
    expect(stack.simulators!.creatorsApi!.stats.catalogRequests).toBe(requests);

    const rpc = await rpcAs(stack.infra, 'gateway', 5_000);
    try {
      const runs = await rpc.send(SyncPatterns.runsList, { limit: 10 });
      expect(runs[0]).toMatchObject({
        kind: 'price-range',
        status: 'failed',
        priceRangeId: range.id,
      });
      expect(runs.filter((r) => r.status === 'succeeded').length).toBeGreaterThanOrEqual(4);
      for (const run of runs.filter((r) => r.status === 'succeeded')) {
        expect(run.finishedAt).not.toBeNull();
        expect(run.keepaTokensSpent + run.creatorsApiRequests).toBeGreaterThan(0);
      }
    } finally {
      await rpc.close();
    }
  });
});
