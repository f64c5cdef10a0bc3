import { Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  BUNDLE_SIMILAR_PAGE_SIZE,
  CataloguePatterns as P,
  type CursorPageRequest,
  type LaptopPage,
  type SaleEvent,
} from '@bli/contracts';
import {
  addDays,
  istDay,
  istDayStart,
  priceStatistics,
  slugify,
  storedPriceStats,
  typicalSaleEvents,
} from '@bli/domain';
import { InvalidInputError, NotFoundError } from '@bli/server-kit';
import { startTestInfra, type TestInfra } from '@bli/testing';
import { catalogueOrmConfig } from '../src/database/mikro-orm.config';
import { ReadStatements } from '../src/database/read-statements';
import { DealsRepository } from '../src/deals/deals.repository';
import { DealsService } from '../src/deals/deals.service';
import { LaptopBundleService } from '../src/laptop-bundle/laptop-bundle.service';
import { Laptop, PriceEvent, PricePoint, PriceRange } from '../src/entities';
import { LaptopsRepository } from '../src/laptops/laptops.repository';
import { LaptopsService, type LaptopListRequest } from '../src/laptops/laptops.service';
import { ListTotals } from '../src/laptops/list-totals';
import { PriceHistoryService } from '../src/price-history/price-history.service';
import {
  PricePointsRepository,
  readDailyExtremes,
} from '../src/price-history/price-points.repository';
import { PriceRangesRepository } from '../src/price-ranges/price-ranges.repository';
import { PriceSyncRepository } from '../src/price-sync/price-sync.repository';
import { PriceSyncService } from '../src/price-sync/price-sync.service';
import { seedDemoCatalogue } from '../src/seed/demo-catalogue.seed';
import { FixedSaleCalendar } from './support/fixed-sale-calendar';

/** One for the whole file, as the catalogue has one: the pages below reuse compiled statements. */
const statements = new ReadStatements();

let infra: TestInfra;
let orm: MikroORM;
/** 34 days before the Republic Day Sale: every verdict has its laptops (docs/deal-verdicts.md). */
const seedTime = new Date('2026-12-10T06:30:00Z');
const today = istDay(seedTime);
/** The calendar the content seed stores: the usual sales of the last 13 months and the year to come. */
const calendar: SaleEvent[] = typicalSaleEvents(addDays(today, -400), addDays(today, 366)).map(
  (event) => ({ ...event, slug: slugify(`${event.name} ${event.startDate.slice(0, 4)}`) }),
);

const fork = () => orm.em.fork();
const history = (events = calendar) => {
  const em = fork();
  return new PriceHistoryService(
    new LaptopsRepository(em, new ListTotals(0), statements),
    new PricePointsRepository(em),
    new FixedSaleCalendar(events),
  );
};
const shop = () => {
  const em = fork();
  return new LaptopsService(
    new LaptopsRepository(em, new ListTotals(0), statements),
    new PriceRangesRepository(em),
    new DealsService(new DealsRepository(em, statements), { now: () => seedTime }),
  );
};
const sync = () => {
  const em = fork();
  return new PriceSyncService(
    new PriceSyncRepository(em, new ListTotals(0)),
    new PriceRangesRepository(em),
  );
};

/** The columns a laptop keeps, and what the domain's rules say of its raw points at `now`. */
async function keptAndComputed(laptopId: number, now: Date) {
  const em = fork();
  const laptop = await em.findOneOrFail(Laptop, laptopId);
  const points = await em.find(
    PricePoint,
    { laptop: laptopId },
    { orderBy: { observedAt: 'asc' } },
  );
  return {
    kept: {
      median90Days: laptop.median90Days,
      lowestPrice: laptop.lowestPrice,
      highest180Days: laptop.highest180Days,
      historySince: laptop.historySince,
    },
    computed: storedPriceStats(priceStatistics(points, now)),
  };
}

/** Every page of a list by cursors. */
async function everyPageByCursor(
  read: (page: LaptopListRequest) => Promise<LaptopPage>,
  request: Omit<LaptopListRequest, keyof CursorPageRequest> & { pageSize: number },
) {
  const pages = [await read({ page: 1, ...request })];
  for (let after = pages[0].nextCursor; after !== undefined; after = pages.at(-1)!.nextCursor) {
    pages.push(await read({ page: 1, ...request, after }));
  }
  return { pages, items: pages.flatMap((p) => p.items) };
}

beforeAll(async () => {
  infra = await startTestInfra();
  orm = await MikroORM.init(catalogueOrmConfig(infra.databaseUrl));
  await orm.migrator.up();
  await seedDemoCatalogue(fork(), { associateTag: 'test-21', now: seedTime });
});

afterAll(async () => {
  await orm?.close();
  await infra?.stop();
});

