import type { FilterQuery } from '@mikro-orm/core';
import { MikroORM, type EntityManager, type QBFilterQuery } from '@mikro-orm/postgresql';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import pg from 'pg';
import {
  CataloguePatterns as P,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  type CursorPageRequest,
  type LaptopPage,
  type PageRequest,
} from '@bli/contracts';
import { rankLaptops } from '@bli/domain';
import { InvalidInputError, isDatabaseUnavailable, NotFoundError } from '@bli/server-kit';
import { eventually, startTestInfra, type TestInfra } from '@bli/testing';
import { catalogueOrmConfig } from '../src/database/mikro-orm.config';
import { preparedRows, type Preparation } from '../src/database/prepared-rows';
import { ReadStatements } from '../src/database/read-statements';
import { DealsRepository } from '../src/deals/deals.repository';
import { DealsService } from '../src/deals/deals.service';
import { Laptop, PriceRange } from '../src/entities';
import { whereForFilter, whereForGaming } from '../src/laptops/laptop-filters';
import { RANK_INDEXES } from '../src/laptops/laptop-rank.sql';
import { toLaptopDetail, toLaptopView } from '../src/laptops/laptop.mapper';
import { LaptopsRepository } from '../src/laptops/laptops.repository';
import { LaptopsService } from '../src/laptops/laptops.service';
import { decodeRankCursor, encodeRankCursor } from '../src/laptops/rank-cursor';
import { rankedPageQuery } from '../src/laptops/ranked-page.query';
import { PriceRangesRepository } from '../src/price-ranges/price-ranges.repository';
import { seedDemoCatalogue } from '../src/seed/demo-catalogue.seed';
import { ListTotals } from '../src/laptops/list-totals';

/** One for the whole file, as the catalogue has one: the pages below reuse compiled statements. */
const statements = new ReadStatements();

let infra: TestInfra;
let orm: MikroORM;
const seedTime = new Date('2026-11-20T06:30:00Z');

/**
 * A service on a fresh identity map, as each NATS message gets one. Its deals' clock is before
 * the seeded deals start: the pages here carry no offers (deals.int-spec.ts tests them).
 */
function service(): LaptopsService {
  const em = orm.em.fork();
  return new LaptopsService(
    new LaptopsRepository(em, new ListTotals(0), statements),
    new PriceRangesRepository(em),
    new DealsService(new DealsRepository(em, statements), {
      now: () => new Date(seedTime.getTime() - 1),
    }),
  );
}

/** Every page of a list, one after the other, until the total is reached. */
async function everyPage(
  read: (page: PageRequest) => Promise<LaptopPage>,
  pageSize: number,
): Promise<{ pages: LaptopPage[]; ids: number[] }> {
  const pages: LaptopPage[] = [];
  for (let page = 1; ; page++) {
    pages.push(await read({ page, pageSize }));
    if (page * pageSize >= pages[0].total) break;
  }
  return { pages, ids: pages.flatMap((p) => p.items.map((l) => l.id)) };
}

/** Every page of a list by cursors: the first page, then each `after` the previous one's cursor. */
async function everyPageByCursor(
  read: (page: CursorPageRequest) => Promise<LaptopPage>,
  pageSize: number,
): Promise<{ pages: LaptopPage[]; ids: number[] }> {
  const pages = [await read({ page: 1, pageSize })];
  for (let after = pages[0].nextCursor; after !== undefined; after = pages.at(-1)!.nextCursor) {
    // `page` is not read with a cursor: the cursor says which page it starts.
    pages.push(await read({ page: 7, pageSize, after }));
  }
  return { pages, ids: pages.flatMap((p) => p.items.map((l) => l.id)) };
}

/** The docs/product-rules.md §9 order as the domain rule computes it, over what the database holds. */
async function rankedIds(where: Record<string, unknown> = {}): Promise<number[]> {
  const rows = await orm.em
    .fork()
    .find(Laptop, { ...where, isActive: true }, { orderBy: { id: 'asc' } });
  return rankLaptops(rows.map((l) => toLaptopView(l, seedTime))).map((l) => l.id);
}

