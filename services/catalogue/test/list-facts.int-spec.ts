// The aggregates of whole lists (issue #21) against what the pages computed before from every
// page of the list, on the demo catalogue with prices of every age, sources and a retired laptop.
import { MikroORM } from '@mikro-orm/postgresql';
import {
  CataloguePatterns as P,
  FILTER_PAGES,
  LAPTOPS_PER_PROCESSOR,
  PAGE_SIZE_DEFAULT,
  type Laptop as LaptopView,
  type LaptopCriteria,
  type LaptopPage,
  type PageRequest,
  type PublicList,
} from '@bli/contracts';
import { startTestInfra, type TestInfra } from '@bli/testing';
import { catalogueOrmConfig } from '../src/database/mikro-orm.config';
import { ReadStatements } from '../src/database/read-statements';
import { DealsRepository } from '../src/deals/deals.repository';
import { DealsService } from '../src/deals/deals.service';
import { Laptop, PriceRange } from '../src/entities';
import { ListTotals } from '../src/laptops/list-totals';
import { LaptopsRepository } from '../src/laptops/laptops.repository';
import { LaptopsService } from '../src/laptops/laptops.service';
import { homeSummaryStatement, ListFactsRepository } from '../src/list-facts/list-facts.repository';
import { ListFactsService } from '../src/list-facts/list-facts.service';
import { PriceRangesRepository } from '../src/price-ranges/price-ranges.repository';
import { seedDemoCatalogue } from '../src/seed/demo-catalogue.seed';
import { queryPlan } from './support/query-plan';
import { homeSummaryOf, laptopsWithProcessorOf, listFactsOf } from './support/whole-list-reference';

/** One for the whole file, as the catalogue has one: the pages below reuse compiled statements. */
const statements = new ReadStatements();

let infra: TestInfra;
let orm: MikroORM;
const seedTime = new Date('2026-11-20T06:30:00Z');
/** Two hours after the seed: with the ages below, some prices are current and some are not. */
const now = new Date(seedTime.getTime() + 2 * 3_600_000);

const laptops = () => {
  const em = orm.em.fork();
  return new LaptopsService(
    new LaptopsRepository(em, new ListTotals(0), statements),
    new PriceRangesRepository(em),
    new DealsService(new DealsRepository(em, statements), { now: () => now }),
  );
};
const listFacts = () => new ListFactsService(new ListFactsRepository(orm.em.fork()));

/** Every laptop of a list, page after page, in rank order: what the pages read before. */
async function everyLaptop(
  read: (page: PageRequest) => Promise<LaptopPage>,
): Promise<LaptopView[]> {
  const items: LaptopView[] = [];
  for (let page = 1; ; page++) {
    const answer = await read({ page, pageSize: PAGE_SIZE_DEFAULT });
    items.push(...answer.items);
    if (page * PAGE_SIZE_DEFAULT >= answer.total) return items;
  }
}

const USE_CASES: LaptopCriteria[] = [
  { minPrice: 25_000, maxPrice: 60_000, minRamGb: 8, requiresSsd: true },
  { minPrice: 0, maxPrice: 150_000, maxWeightKg: 1.4 },
  { minPrice: 60_000, maxPrice: 250_000, minRamGb: 16, requiresDedicatedGraphics: true },
  { minPrice: 0, maxPrice: 200_000, minBatteryHours: 10 },
  { minPrice: 0, maxPrice: 1_000 },
];

/** Each public list with the way its pages were read before. */
async function publicLists(): Promise<[PublicList, (page: PageRequest) => Promise<LaptopPage>][]> {
  const ranges = await orm.em.fork().find(PriceRange, { isActive: true }, { orderBy: { id: 1 } });
  return [
    [{ kind: 'all' }, (page) => laptops().list(false, page, now)],
    ...ranges.map((range): [PublicList, (page: PageRequest) => Promise<LaptopPage>] => [
      { kind: 'price-range', priceRangeId: range.id },
      (page) => laptops().byPriceRange(range.id, page, now),
    ]),
    [{ kind: 'gaming' }, (page) => laptops().gaming(undefined, undefined, page, now)],
    ...FILTER_PAGES.map(
      ({
        slug,
        filterType,
        filterValue,
      }): [PublicList, (page: PageRequest) => Promise<LaptopPage>] => [
        { kind: 'filter-page', slug },
        (page) =>
          laptops().filtered(
            { filterType, filterValue } as Parameters<LaptopsService['filtered']>[0],
            page,
            now,
          ),
      ],
    ),
    ...USE_CASES.map((criteria): [PublicList, (page: PageRequest) => Promise<LaptopPage>] => [
      { kind: 'use-case', criteria },
      (page) => laptops().matching(criteria, page, now),
    ]),
  ];
}

