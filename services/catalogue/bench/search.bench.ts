// `npm run bench:search`: how long a search takes in the catalogue (SQL, facets and mapping),
// first on the demo catalogue and then on 100,000 laptops generated from it. Prints p50 and p95
// per query and fails when the overall p50 misses its budget (20 ms demo, 50 ms at 100,000).
// Everything runs on this machine: the PostgreSQL of the test tooling, a scratch database.
import { searchRequestSchema } from '@bli/contracts';
import { generateLaptops, startTestInfra, type TestInfra } from '@bli/testing';
import { MikroORM } from '@mikro-orm/postgresql';
import { catalogueOrmConfig } from '../src/database/mikro-orm.config';
import { ReadStatements } from '../src/database/read-statements';
import { SearchRepository } from '../src/search/search.repository';
import { SearchService } from '../src/search/search.service';
import { seedDemoCatalogue } from '../src/seed/demo-catalogue.seed';

const LARGE_CATALOGUE = 100_000;
const RUNS = 25;
const WARM_UP = 3;

/** What shoppers type: budgets, specs, model codes, typos, filters. */
const QUERIES: Record<string, unknown>[] = [
  { q: 'gaming laptop under 80k' },
  { q: 'thin and light under 1 lakh' },
  { q: 'i5 16gb ssd between 40k and 60k' },
  { q: 'RTX 4050' },
  { q: 'i5-13420H' },
  { q: '82XM00' },
  { q: 'lenova ideapad' },
  { q: 'ryzen 7 under 70k', sort: 'price-asc' },
  { q: 'hp', brand: 'HP', ram: '16' },
  { q: 'macbook air' },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];

async function measure(orm: MikroORM, label: string, budgetMs: number): Promise<boolean> {
  const all: number[] = [];
  const statements = new ReadStatements();
  console.log(`\n${label}`);
  for (const query of QUERIES) {
    const request = searchRequestSchema.parse(query);
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      const service = new SearchService(new SearchRepository(orm.em.fork(), statements));
      const started = performance.now();
      total = (await service.search(request)).total;
      if (i >= WARM_UP) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(
      `  ${JSON.stringify(query).padEnd(48)} ${String(total).padStart(6)} results  ` +
        `p50 ${percentile(times, 0.5).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 0.95).toFixed(1).padStart(6)} ms`,
    );
  }
  all.sort((a, b) => a - b);
  const p50 = percentile(all, 0.5);
  const ok = p50 <= budgetMs;
  console.log(
    `  overall p50 ${p50.toFixed(1)} ms, p95 ${percentile(all, 0.95).toFixed(1)} ms ` +
      `(budget p50 ≤ ${budgetMs} ms): ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
  return ok;
}

async function main(): Promise<boolean> {
  let infra: TestInfra | undefined;
  let orm: MikroORM | undefined;
  try {
    infra = await startTestInfra();
    orm = await MikroORM.init(catalogueOrmConfig(infra.databaseUrl));
    await orm.migrator.up();
    const seeded = await seedDemoCatalogue(orm.em.fork(), { associateTag: 'bench-21' });
    await orm.em.getConnection().execute('analyze "catalogue"."laptops"');
    const demoOk = await measure(orm, `Demo catalogue (${seeded.laptops} laptops)`, 20);

    const started = performance.now();
    const total = await generateLaptops(infra.databaseUrl, LARGE_CATALOGUE);
    console.log(
      `\nGenerated ${total - seeded.laptops} laptops in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const largeOk = await measure(orm, `Large catalogue (${LARGE_CATALOGUE} laptops)`, 50);
    return demoOk && largeOk;
  } finally {
    await orm?.close();
    await infra?.stop();
  }
}

// An explicit exit status: a budget missed fails the command.
main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