beforeAll(async () => {
  infra = await startTestInfra();
  orm = await MikroORM.init(catalogueOrmConfig(infra.databaseUrl));
  await orm.migrator.up();
  await seedDemoCatalogue(orm.em.fork(), { associateTag: 'test-21', now: seedTime });
  // Ties the rank rule cannot break (same rating, reviews and price): the id decides.
  const em = orm.em.fork();
  const [a, b, c, d, e] = await em.find(
    Laptop,
    { rating: { $ne: null } },
    { orderBy: { id: 'asc' }, limit: 5 },
  );
  for (const laptop of [b, c]) {
    Object.assign(laptop, {
      rating: a.rating,
      reviewCount: a.reviewCount,
      currentPrice: a.currentPrice,
    });
  }
  // Equal scores (557.6) that naive floating point tells apart (557.5999999999999 against
  // 557.6): a tie, so more reviews first, in the database as in the rule's code.
  Object.assign(d, { rating: '1.0', reviewCount: 368, currentPrice: 45_990 });
  Object.assign(e, { rating: '1.7', reviewCount: 68, currentPrice: 45_990 });
  // One retired laptop: never in a public list, always in the operators' one.
  const hidden = await em.findOneOrFail(Laptop, { isFeatured: false }, { orderBy: { id: 'desc' } });
  hidden.status = 'retired';
  await em.flush();
});

afterAll(async () => {
  await orm?.close();
  await infra?.stop();
});

