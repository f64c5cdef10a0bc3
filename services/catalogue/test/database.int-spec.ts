import { MikroORM } from '@mikro-orm/postgresql';
import { MIN_REVIEW_LENGTH } from '@bli/contracts';
import { loginUrl, provisionDatabaseRoles } from '@bli/server-kit';
import { startTestInfra, testDatabaseRoles, type TestInfra } from '@bli/testing';
import { catalogueOrmConfig } from '../src/database/mikro-orm.config';
import { Deal, Laptop, PricePoint, PriceRange } from '../src/entities';
import { seedDemoCatalogue } from '../src/seed/demo-catalogue.seed';

let infra: TestInfra;
/** As deployed: the migrator runs the migrations, the service's own role everything else. */
let migrator: MikroORM;
let orm: MikroORM;
const seedTime = new Date('2026-11-20T06:30:00Z');

beforeAll(async () => {
  infra = await startTestInfra();
  const roles = testDatabaseRoles(infra, ['catalogue']);
  await provisionDatabaseRoles(infra.databaseUrl, roles);
  migrator = await MikroORM.init(catalogueOrmConfig(loginUrl(infra.databaseUrl, roles.migrator)));
  await migrator.migrator.up();
  orm = await MikroORM.init(
    catalogueOrmConfig(loginUrl(infra.databaseUrl, roles.schemas.catalogue)),
  );
});

afterAll(async () => {
  await orm?.close();
  await migrator?.close();
  await infra?.stop();
});

describe('catalogue schema', () => {
  it('is exactly what the entities describe once the committed migrations ran', async () => {
    const drift = await migrator.schema.getUpdateSchemaSQL({ wrap: false });
    expect(drift.trim()).toBe('');
  });

  it('has no migration left pending', async () => {
    expect(await migrator.migrator.getPending()).toEqual([]);
  });
});

