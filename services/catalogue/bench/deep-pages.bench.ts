// `npx nx run catalogue:bench-pages`: a deep page of the public lists at 100,000 laptops, asked
// by its number (`?page=`: an OFFSET walk of the rank index) and by the cursor of the page before
// (`?after=`: a range of the index from that row on), inside the catalogue (SQL and mapping; not
// the HTTP and NATS hops). Checks both answer the same laptops and that the cursor's plan reads
// about a page of index entries, prints p50 per list and each cursor plan's rows, and fails when
// a cursor page is not a range scan or reads more than a few pages' worth.
// Everything runs on this machine: the PostgreSQL of the test tooling, a scratch database.
import type { CursorPageRequest, LaptopPage } from '@bli/contracts';
import { generateLaptops, startTestInfra, type TestInfra } from '@bli/testing';
import type { FilterQuery } from '@mikro-orm/core';
import { MikroORM, type QBFilterQuery } from '@mikro-orm/postgresql';
import { catalogueOrmConfig } from '../src/database/mikro-orm.config';
import { ReadStatements } from '../src/database/read-statements';
import { SystemDealClock } from '../src/deals/deal-clock';
import { DealsRepository } from '../src/deals/deals.repository';
import { DealsService } from '../src/deals/deals.service';
import { Laptop } from '../src/entities';
import { whereForFilter } from '../src/laptops/laptop-filters';
import { LaptopsRepository } from '../src/laptops/laptops.repository';
import { LaptopsService } from '../src/laptops/laptops.service';
import { ListTotals } from '../src/laptops/list-totals';
import { decodeRankCursor } from '../src/laptops/rank-cursor';
import { rankedPageQuery } from '../src/laptops/ranked-page.query';
import { PriceRangesRepository } from '../src/price-ranges/price-ranges.repository';
import { seedDemoCatalogue } from '../src/seed/demo-catalogue.seed';

const LAPTOPS = Number(process.env.LAPTOPS ?? 100_000);
const PAGE_SIZE = 100;
const RUNS = 15;
const WARM_UP = 3;
/** What a cursor page may read of its index: a page, and the rows a filter skips around it. */
const MAX_ROWS_READ = 10 * PAGE_SIZE;