describe('the price figures each laptop keeps', () => {
  it('are what the rules compute from its history, for every seeded laptop', async () => {
    const laptops = await fork().find(Laptop, {}, { orderBy: { id: 'asc' } });
    expect(laptops.length).toBeGreaterThan(80);
    for (const laptop of laptops) {
      const { kept, computed } = await keptAndComputed(laptop.id, seedTime);
      expect({ asin: laptop.asin, ...kept }).toEqual({ asin: laptop.asin, ...computed });
    }
  });
});

describe("a history's daily extremes", () => {
  it('say what every point of it says, however often a day was observed', async () => {
    const em = fork();
    const laptop = await em.findOneOrFail(
      Laptop,
      { historySince: addDays(today, -395) },
      { orderBy: { id: 'desc' } },
    );
    const at = (daysAgo: number, hour: number) =>
      new Date(seedTime.getTime() - daysAgo * 86_400_000 + hour * 3_600_000);
    const base = laptop.currentPrice ?? 50_000;
    // Days observed again and again: a dip, a rise, a tie at the lowest price, a spike of the
    // highest price alone, and a lowest price seen first by the later source.
    const extra: [number, number, number, string][] = [
      [40, -3, base - 2_000, 'keepa'],
      [40, -2, base + 1_500, 'creators-api'],
      [30, -4, base - 500, 'keepa'],
      [30, -1, base - 500, 'creators-api'],
      [20, -2, Math.round(base * 1.6), 'keepa'],
      [10, -5, base - 3_000, 'creators-api'],
      [10, -5, base - 3_000, 'keepa'],
    ];
    // Either side of midnight in India: the last millisecond of one day, the first of the next.
    const midnight = istDayStart(addDays(today, -50)).getTime();
    const aroundMidnight: [Date, number][] = [
      [new Date(midnight - 1), base - 1_200],
      [new Date(midnight), base + 1_100],
    ];
    await em.begin();
    try {
      await em.insertMany(PricePoint, [
        ...extra.map(([daysAgo, hour, price, source]) => ({
          laptop: laptop.id,
          observedAt: at(daysAgo, hour),
          price,
          source,
        })),
        ...aroundMidnight.map(([observedAt, price]) => ({
          laptop: laptop.id,
          observedAt,
          price,
          source: 'keepa',
        })),
      ]);
      const points = await em.find(PricePoint, { laptop: laptop.id });
      const extremes = await readDailyExtremes(em, [laptop.id]);
      expect(extremes.length).toBeLessThan(points.length);
      const { days, ...figures } = priceStatistics(extremes, seedTime);
      const expected = priceStatistics(points, seedTime);
      expect(figures.outliers.map((day) => [day.day, day.price, day.high])).toEqual(
        expected.outliers.map((day) => [day.day, day.price, day.high]),
      );
      expect(figures.outliers.length).toBeGreaterThan(0);
      expect(
        days.map(({ day, price, high, point }) => [day, price, high, point.observedAt]),
      ).toEqual(
        expected.days.map(({ day, price, high, point }) => [day, price, high, point.observedAt]),
      );
      expect(storedPriceStats({ days, ...figures })).toEqual(storedPriceStats(expected));
    } finally {
      await em.rollback();
    }
  });
});