beforeAll(async () => {
  infra = await startTestInfra();
  orm = await MikroORM.init(catalogueOrmConfig(infra.databaseUrl));
  await orm.migrator.up();
  await seedDemoCatalogue(orm.em.fork(), { associateTag: 'test-21', now: seedTime });
  const sql = orm.em.getConnection();
  // Prices 2 to 42 hours old at `now` (older than 24 hours is not current) from every source.
  await sql.execute(
    `update "catalogue"."laptops"
        set "last_updated" = ?::timestamptz - ("id" % 5) * interval '10 hours',
            "price_source" = (array['creators-api', 'keepa', 'admin', 'seed'])["id" % 4 + 1]`,
    [seedTime],
  );
  const ids = (await orm.em.fork().find(Laptop, {}, { orderBy: { id: 'asc' } })).map((l) => l.id);
  // A price observed after `now` is not current either.
  await sql.execute(
    `update "catalogue"."laptops" set "last_updated" = ?::timestamptz + interval '1 hour' where "id" = ?`,
    [now, ids[5]],
  );
  // One retired laptop: off every list, so in no aggregate.
  await sql.execute(
    `update "catalogue"."laptops" set "status" = 'retired', "is_active" = false where "id" = ?`,
    [ids[1]],
  );
  // Processor texts the model number must match as whole words, in either field; displays that
  // name OLED in another case or only inside a word.
  await sql.execute(
    `update "catalogue"."laptops"
        set "processor_model" = null,
            "specifications" = jsonb_set("specifications", '{processor}', '"amd ryzen 5 5500u (6 cores)"')
      where "id" = ?`,
    [ids[10]],
  );
  await sql.execute(
    `update "catalogue"."laptops" set "processor_model" = 'Core i7-15500U' where "id" = ?`,
    [ids[11]],
  );
  await sql.execute(
    `update "catalogue"."laptops"
        set "specifications" = jsonb_set("specifications", '{display}', to_jsonb(?::text))
      where "id" = ?`,
    ['13.3-inch AMOLED 2.8K', ids[12]],
  );
  await sql.execute(
    `update "catalogue"."laptops"
        set "specifications" = jsonb_set("specifications", '{display}', to_jsonb(?::text))
      where "id" = ?`,
    ['14-inch oled, 120Hz', ids[13]],
  );
});

afterAll(async () => {
  await orm?.close();
  await infra?.stop();
});

describe('list facts', () => {
  it("gives every public list's facts as its pages added them up", async () => {
    const lists = await publicLists();
    expect(lists.length).toBeGreaterThan(15);
    for (const [list, read] of lists) {
      const expected = listFactsOf(await everyLaptop(read), now);
      const facts = await listFacts().facts(list, now);
      expect({ list, facts }).toEqual({ list, facts: expected });
      expect(P.listFacts.response.parse(facts)).toEqual(facts);
    }
    // The rule is exercised: the whole catalogue has current and stale prices.
    const all = await listFacts().facts({ kind: 'all' }, now);
    expect(all.from).not.toBeNull();
    expect(all.count).toBeGreaterThan(100);
    const empty = await listFacts().facts({ kind: 'use-case', criteria: USE_CASES[4] }, now);
    expect(empty).toMatchObject({ count: 0, brands: 0, from: null, newest: null });
  });

  it('applies the 24-hour rule at the time given', async () => {
    const later = new Date(now.getTime() + 10 * 3_600_000);
    const expected = listFactsOf(
      await everyLaptop((page) => laptops().list(false, page, later)),
      later,
    );
    const facts = await listFacts().facts({ kind: 'all' }, later);
    expect(facts).toEqual(expected);
    expect(facts.from).not.toEqual((await listFacts().facts({ kind: 'all' }, now)).from);
  });

  it("gives each list's newest observation in one call, in the order asked", async () => {
    const lists = await publicLists();
    const expected: (string | null)[] = [];
    for (const [, read] of lists) expected.push(listFactsOf(await everyLaptop(read), now).newest);
    expect(await listFacts().newest(lists.map(([list]) => list))).toEqual(expected);
    expect(expected.at(-1)).toBeNull();
  });
});