describe('paged laptop lists', () => {
  it('pages through every active laptop in the spec §9 rank order, without gaps or repeats', async () => {
    const expected = await rankedIds();
    const { pages, ids } = await everyPage((page) => service().list(false, page), 25);
    expect(ids).toEqual(expected);
    expect(new Set(ids).size).toBe(ids.length);
    for (const page of pages) expect(page.total).toBe(expected.length);
    expect(pages.slice(0, -1).every((p) => p.items.length === 25)).toBe(true);
  });

  it('answers from rows exactly what the entities would: lists, a page, embedded cards', async () => {
    const { pages } = await everyPage((page) => service().list(false, page, seedTime), 25);
    const items = pages.flatMap((page) => page.items);
    const entities = await orm.em
      .fork()
      .find(Laptop, { id: { $in: items.map((item) => item.id) } }, { orderBy: { id: 'asc' } });
    const byId = new Map(entities.map((laptop) => [laptop.id, toLaptopView(laptop, seedTime)]));
    expect(items.length).toBeGreaterThan(50);
    expect(items.some((item) => item.priceRangeId !== null)).toBe(true);
    for (const item of items) expect(item).toEqual(byId.get(item.id));
    expect(P.laptopsList.response.parse(pages[0])).toEqual(pages[0]);

    const reviewed = entities.find((laptop) => laptop.review !== null) ?? entities[0];
    expect(await service().bySlug(reviewed.slug, seedTime)).toEqual({
      ...toLaptopDetail(reviewed, seedTime),
      offers: [],
    });
    const slugs = [entities[1].slug, entities[0].slug];
    expect(await service().bySlugs(slugs, seedTime)).toEqual([
      byId.get(entities[1].id),
      byId.get(entities[0].id),
    ]);
  });

  it('breaks ties by id, so equal laptops keep their places from page to page', async () => {
    const expected = await rankedIds();
    const { ids } = await everyPage((page) => service().list(false, page), 1);
    expect(ids).toEqual(expected);
  });

  it('pages by cursor through the same laptops in the same order as by page number', async () => {
    const expected = await rankedIds();
    for (const pageSize of [1, 25, 40]) {
      const byNumber = await everyPage((page) => service().list(false, page), pageSize);
      const byCursor = await everyPageByCursor((page) => service().list(false, page), pageSize);
      expect({ pageSize, ids: byCursor.ids }).toEqual({ pageSize, ids: expected });
      expect(byCursor.ids).toEqual(byNumber.ids);
      // Each cursor page names its number, as the page asked by number does.
      expect(byCursor.pages.map(({ page, total }) => ({ page, total }))).toEqual(
        byNumber.pages.map(({ page, total }) => ({ page, total })),
      );
    }
  });

  it('gives a cursor after every page but the last, full or not', async () => {
    const total = (await rankedIds()).length;
    for (const pageSize of [40, 1]) {
      const first = await service().list(false, { page: 1, pageSize });
      expect(decodeRankCursor(first.nextCursor!).page).toBe(2);
      const last = await service().list(false, { page: Math.ceil(total / pageSize), pageSize });
      expect(last.items.length).toBeGreaterThan(0);
      expect(last.nextCursor).toBeUndefined();
    }
  });

  it('answers a cursor it cannot read, or one for the list by id, with a 400 naming after', async () => {
    for (const after of ['bm90LWEtY3Vyc29y', Buffer.from('[2,false]').toString('base64url')]) {
      const error = await service()
        .list(false, { page: 1, pageSize: 10, after })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(InvalidInputError);
      expect((error as InvalidInputError).details).toEqual({
        fields: [{ field: 'after', message: expect.stringMatching(/^after must be a cursor/) }],
      });
    }
    const { nextCursor } = await service().list(false, { page: 1, pageSize: 10 });
    await expect(
      service().list(true, { page: 1, pageSize: 10, after: nextCursor }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT', details: { fields: [{ field: 'after' }] } });
  });

  it('answers a short last page and an empty page past the end, with the same total', async () => {
    const total = (await rankedIds()).length;
    const pageSize = 40;
    const lastPage = Math.ceil(total / pageSize);
    const last = await service().list(false, { page: lastPage, pageSize });
    expect(last.items).toHaveLength(total - (lastPage - 1) * pageSize);
    expect(last).toMatchObject({ total, page: lastPage, pageSize });
    const past = await service().list(false, { page: lastPage + 1, pageSize });
    expect(past).toEqual({ items: [], total, page: lastPage + 1, pageSize });
  });

  it('lists the inactive laptop to operators only, by id', async () => {
    const all = await orm.em.fork().find(Laptop, {}, { orderBy: { id: 'asc' } });
    const { ids, pages } = await everyPage((page) => service().list(true, page), 50);
    expect(ids).toEqual(all.map((l) => l.id));
    expect(pages[0].total).toBe(all.length);
    expect(await rankedIds()).not.toContain(all.find((l) => !l.isActive)!.id);
  });

  it('pages a range, the featured, gaming and filter lists and a use case in rank order', async () => {
    const range = await orm.em.fork().findOneOrFail(PriceRange, { slug: 'under-50000' });
    const cases: [
      string,
      (page: CursorPageRequest) => Promise<LaptopPage>,
      Record<string, unknown>,
    ][] = [
      ['range', (p) => service().byPriceRange(range.id, p), { priceRange: range.id }],
      ['featured', (p) => service().featured(p), { isFeatured: true }],
      ['gaming', (p) => service().gaming(undefined, undefined, p), { isGamingLaptop: true }],
      [
        'gaming tier',
        (p) => service().gaming('Mid-range', undefined, p),
        { isGamingLaptop: true, gamingTier: 'Mid-range' },
      ],
      [
        'processor amd',
        (p) => service().filtered({ filterType: 'processor', filterValue: 'amd' }, p),
        { processorBrand: 'AMD' },
      ],
      [
        'ram 16gb',
        (p) => service().filtered({ filterType: 'ram', filterValue: '16gb' }, p),
        { ramSize: { $gte: 16 } },
      ],
      [
        'use case',
        (p) => service().matching({ minPrice: 0, maxPrice: 60_000, requiresSsd: true }, p),
        { currentPrice: { $gte: 0, $lte: 60_000 }, storageType: 'SSD' },
      ],
    ];
    for (const [name, read, where] of cases) {
      const expected = await rankedIds(where);
      const { ids, pages } = await everyPage(read, 7);
      expect({ name, ids }).toEqual({ name, ids: expected });
      expect({ name, total: pages[0].total }).toEqual({ name, total: expected.length });
      expect(expected.length).toBeGreaterThan(0);
      const byCursor = await everyPageByCursor(read, 7);
      expect({ name, ids: byCursor.ids }).toEqual({ name, ids: expected });
    }
  });

  it('answers NOT_FOUND for a range that does not exist', async () => {
    await expect(service().byPriceRange(999_999, { page: 1, pageSize: 10 })).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it('answers the laptops a page embeds in the order named, leaving out any not on sale', async () => {
    const em = orm.em.fork();
    const [first, second] = await em.find(
      Laptop,
      { isActive: true },
      { orderBy: { id: 'asc' }, limit: 2 },
    );
    const retired = await em.findOneOrFail(Laptop, { status: 'retired' });
    const found = await service().bySlugs([
      second.slug,
      'no-such-laptop',
      retired.slug,
      first.slug,
    ]);
    expect(found.map((laptop) => laptop.slug)).toEqual([second.slug, first.slug]);
    expect(found[0]).toMatchObject({ id: second.id, asin: second.asin, isActive: true });
  });

  it('reads each list from its rank index: no sort, no scan of the table', async () => {
    // The page queries as the repository sends them, for every list with an index of its own.
    const lists: [keyof typeof RANK_INDEXES, FilterQuery<Laptop>][] = [
      ['laptops_rank_index', {}],
      ['laptops_price_range_rank_index', { priceRange: 3 }],
      ['laptops_featured_rank_index', { isFeatured: true }],
      ['laptops_gaming_rank_index', whereForGaming()],
      [
        'laptops_processor_rank_index',
        whereForFilter({ filterType: 'processor', filterValue: 'amd' }),
      ],
      ['laptops_ram_rank_index', whereForFilter({ filterType: 'ram', filterValue: '8gb' })],
      ['laptops_storage_rank_index', whereForFilter({ filterType: 'storage', filterValue: 'ssd' })],
      [
        'laptops_graphics_rank_index',
        whereForFilter({ filterType: 'graphics', filterValue: 'dedicated' }),
      ],
    ];
    // By number (an OFFSET) and after a cursor's key (a row comparison the index starts from).
    const key = decodeRankCursor(encodeRankCursor({ page: 2, after: [false, -900, -50, 1, 1] }));
    const sqlOf = (where: FilterQuery<Laptop>, after?: typeof key.after) => {
      const query = rankedPageQuery(where, after);
      const builder = orm.em
        .fork()
        .createQueryBuilder(Laptop)
        .select('*')
        .where(query.where as QBFilterQuery<Laptop>)
        .orderBy(query.orderBy)
        .limit(PAGE_SIZE_DEFAULT);
      if (query.after) builder.andWhere(query.after.sql, query.after.params);
      else builder.offset(PAGE_SIZE_DEFAULT);
      return builder.getFormattedQuery();
    };
    // One session of its own: the settings below must hold for the statements after them.
    const client = new pg.Client({ connectionString: infra.databaseUrl });
    await client.connect();
    try {
      // The demo catalogue is small enough for a sort in memory; tell the planner a sort or a
      // sequential scan is unaffordable, as it is at 100,000 laptops, to see what it reads. With
      // sorting off, a list led by an equality column can only come from that column's index,
      // whatever the statistics say (rankedPageQuery).
      await client.query('set enable_sort = off');
      await client.query('set enable_seqscan = off');
      for (const [index, where] of lists) {
        for (const after of [undefined, key.after]) {
          const plan = await client.query<{ 'QUERY PLAN': string }>(
            `explain ${sqlOf(where, after)}`,
          );
          const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
          expect({
            index,
            after: Boolean(after),
            uses: text.includes(index),
            sorts: /\bSort\b/.test(text),
            // The cursor's row comparison starts the index scan: not a filter of every row.
            startsAtCursor: /Index Cond: .*ROW\(/.test(text),
          }).toEqual({
            index,
            after: Boolean(after),
            uses: true,
            sorts: false,
            startsAtCursor: Boolean(after),
          });
        }
      }
    } finally {
      await client.end();
    }
  });
});

describe('read statements', () => {
  it('compiles a query once per key; every call still reads the rows as they are now', async () => {
    const reads = new ReadStatements();
    const [laptop] = await orm.em
      .fork()
      .find(Laptop, { isActive: true }, { orderBy: { id: 'asc' }, limit: 1 });
    const build = jest.fn(() =>
      orm.em.fork().createQueryBuilder(Laptop).select(['id', 'title']).where({ id: laptop.id }),
    );
    const read = () => reads.rows(orm.em.fork(), Laptop, `title-of-${laptop.id}`, build);
    const retitle = (title: string) =>
      orm.em
        .getConnection()
        .execute('update "catalogue"."laptops" set "title" = ? where "id" = ?', [title, laptop.id]);
    try {
      expect(await read()).toEqual([{ id: laptop.id, title: laptop.title }]);
      await retitle('Renamed since the first read');
      expect(await read()).toEqual([{ id: laptop.id, title: 'Renamed since the first read' }]);
      expect(build).toHaveBeenCalledTimes(1);
    } finally {
      await retitle(laptop.title);
    }
  });
});

describe('prepared reads', () => {
  const pageRow = (em: EntityManager, id: number) => () =>
    em
      .createQueryBuilder(Laptop)
      .select(['id', 'slug', 'title', 'currentPrice', 'isActive', 'specifications', 'lastUpdated'])
      .where({ id, isActive: true })
      .limit(1);

  it('are prepared once per connection, and read what the statement reads, as the rows are now', async () => {
    // One connection, so every call below meets the statement it prepared.
    const single = await MikroORM.init({
      ...catalogueOrmConfig(infra.databaseUrl),
      pool: { min: 0, max: 1 },
    });
    const reads = new ReadStatements();
    const [laptop] = await orm.em
      .fork()
      .find(Laptop, { isActive: true }, { orderBy: { id: 'asc' }, limit: 1 });
    const key = `lookup-of-${laptop.id}`;
    const retitle = (title: string) =>
      orm.em
        .getConnection()
        .execute('update "catalogue"."laptops" set "title" = ? where "id" = ?', [title, laptop.id]);
    try {
      const em = single.em.fork();
      const read = (prepared?: Preparation) =>
        reads.rows<{ title: string }>(em, Laptop, key, pageRow(em, laptop.id), { prepared });
      const unprepared = await read();
      expect(unprepared).toHaveLength(1);
      expect(await read('lookup')).toEqual(unprepared);
      await retitle('Renamed since the first lookup');
      const [renamed] = await read('lookup');
      expect(renamed.title).toBe('Renamed since the first lookup');
      const prepared = await em
        .getConnection()
        .execute<{ statement: string }[]>(
          `select statement from pg_prepared_statements where name like 'catalogue_lookup_%'`,
        );
      expect(prepared).toEqual([
        {
          statement: expect.stringMatching(
            /"l0"\."id" = \$1 and "l0"\."is_active" = \$2 limit \$3$/,
          ),
        },
      ]);
    } finally {
      await retitle(laptop.title);
      await single.close();
    }
  });

  it("prepare a list's first page as MikroORM writes it, its values in the text; not a later page", async () => {
    const single = await MikroORM.init({
      ...catalogueOrmConfig(infra.databaseUrl),
      pool: { min: 0, max: 1 },
    });
    // A range with two full pages of two.
    const ranges = await orm.em
      .fork()
      .find(PriceRange, { isActive: true }, { orderBy: { id: 'asc' } });
    const sizes = await Promise.all(ranges.map((r) => rankedIds({ priceRange: r.id })));
    const range = ranges[sizes.findIndex((ids) => ids.length >= 4)];
    const where = { priceRange: range.id, isActive: true } satisfies FilterQuery<Laptop>;
    const at = (page: number) => ({ page, pageSize: 2, order: { sort: 'rank' as const } });
    try {
      const em = single.em.fork();
      const laptops = new LaptopsRepository(em, new ListTotals(0), new ReadStatements());
      const listed = async () =>
        (
          await em
            .getConnection()
            .execute<{ statement: string }[]>(
              `select statement from pg_prepared_statements where name like 'catalogue_list_%'`,
            )
        ).map(({ statement }) => statement);
      const first = await laptops.findActivePage(where, at(1));
      const second = await laptops.findActivePage(where, at(2));
      // Read twice: the second run meets the statement its connection prepared.
      const again = await laptops.findActivePage(where, at(1));
      const ranked = sizes[ranges.indexOf(range)];
      expect(first.rows.map((row) => row.id)).toEqual(ranked.slice(0, 2));
      expect(again.rows).toEqual(first.rows);
      expect(second.rows.map((row) => row.id)).toEqual(ranked.slice(2, 4));
      const statements = await listed();
      expect(statements).toHaveLength(1);
      expect(statements[0]).toContain(`"l0"."price_range_id" >= ${range.id} and`);
      expect(statements[0]).not.toMatch(/\$\d/);
      expect(statements[0]).toMatch(/limit 2$/);
    } finally {
      await single.close();
    }
  });

  it("read a transaction's own writes in it", async () => {
    const [first] = await orm.em
      .fork()
      .find(Laptop, { isActive: true }, { orderBy: { id: 'asc' }, limit: 1 });
    const titleOf = (em: EntityManager) =>
      preparedRows<{ title: string }>(
        em,
        'select "title" from "catalogue"."laptops" where "id" = ?',
        [first.id],
      );
    const tx = orm.em.fork();
    await tx.begin();
    try {
      await tx.execute('update "catalogue"."laptops" set "title" = ? where "id" = ?', [
        'In this transaction',
        first.id,
      ]);
      expect(await titleOf(tx)).toEqual([{ title: 'In this transaction' }]);
      expect(await titleOf(orm.em.fork())).toEqual([{ title: first.title }]);
    } finally {
      await tx.rollback();
    }
  });

  it('fail as the database being unavailable (a 503) when PostgreSQL does not answer', async () => {
    // Nothing listens on port 1: the connection is refused at once.
    const down = await MikroORM.init(catalogueOrmConfig('postgres://catalogue@127.0.0.1:1/none'));
    try {
      const error = await preparedRows(down.em.fork(), 'select 1 where 1 = ?', [1]).catch(
        (caught: unknown) => caught,
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await down.close();
    }
  });

  it('give up connections to a host that stops answering, and free the pool for later calls', async () => {
    // A partition, not a stopped server: the host accepts and never answers, so only the connect
    // timeout ends each attempt. Twelve calls on a pool of ten: two wait for a slot that never
    // frees, and give up too.
    const open = new Set<Socket>();
    const accepted: Socket[] = [];
    const silent = createServer((socket) => {
      accepted.push(socket);
      open.add(socket);
      socket.resume(); // read what pg sends (and so see its end), never answer
      socket.on('close', () => open.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const partitioned = await MikroORM.init(
      catalogueOrmConfig(`postgres://catalogue@127.0.0.1:${port}/none`, {
        DATABASE_CONNECT_TIMEOUT_MS: 300,
      }),
    );
    try {
      const errors = await Promise.all(
        Array.from({ length: 12 }, () =>
          preparedRows(partitioned.em.fork(), 'select 1 where 1 = ?', [1]).then(
            () => undefined,
            (caught: unknown) => caught,
          ),
        ),
      );
      expect(errors.map(isDatabaseUnavailable)).toEqual(Array(12).fill(true));
      expect(accepted.length).toBeGreaterThanOrEqual(10);
      // Every attempt closed its socket: no pool slot is left waiting on the silent host.
      await eventually(() => expect(open.size).toBe(0));
    } finally {
      await partitioned.close();
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('bind a value pg would bind otherwise (a list) as MikroORM writes it', async () => {
    const [first, second] = await orm.em
      .fork()
      .find(Laptop, { isActive: true }, { orderBy: { id: 'asc' }, limit: 2 });
    const both = await preparedRows<{ id: number }>(
      orm.em.fork(),
      'select "id" from "catalogue"."laptops" where "id" in (?) order by "id"',
      [[first.id, second.id]],
    );
    expect(both).toEqual([{ id: first.id }, { id: second.id }]);
  });
});

describe('paging input', () => {
  it('defaults to the first page of 100 in rank order and names a bad page, pageSize or sort', () => {
    expect(P.laptopsList.request.parse({})).toEqual({
      includeInactive: false,
      page: 1,
      pageSize: PAGE_SIZE_DEFAULT,
      sort: 'rank',
      goodDeals: false,
    });
    const bad: [Record<string, unknown>, string][] = [
      [{ page: 0 }, 'page'],
      [{ page: 'two' }, 'page'],
      [{ page: 1.5 }, 'page'],
      [{ pageSize: 0 }, 'pageSize'],
      [{ pageSize: PAGE_SIZE_MAX + 1 }, 'pageSize'],
      [{ after: 'not/a cursor' }, 'after'],
      [{ after: '' }, 'after'],
      [{ sort: 'cheapest' }, 'sort'],
      [{ goodDeals: 'yes' }, 'goodDeals'],
    ];
    for (const [input, field] of bad) {
      const result = P.laptopsFeatured.request.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].path).toEqual([field]);
      expect(result.error?.issues[0].message).toMatch(new RegExp(`^${field} must`));
    }
  });
});