describe('the price history call', () => {
  it("answers the range asked for, 90 days unless told, and the whole history's figures", async () => {
    const laptop = await fork().findOneOrFail(
      Laptop,
      { historySince: addDays(today, -395) },
      { orderBy: { id: 'asc' } },
    );
    const all = await fork().count(PricePoint, { laptop: laptop.id });
    expect(all).toBe(396);
    const lengths: Record<string, number> = {};
    for (const days of ['30', '90', '365', 'all'] as const) {
      const answer = await history().forSlug(laptop.slug, days, seedTime);
      expect(P.priceHistoryGet.response.parse(answer)).toEqual(answer);
      lengths[days] = answer.points.length;
      expect(answer.days).toBe(days);
      expect(answer.historyDays).toBe(395);
    }
    expect(lengths).toEqual({ '30': 30, '90': 90, '365': 365, all: 396 });
    expect(P.priceHistoryGet.request.parse({ slug: laptop.slug })).toEqual({
      slug: laptop.slug,
      days: '90',
    });
    expect(() => P.priceHistoryGet.request.parse({ slug: laptop.slug, days: '60' })).toThrow(
      /days must be one of: 30, 90, 365, all/,
    );
  });

  it('gives every verdict somewhere in the demo catalogue, each with its evidence', async () => {
    const laptops = await fork().find(Laptop, { isActive: true }, { orderBy: { id: 'asc' } });
    const seen = {
      verdicts: new Set<string>(),
      listPriceNeverSeen: new Set<boolean>(),
      goodDeal: new Set<boolean>(),
      outlierLeftOut: 0,
      saleLows: 0,
    };
    for (const laptop of laptops) {
      const answer = await history().forSlug(laptop.slug, '90', seedTime);
      seen.verdicts.add(answer.advice.verdict);
      seen.listPriceNeverSeen.add(answer.discountCheck.listPriceNeverSeen);
      seen.goodDeal.add(answer.goodDeal.isGoodDeal);
      if (answer.lowestEverExcludesOutliers) seen.outlierLeftOut++;
      if (answer.saleEventLows.length > 0) seen.saleLows++;
      expect(answer.advice.reason.length).toBeGreaterThan(20);
      // The card says what the page says.
      const card = (await shop().bySlug(laptop.slug, seedTime)).priceCheck;
      expect(card).toEqual({ discount: answer.discountCheck, goodDeal: answer.goodDeal });
      if (answer.advice.verdict === 'likely-to-drop') {
        expect(answer.advice.evidence.nextSale?.event.name).toBe('Republic Day Sale');
        expect(answer.advice.evidence.lastYearSale?.dropPercent).toBeGreaterThan(8);
      }
    }
    expect([...seen.verdicts].sort()).toEqual([
      'fair-price',
      'good-time-to-buy',
      'likely-to-drop',
      'not-enough-history',
    ]);
    expect([...seen.listPriceNeverSeen].sort()).toEqual([false, true]);
    expect([...seen.goodDeal].sort()).toEqual([false, true]);
    expect(seen.outlierLeftOut).toBeGreaterThan(0);
    expect(seen.saleLows).toBeGreaterThan(laptops.length / 2);
  });

  it('says nothing that needs the calendar when it cannot be read', async () => {
    const laptop = await fork().findOneOrFail(
      Laptop,
      { historySince: addDays(today, -395) },
      { orderBy: { id: 'asc' } },
    );
    const em = fork();
    const answer = await new PriceHistoryService(
      new LaptopsRepository(em, new ListTotals(0), statements),
      new PricePointsRepository(em),
      { read: () => Promise.resolve({ events: [], available: false }) },
    ).forSlug(laptop.slug, '30', seedTime);
    expect(answer).toMatchObject({ calendarAvailable: false, saleEventLows: [] });
    expect(answer.advice.verdict).not.toBe('likely-to-drop');
  });
});