describe('the home summary', () => {
  it('counts what the home page counted from every page of the catalogue', async () => {
    const expected = homeSummaryOf(
      await everyLaptop((page) => laptops().list(false, page, now)),
      now,
    );
    const summary = await listFacts().homeSummary(now);
    expect({ ...summary, verifiedRangeIds: [...summary.verifiedRangeIds].sort() }).toEqual({
      ...expected,
      verifiedRangeIds: [...expected.verifiedRangeIds].sort(),
    });
    expect(summary.verifiedRangeIds.length).toBeGreaterThan(0);
    expect(summary.oledDisplays).toBeGreaterThan(0);
    expect(summary.travelWeight).toBeGreaterThan(0);
    expect(P.homeSummary.response.parse(summary)).toEqual(summary);
  });

  it('reads no laptop row: brands from the covering index, OLED panels from their own', async () => {
    const plan = await queryPlan(infra.databaseUrl, homeSummaryStatement(now));
    expect(plan).toMatch(/Index Only Scan using laptops_search_facets_index/);
    expect(plan).toMatch(/Index Only Scan using laptops_oled_display_index/);
    expect(plan).not.toMatch(/Seq Scan on laptops/);
  });
});

describe('laptops by processor', () => {
  it('finds the first three laptops in rank order per processor, as the page did', async () => {
    const ranked = await everyLaptop((page) => laptops().list(false, page, now));
    const names = [
      'AMD Ryzen 5 5500U',
      'Intel Core i5-1135G7',
      'AMD Ryzen 3 5300U',
      'Intel Core i3-1115G4',
      'Intel Core i5-13420H',
      'AMD Ryzen 7 260',
      'Intel Core Ultra 7 155H',
      'Imaginary Chip 9999X',
      '—',
    ];
    const answer = await listFacts().byProcessors([...names, names[0]]);
    expect(answer.map((entry) => entry.processor)).toEqual(names);
    for (const { processor, laptops: found } of answer) {
      expect({ processor, found }).toEqual({
        processor,
        found: laptopsWithProcessorOf(ranked, processor, LAPTOPS_PER_PROCESSOR),
      });
    }
    // The list is cut at three, and a processor named only in the specifications is found.
    expect(answer.some((entry) => entry.laptops.length === LAPTOPS_PER_PROCESSOR)).toBe(true);
    expect(answer[0].laptops.map((laptop) => laptop.processorModel)).toContain(null);
    expect(P.laptopsByProcessors.response.parse(answer)).toEqual(answer);
  });
});

describe("the laptops' sitemap parts", () => {
  it('cover every active laptop once, by id, each part within its size and dated by its newest', async () => {
    const active = await orm.em.fork().find(Laptop, { isActive: true }, { orderBy: { id: 'asc' } });
    const repository = new ListFactsRepository(orm.em.fork());
    const size = 25;
    const parts = await repository.sitemapParts(size);
    const read = await Promise.all(
      parts.map((part) => repository.sitemapPart(Number(part.part), size)),
    );
    expect(read.flat().map((laptop) => laptop.slug)).toEqual(active.map((laptop) => laptop.slug));
    parts.forEach((part, i) => {
      expect(read[i].length).toBe(Number(part.laptops));
      expect(read[i].length).toBeLessThanOrEqual(size);
      expect(part.newest).toBe(
        read[i]
          .map((laptop) => laptop.lastUpdated)
          .sort()
          .at(-1),
      );
    });
    const byId = new Map(active.map((laptop) => [laptop.slug, laptop.lastUpdated.toISOString()]));
    for (const laptop of read.flat()) expect(laptop.lastUpdated).toBe(byId.get(laptop.slug));
    expect(await repository.sitemapPart(parts.length + 100, size)).toEqual([]);
  });

  it('holds the demo catalogue in one part of the service', async () => {
    const parts = await listFacts().sitemapParts();
    expect(parts).toHaveLength(1);
    expect(P.laptopsSitemapParts.response.parse(parts)).toEqual(parts);
    const part = await listFacts().sitemapPart(1);
    expect(part).toHaveLength(parts[0].laptops);
    expect(P.laptopsSitemapPart.response.parse(part)).toEqual(part);
  });
});