describe('demo seed', () => {
  it('loads the demo catalogue, and a second run changes nothing', async () => {
    const first = await seedDemoCatalogue(orm.em.fork(), {
      associateTag: 'test-21',
      now: seedTime,
    });
    expect(first.priceRanges).toBe(7);
    expect(first.laptops).toBeGreaterThanOrEqual(80);
    expect(first.deals).toBeGreaterThanOrEqual(4);
    // 13 months a laptop, a few new listings with weeks.
    expect(first.pricePoints).toBeGreaterThan(first.laptops * 350);
    expect(first.priceStatistics).toBe(0);

    const second = await seedDemoCatalogue(orm.em.fork(), {
      associateTag: 'test-21',
      now: new Date(),
    });
    expect(second).toEqual({
      priceRanges: 0,
      laptops: 0,
      deals: 0,
      pricePoints: 0,
      priceStatistics: 0,
    });
    const em = orm.em.fork();
    expect(await em.count(Laptop)).toBe(first.laptops);
    expect(await em.count(PricePoint)).toBe(first.pricePoints);
  });

  it('puts every laptop in the range its price falls in', async () => {
    const em = orm.em.fork();
    const laptops = await em.find(Laptop, {}, { populate: ['priceRange'] });
    for (const laptop of laptops) {
      const range = laptop.priceRange!.getEntity();
      expect(laptop.currentPrice).toBeGreaterThanOrEqual(range.minPrice);
      expect(laptop.currentPrice).toBeLessThanOrEqual(range.maxPrice);
    }
  });

  it('fills every budget band and every kind of machine a shopper filters by', async () => {
    const em = orm.em.fork();
    const ranges = await em.find(PriceRange, {}, { orderBy: { minPrice: 'asc' } });
    expect(ranges.map((r) => r.seoSlug)).toEqual([
      'best-laptop-under-30000',
      'best-laptop-under-50000',
      'best-laptop-under-80000',
      'best-laptop-under-1-lakh',
      'best-laptop-under-150000',
      'best-laptop-under-200000',
      null,
    ]);
    for (const range of ranges) {
      expect(await em.count(Laptop, { priceRange: range.id })).toBeGreaterThanOrEqual(5);
    }
    const count = (where: object) => em.count(Laptop, where);
    expect(await count({ processorBrand: 'Intel' })).toBeGreaterThanOrEqual(20);
    expect(await count({ processorBrand: 'AMD' })).toBeGreaterThanOrEqual(20);
    expect(await count({ ramSize: 8 })).toBeGreaterThanOrEqual(10);
    expect(await count({ ramSize: { $gte: 16 } })).toBeGreaterThanOrEqual(30);
    expect(await count({ storageType: 'HDD' })).toBeGreaterThanOrEqual(1);
    expect(await count({ hasDedicatedGraphics: true })).toBeGreaterThanOrEqual(20);
    expect(await count({ hasDedicatedGraphics: false })).toBeGreaterThanOrEqual(20);
    for (const tier of ['Entry', 'Mid-range', 'High-end']) {
      expect(await count({ gamingTier: tier })).toBeGreaterThanOrEqual(3);
    }
    expect(await count({ isFeatured: true })).toBeGreaterThanOrEqual(2);
    expect(await count({ rating: null })).toBeGreaterThanOrEqual(3);
    const deals = await em.find(Deal, {}, { populate: ['laptop'] });
    expect(new Set(deals.map((d) => d.dealType))).toEqual(new Set(['flash', 'bank', 'exchange']));
    for (const deal of deals) {
      // Each on a real laptop, at or above its price (available), ending after it starts.
      expect(deal.laptop.getEntity().currentPrice).toBeLessThanOrEqual(deal.discountPrice);
      expect(deal.expiresAt.getTime()).toBeGreaterThan(deal.startsAt.getTime());
      if (deal.dealType === 'bank') expect(deal.bankName && deal.conditions).toBeTruthy();
    }
  });

  it('ends every price history at the laptop price and seed time, 13 months long or new', async () => {
    const em = orm.em.fork();
    const laptops = await em.find(Laptop, {}, { orderBy: { id: 'asc' } });
    const spans = new Set<number>();
    for (const laptop of laptops) {
      const points = await em.find(
        PricePoint,
        { laptop: laptop.id },
        { orderBy: { observedAt: 'asc' } },
      );
      const last = points[points.length - 1];
      expect(last.price).toBe(laptop.currentPrice);
      expect(last.observedAt.toISOString()).toBe(seedTime.toISOString());
      expect(laptop.lastUpdated.toISOString()).toBe(seedTime.toISOString());
      const spanDays = (last.observedAt.getTime() - points[0].observedAt.getTime()) / 86_400_000;
      // One a day: 20 Oct 2025 to 20 Nov 2026, or under 5 weeks (a new listing).
      expect(points).toHaveLength(spanDays + 1);
      expect(spanDays === 396 || spanDays < 35).toBe(true);
      spans.add(spanDays === 396 ? 396 : 0);
      expect(laptop.historySince).toBe(points[0].observedAt.toISOString().slice(0, 10));
    }
    expect([...spans].sort()).toEqual([0, 396]);
  });

  it('puts every demo laptop on sale without pictures, a few with our review', async () => {
    const laptops = await orm.em.fork().find(Laptop, {});
    expect(laptops.every((l) => l.status === 'active' && l.isActive)).toBe(true);
    expect(laptops.every((l) => l.images.length === 0 && l.imageUrl === null)).toBe(true);
    const reviewed = laptops.filter((l) => (l.review?.length ?? 0) >= MIN_REVIEW_LENGTH);
    expect(reviewed.length).toBeGreaterThanOrEqual(5);
  });

  it('links every laptop to amazon.in with the associate tag', async () => {
    const laptops = await orm.em.fork().find(Laptop, {});
    for (const laptop of laptops) {
      expect(laptop.affiliateUrl).toBe(`https://www.amazon.in/dp/${laptop.asin}?tag=test-21`);
    }
  });
});

describe('laptop lifecycle migration', () => {
  it('makes the laptops on sale active and the others retired, and keeps isActive', async () => {
    const connection = migrator.em.getConnection();
    await migrator.migrator.down({ to: 'Migration20261124100000' });
    await connection.execute(
      `update "catalogue"."laptops" set "is_active" = false where "id" = (select min("id") from "catalogue"."laptops")`,
    );
    await migrator.migrator.up();
    const rows = await connection.execute<{ status: string; is_active: boolean; n: string }[]>(
      `select "status", "is_active", count(*) as n from "catalogue"."laptops" group by 1, 2 order by 1`,
    );
    expect(rows.map((row) => [row.status, row.is_active, Number(row.n)])).toEqual([
      ['active', true, (await orm.em.fork().count(Laptop)) - 1],
      ['retired', false, 1],
    ]);
  });
});