interface List {
  name: string;
  where: FilterQuery<Laptop>;
  read: (service: LaptopsService, page: CursorPageRequest) => Promise<LaptopPage>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

/** p50 of a read on a fresh identity map each time, with its last answer. */
async function time(read: () => Promise<LaptopPage>): Promise<{ ms: number; page: LaptopPage }> {
  const times: number[] = [];
  let page: LaptopPage | undefined;
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    const started = performance.now();
    page = await read();
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  return { ms: median(times), page: page! };
}

/** The index scan of the cursor's page query: its index condition and the entries it read. */
async function cursorPlan(
  orm: MikroORM,
  where: FilterQuery<Laptop>,
  cursor: string,
): Promise<{ rangeScan: boolean; rowsRead: number; buffers: string }> {
  const ranked = rankedPageQuery(where, decodeRankCursor(cursor).after);
  const query = orm.em
    .fork()
    .createQueryBuilder(Laptop)
    .select('*')
    .where(ranked.where as QBFilterQuery<Laptop>)
    .orderBy(ranked.orderBy)
    .limit(PAGE_SIZE)
    .andWhere(ranked.after!.sql, ranked.after!.params);
  const plan = (
    await orm.em
      .getConnection()
      .execute<{ 'QUERY PLAN': string }[]>(
        `explain (analyze, buffers) ${query.getFormattedQuery()}`,
      )
  ).map((row) => row['QUERY PLAN']);
  const text = plan.join('\n');
  const scan = /Index Scan using \w+ .*actual time=[\d.]+\.\.[\d.]+ rows=(\d+)/.exec(text);
  const removed = /Rows Removed by Filter: (\d+)/.exec(text);
  return {
    rangeScan: /Index Cond: .*ROW\(/.test(text) && !/\bSort\b/.test(text),
    rowsRead: Number(scan?.[1] ?? Infinity) + Number(removed?.[1] ?? 0),
    buffers: /Buffers: (.*)/.exec(text)?.[1] ?? '?',
  };
}

async function main(): Promise<boolean> {
  let infra: TestInfra | undefined;
  let orm: MikroORM | undefined;
  try {
    infra = await startTestInfra();
    orm = await MikroORM.init(catalogueOrmConfig(infra.databaseUrl));
    await orm.migrator.up();
    await seedDemoCatalogue(orm.em.fork(), { associateTag: 'bench-21' });
    const started = performance.now();
    await generateLaptops(infra.databaseUrl, LAPTOPS);
    await orm.em.getConnection().execute('analyze "catalogue"."laptops"');
    console.log(`${LAPTOPS} laptops in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

    // Totals are kept (as in production, for LIST_TOTAL_CACHE_MS): the page query is measured.
    const totals = new ListTotals(3_600_000);
    const statements = new ReadStatements();
    const em = orm.em;
    const service = () =>
      new LaptopsService(
        new LaptopsRepository(em.fork(), totals, statements),
        new PriceRangesRepository(em.fork()),
        new DealsService(new DealsRepository(em.fork(), statements), new SystemDealClock()),
      );
    const [range] = await em
      .fork()
      .getConnection()
      .execute<{ id: number }[]>(
        'select "price_range_id" as id from "catalogue"."laptops" where "is_active" group by 1 order by count(*) desc limit 1',
      );
    const lists: List[] = [
      { name: '/api/laptops', where: {}, read: (s, p) => s.list(false, p) },
      {
        name: `/api/laptops/price-range/${range.id}`,
        where: { priceRange: range.id },
        read: (s, p) => s.byPriceRange(range.id, p),
      },
      {
        name: '/api/laptops/processor/amd',
        where: whereForFilter({ filterType: 'processor', filterValue: 'amd' }),
        read: (s, p) => s.filtered({ filterType: 'processor', filterValue: 'amd' }, p),
      },
      {
        name: '/api/laptops/ram/16gb',
        where: whereForFilter({ filterType: 'ram', filterValue: '16gb' }),
        read: (s, p) => s.filtered({ filterType: 'ram', filterValue: '16gb' }, p),
      },
    ];

    let ok = true;
    for (const list of lists) {
      const first = await time(() => list.read(service(), { page: 1, pageSize: PAGE_SIZE }));
      const deep = Math.max(2, Math.floor(first.page.total / PAGE_SIZE / 2));
      const before = await list.read(service(), { page: deep - 1, pageSize: PAGE_SIZE });
      const cursor = before.nextCursor!;
      const byNumber = await time(() => list.read(service(), { page: deep, pageSize: PAGE_SIZE }));
      const byCursor = await time(() =>
        list.read(service(), { page: 1, pageSize: PAGE_SIZE, after: cursor }),
      );
      const ids = (page: LaptopPage) => page.items.map((laptop) => laptop.id).join();
      const same = ids(byNumber.page) === ids(byCursor.page) && byCursor.page.page === deep;
      const plan = await cursorPlan(orm, list.where, cursor);
      const listOk = same && plan.rangeScan && plan.rowsRead <= MAX_ROWS_READ;
      ok &&= listOk;
      console.log(
        `${list.name} (${first.page.total} laptops), page ${deep} of ${PAGE_SIZE} laptops ` +
          `(offset ${(deep - 1) * PAGE_SIZE}): first page ${first.ms.toFixed(1)} ms, ` +
          `by number ${byNumber.ms.toFixed(1)} ms, by cursor ${byCursor.ms.toFixed(1)} ms; ` +
          `cursor plan: ${plan.rangeScan ? 'index range' : 'NOT A RANGE'}, ` +
          `${plan.rowsRead} rows read (buffers ${plan.buffers}); ` +
          `${same ? 'same laptops' : 'DIFFERENT LAPTOPS'}${listOk ? '' : ' — FAILED'}`,
      );
    }
    return ok;
  } finally {
    await orm?.close();
    await infra?.stop();
  }
}

// An explicit exit status: a cursor page that is not a short range scan fails the command.
main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
