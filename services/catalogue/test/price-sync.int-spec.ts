import { MikroORM } from '@mikro-orm/postgresql';
import type { PriceObservation } from '@bli/contracts';
import { NotFoundError } from '@bli/server-kit';
import { startTestInfra, type TestInfra } from '@bli/testing';
import { catalogueOrmConfig } from '../src/database/mikro-orm.config';
import { Laptop, PricePoint, PriceRange } from '../src/entities';
import { PriceRangesRepository } from '../src/price-ranges/price-ranges.repository';
import { PriceSyncRepository } from '../src/price-sync/price-sync.repository';
import { PriceSyncService } from '../src/price-sync/price-sync.service';
import { seedDemoCatalogue } from '../src/seed/demo-catalogue.seed';
import { seedSyntheticLaptops } from '../src/seed/synthetic-laptops.seed';
import { ListTotals } from '../src/laptops/list-totals';

let infra: TestInfra;
let orm: MikroORM;
const seedTime = new Date('2026-11-20T06:30:00Z');

/** A service on a fresh identity map, as each NATS message gets one. */
function service(): PriceSyncService {
  const em = orm.em.fork();
  return new PriceSyncService(
    new PriceSyncRepository(em, new ListTotals(0)),
    new PriceRangesRepository(em),
  );
}

const laptop = (asin: string) => orm.em.fork().findOneOrFail(Laptop, { asin });
const points = (asin: string) =>
  orm.em
    .fork()
    .find(PricePoint, { laptop: { asin } }, { orderBy: { observedAt: 'asc', source: 'asc' } });

function observation(asin: string, overrides: Partial<PriceObservation> = {}): PriceObservation {
  return {
    asin,
    currentPrice: 40_000,
    observedAt: '2026-11-21T10:00:00.000Z',
    source: 'creators-api',
    ...overrides,
  };
}

beforeAll(async () => {
  infra = await startTestInfra();
  orm = await MikroORM.init(catalogueOrmConfig(infra.databaseUrl));
  await orm.migrator.up();
  await seedDemoCatalogue(orm.em.fork(), { associateTag: 'test-21', now: seedTime });
});

afterAll(async () => {
  await orm?.close();
  await infra?.stop();
});