describe("a laptop page's bundle", () => {
  const similarPage: LaptopListRequest = {
    page: 1,
    pageSize: BUNDLE_SIMILAR_PAGE_SIZE,
    sort: 'rank',
    goodDeals: false,
  };

  it('answers what the laptop, its history and its range would answer apart', async () => {
    const laptop = await fork().findOneOrFail(
      Laptop,
      { status: 'active', priceRange: { $ne: null } },
      { orderBy: { id: 'asc' } },
    );
    const rangeId = laptop.priceRange!.id;
    const bundle = await new LaptopBundleService(shop(), history()).forSlug(
      laptop.slug,
      '30',
      seedTime,
    );
    expect(P.laptopBundleGet.response.parse(bundle)).toEqual(bundle);
    expect(bundle).toEqual({
      laptop: await shop().bySlug(laptop.slug, seedTime),
      history: await history().forSlug(laptop.slug, '30', seedTime),
      similar: await shop().byPriceRange(rangeId, similarPage, seedTime),
    });
    expect(bundle.history?.days).toBe('30');
    expect(bundle.similar?.items).toHaveLength(BUNDLE_SIMILAR_PAGE_SIZE);
  });

  it('leaves out what it could not read, and answers NOT_FOUND for no such laptop', async () => {
    const em = fork();
    const laptop = await em.findOneOrFail(
      Laptop,
      { status: 'active', priceRange: { $ne: null } },
      { orderBy: { id: 'desc' } },
    );
    const range = await em.findOneOrFail(PriceRange, laptop.priceRange!.id);
    const failing = history();
    jest.spyOn(failing, 'of').mockRejectedValueOnce(new Error('canceling statement'));
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    range.isActive = false;
    await em.flush();
    try {
      const bundle = await new LaptopBundleService(shop(), failing).forSlug(
        laptop.slug,
        '90',
        seedTime,
      );
      expect(bundle).toEqual({
        laptop: await shop().bySlug(laptop.slug, seedTime),
        history: null,
        similar: null,
      });
      // The failure is worth a line; a range taken off the site is not.
      expect(warn.mock.calls).toEqual([
        [`price history of "${laptop.slug}" left out: canceling statement`],
      ]);
    } finally {
      warn.mockRestore();
      range.isActive = true;
      await em.flush();
    }
    await expect(
      new LaptopBundleService(shop(), history()).forSlug('no-such-laptop', '90', seedTime),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('the lists by real discount and good deals', () => {
  it('sort by the saving against the 90-day median, largest first, laptops without one last', async () => {
    for (const pageSize of [7, 200]) {
      const { items, pages } = await everyPageByCursor(
        (page) => shop().list(false, page, seedTime),
        { pageSize, sort: 'real-discount' },
      );
      const active = await fork().count(Laptop, { isActive: true });
      expect(items).toHaveLength(active);
      expect(pages[0].total).toBe(active);
      expect(new Set(items.map((l) => l.id)).size).toBe(active);
      const key = (l: (typeof items)[number]) => {
        const median = l.priceCheck.discount.median90Days;
        return median === null ? Number.NEGATIVE_INFINITY : (median - l.currentPrice) / median;
      };
      for (let i = 1; i < items.length; i++) {
        expect(key(items[i - 1]) + 1e-6).toBeGreaterThanOrEqual(key(items[i]));
      }
      expect(items[0].priceCheck.discount.savingVsMedian!.percent).toBeGreaterThan(0);
    }
    // By page number, the same order.
    const byNumber = await shop().list(
      false,
      { page: 2, pageSize: 7, sort: 'real-discount' },
      seedTime,
    );
    const { items } = await everyPageByCursor((page) => shop().list(false, page, seedTime), {
      pageSize: 7,
      sort: 'real-discount',
    });
    expect(byNumber.items.map((l) => l.id)).toEqual(items.slice(7, 14).map((l) => l.id));
  });

  it('keep only the good deals when asked, in either order, and with a range', async () => {
    const everyLaptop = await everyPageByCursor((page) => shop().list(false, page, seedTime), {
      pageSize: 200,
    });
    const good = everyLaptop.items.filter((l) => l.priceCheck.goodDeal.isGoodDeal).map((l) => l.id);
    expect(good.length).toBeGreaterThan(5);
    const ranked = await everyPageByCursor((page) => shop().list(false, page, seedTime), {
      pageSize: 5,
      goodDeals: true,
    });
    expect(ranked.items.map((l) => l.id)).toEqual(
      everyLaptop.items.filter((l) => good.includes(l.id)).map((l) => l.id),
    );
    expect(ranked.pages[0].total).toBe(good.length);
    const byDiscount = await everyPageByCursor((page) => shop().list(false, page, seedTime), {
      pageSize: 5,
      goodDeals: true,
      sort: 'real-discount',
    });
    expect(new Set(byDiscount.items.map((l) => l.id))).toEqual(new Set(good));

    const range = await fork().findOneOrFail(PriceRange, { slug: 'under-50000' });
    const inRange = await everyPageByCursor(
      (page) => shop().byPriceRange(range.id, page, seedTime),
      {
        pageSize: 3,
        goodDeals: true,
        sort: 'real-discount',
      },
    );
    expect(
      inRange.items.every((l) => l.priceRangeId === range.id && l.priceCheck.goodDeal.isGoodDeal),
    ).toBe(true);
  });

  it('refuse a cursor of the other order, naming after', async () => {
    const rank = await shop().list(false, { page: 1, pageSize: 5 }, seedTime);
    const discount = await shop().list(
      false,
      { page: 1, pageSize: 5, sort: 'real-discount' },
      seedTime,
    );
    await expect(
      shop().list(false, { page: 1, pageSize: 5, sort: 'real-discount', after: rank.nextCursor }),
    ).rejects.toBeInstanceOf(InvalidInputError);
    await expect(
      shop().list(false, { page: 1, pageSize: 5, after: discount.nextCursor }),
    ).rejects.toMatchObject({ details: { fields: [{ field: 'after' }] } });
  });
});

describe('a price applied later', () => {
  it('keeps the figures what the rules compute, in the transaction that records its event', async () => {
    const laptop = await fork().findOneOrFail(
      Laptop,
      { historySince: { $ne: null } },
      { orderBy: { id: 'desc' } },
    );
    const events = await fork().count(PriceEvent);
    const later = new Date('2026-12-11T09:00:00Z');
    await sync().apply(
      [
        {
          asin: laptop.asin,
          currentPrice: Math.round(laptop.currentPrice * 0.7),
          observedAt: '2026-12-11T08:00:00.000Z',
          source: 'creators-api',
        },
      ],
      [],
      [],
      later,
    );
    const { kept, computed } = await keptAndComputed(laptop.id, later);
    expect(kept).toEqual(computed);
    expect(kept.lowestPrice).toBe(Math.round(laptop.currentPrice * 0.7));
    expect(await fork().count(PriceEvent)).toBe(events + 1);
  });
});