describe('sync targets', () => {
  let asins: string[];

  beforeAll(async () => {
    // Spread the seed times so "oldest first" has something to order.
    const em = orm.em.fork();
    const all = await em.find(Laptop, {}, { orderBy: { id: 'asc' } });
    all.forEach((l, i) => {
      l.lastUpdated = new Date(seedTime.getTime() - (i % 7) * 3_600_000);
      l.imagesRefreshedAt = seedTime;
    });
    await em.flush();
    asins = all.map((l) => l.asin);
  });

  it('lists active laptops oldest price first, page after page without gaps or repeats', async () => {
    const first = await service().targets({ limit: 40 });
    expect(first.total).toBe(asins.length);
    const seen = [...first.targets];
    let after = first.targets.at(-1)!;
    for (;;) {
      const page = await service().targets({ limit: 40, after });
      if (page.targets.length === 0) break;
      seen.push(...page.targets);
      after = page.targets.at(-1)!;
    }
    expect(seen.map((t) => t.asin).sort()).toEqual([...asins].sort());
    const keys = seen.map((t) => `${t.lastUpdated}|${t.asin}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('filters by price range, staleness and asins, and skips retired laptops but not drafts', async () => {
    const ranges = await orm.em.fork().find(PriceRange, {}, { orderBy: { minPrice: 'asc' } });
    const inRange = await service().targets({ priceRangeId: ranges[1].id, limit: 500 });
    expect(inRange.total).toBeGreaterThan(0);
    expect(inRange.targets.every((t) => t.priceRangeId === ranges[1].id)).toBe(true);

    const staleBefore = new Date(seedTime.getTime() - 3 * 3_600_000).toISOString();
    const stale = await service().targets({ staleBefore, limit: 500 });
    expect(stale.total).toBeGreaterThan(0);
    expect(stale.targets.every((t) => t.lastUpdated < staleBefore)).toBe(true);

    // A fresh price with pictures never refreshed (the demo seed's) is stale too.
    const unpictured = await orm.em.fork().findOneOrFail(Laptop, {
      asin: { $nin: stale.targets.map((t) => t.asin) },
    });
    const pictures = orm.em.fork();
    await pictures.nativeUpdate(Laptop, { id: unpictured.id }, { imagesRefreshedAt: null });
    const withUnpictured = await service().targets({ staleBefore, limit: 500 });
    expect(withUnpictured.targets.map((t) => t.asin)).toContain(unpictured.asin);
    expect(withUnpictured.total).toBe(stale.total + 1);
    await pictures.nativeUpdate(Laptop, { id: unpictured.id }, { imagesRefreshedAt: seedTime });

    const em = orm.em.fork();
    const [retired, draft] = await em.find(Laptop, { asin: { $in: asins.slice(0, 2) } });
    retired.status = 'retired';
    draft.status = 'draft';
    await em.flush();
    expect([retired.isActive, draft.isActive]).toEqual([false, false]);
    const listed = await service().targets({ asins: asins.slice(0, 3), limit: 10 });
    expect(listed.targets.map((t) => t.asin).sort()).toEqual([draft.asin, asins[2]].sort());
    retired.status = 'active';
    draft.status = 'active';
    await em.flush();
  });

  it('answers "Price range not found" for an unknown range', async () => {
    await expect(service().targets({ priceRangeId: 99_999, limit: 1 })).rejects.toThrow(
      new NotFoundError('Price range not found'),
    );
  });
});

describe('applying observations', () => {
  it('updates the laptop and appends one price point; the same batch again changes nothing', async () => {
    const [a, b] = (await orm.em.fork().find(Laptop, {}, { limit: 2, orderBy: { id: 'asc' } })).map(
      (l) => l.asin,
    );
    const before = await points(a);
    const batch = [
      observation(a, {
        currentPrice: 17_490,
        originalPrice: 24_990,
        rating: 4.26,
        reviewCount: 1_300,
      }),
      observation(b, { currentPrice: 18_990, source: 'keepa', originalPrice: null }),
    ];
    const first = await service().apply(batch);
    expect(first).toMatchObject({ laptopsUpdated: 2, pricePointsAdded: 2, unknownAsins: [] });
    expect(first.updatedAsins.sort()).toEqual([a, b].sort());

    const updated = await laptop(a);
    expect(updated).toMatchObject({
      currentPrice: 17_490,
      originalPrice: 24_990,
      rating: '4.3',
      reviewCount: 1_300,
      priceSource: 'creators-api',
    });
    expect(updated.lastUpdated.toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect((await laptop(b)).originalPrice).toBeNull();
    expect((await points(a)).length).toBe(before.length + 1);

    const again = await service().apply(batch);
    expect(again).toMatchObject({ laptopsUpdated: 0, pricePointsAdded: 0, updatedAsins: [] });
    expect((await points(a)).length).toBe(before.length + 1);
  });

  it('keeps an older observation as history only, and reports asins it does not know', async () => {
    const asin = (
      await orm.em.fork().find(Laptop, {}, { limit: 1, offset: 5, orderBy: { id: 'asc' } })
    )[0].asin;
    await service().apply([observation(asin, { currentPrice: 40_000 })]);
    const result = await service().apply([
      observation(asin, { currentPrice: 38_000, observedAt: '2026-11-21T08:00:00.000Z' }),
      observation('B0UNKNOWN1', { currentPrice: 10_000 }),
    ]);
    expect(result).toMatchObject({
      laptopsUpdated: 0,
      pricePointsAdded: 1,
      unknownAsins: ['B0UNKNOWN1'],
    });
    const current = await laptop(asin);
    expect(current.currentPrice).toBe(40_000);
    const history = await points(asin);
    expect(history.map((p) => p.price)).toEqual(expect.arrayContaining([38_000, 40_000]));
  });

  it('moves a laptop whose new price left its range, and a list price below the price is dropped', async () => {
    const em = orm.em.fork();
    const ranges = await em.find(PriceRange, {}, { orderBy: { minPrice: 'asc' } });
    const cheap = await em.findOneOrFail(Laptop, { priceRange: ranges[0].id, isActive: true });
    const result = await service().apply([
      observation(cheap.asin, {
        currentPrice: 45_000,
        originalPrice: 44_000,
        observedAt: '2026-11-22T00:00:00.000Z',
      }),
    ]);
    expect(result.rangeChanges).toEqual([
      { asin: cheap.asin, fromPriceRangeId: ranges[0].id, toPriceRangeId: ranges[1].id },
    ]);
    const moved = await laptop(cheap.asin);
    expect(moved.priceRange?.id).toBe(ranges[1].id);
    expect(moved.originalPrice).toBeNull();
  });

  it('applies the same observations from two callers at once exactly once', async () => {
    const laptops = await orm.em
      .fork()
      .find(Laptop, {}, { limit: 30, offset: 40, orderBy: { id: 'asc' } });
    const batch = laptops.map((l) =>
      observation(l.asin, { currentPrice: 50_000, observedAt: '2026-11-23T00:00:00.000Z' }),
    );
    const [one, two] = await Promise.all([service().apply(batch), service().apply(batch)]);
    expect(one.pricePointsAdded + two.pricePointsAdded).toBe(30);
    expect(one.laptopsUpdated + two.laptopsUpdated).toBe(30);
    const count = await orm.em.fork().count(PricePoint, {
      laptop: { asin: { $in: laptops.map((l) => l.asin) } },
      observedAt: new Date('2026-11-23T00:00:00.000Z'),
    });
    expect(count).toBe(30);
  });
});

describe('synthetic laptops (benchmarks)', () => {
  it('adds laptops not there yet, each in the range its price falls in, once', async () => {
    const laptops = [
      {
        asin: 'B0S0000001',
        title: 'Bench 1',
        brand: 'HP',
        currentPrice: 45_990,
        originalPrice: 52_999,
        rating: 4.1,
        reviewCount: 10,
      },
      {
        asin: 'B0S0000002',
        title: 'Bench 2',
        brand: 'Acer',
        currentPrice: 24_990,
        originalPrice: null,
        rating: null,
        reviewCount: 0,
      },
    ];
    const options = { associateTag: 'test-21', now: seedTime };
    expect(await seedSyntheticLaptops(orm.em.fork(), laptops, options)).toBe(2);
    expect(await seedSyntheticLaptops(orm.em.fork(), laptops, options)).toBe(0);
    const added = await orm.em
      .fork()
      .find(
        Laptop,
        { asin: { $in: ['B0S0000001', 'B0S0000002'] } },
        { populate: ['priceRange'], orderBy: { asin: 'asc' } },
      );
    expect(added.map((l) => l.priceRange?.getEntity().slug)).toEqual([
      'under-50000',
      'under-30000',
    ]);
    expect(added[0]).toMatchObject({
      rating: '4.1',
      affiliateUrl: 'https://www.amazon.in/dp/B0S0000001?tag=test-21',
    });
  });
});
