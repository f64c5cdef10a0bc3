import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { searchRequestSchema, type SearchFilters, type SearchResult } from '@bli/contracts';
import { compareByRank, MAX_SEARCH_TERMS } from '@bli/domain';
import { startTestInfra, type TestInfra } from '@bli/testing';
import { CompareRepository } from '../src/compare/compare.repository';
import { CompareService } from '../src/compare/compare.service';
import { catalogueOrmConfig } from '../src/database/mikro-orm.config';
import { ReadStatements } from '../src/database/read-statements';
import { Laptop } from '../src/entities';
import { SearchRepository, searchStatement } from '../src/search/search.repository';
import { SearchService } from '../src/search/search.service';
import { seedDemoCatalogue } from '../src/seed/demo-catalogue.seed';
import { queryPlan } from './support/query-plan';

/** One for the whole file, as the catalogue has one: the pages below reuse compiled statements. */
const statements = new ReadStatements();

let infra: TestInfra;
let orm: MikroORM;

/**
 * Statements of the costliest search: words, substrings and close words (3 of them in a
 * transaction: begin, threshold, query, commit), the words' check (in one), the search again,
 * the page's laptops, and the two nearby-budget questions (each in one).
 */
const MAX_SEARCH_STATEMENTS = 1 + 1 + 4 + 4 + 1 + 1 + 4 + 4;

const searchRepository = (em: EntityManager) => new SearchRepository(em, statements);
const service = () => new SearchService(searchRepository(orm.em.fork()));
const search = (query: Record<string, unknown>): Promise<SearchResult> =>
  service().search(searchRequestSchema.parse({ pageSize: 48, ...query }));
const count = (where: object) => orm.em.fork().count(Laptop, { isActive: true, ...where });

beforeAll(async () => {
  infra = await startTestInfra();
  orm = await MikroORM.init(catalogueOrmConfig(infra.databaseUrl));
  await orm.migrator.up();
  await seedDemoCatalogue(orm.em.fork(), { associateTag: 'test-21', now: new Date() });
});

afterAll(async () => {
  await orm?.close();
  await infra?.stop();
});

describe('search', () => {
  it('finds the gaming laptops under ₹80,000 for "gaming laptop under 80k", best ranked first', async () => {
    const result = await search({ q: 'gaming laptop under 80k' });
    expect(result.filters).toMatchObject({ gaming: true, maxPrice: 80_000, terms: [] });
    expect(result.total).toBe(
      await count({ isGamingLaptop: true, currentPrice: { $lte: 80_000 } }),
    );
    expect(result.total).toBeGreaterThan(3);
    for (const laptop of result.results) {
      expect(laptop.isGamingLaptop).toBe(true);
      expect(laptop.currentPrice).toBeLessThanOrEqual(80_000);
    }
    expect([...result.results].sort(compareByRank)).toEqual(result.results);
  });

  it('ranks a laptop rated 0 among the unrated, as the lists do', async () => {
    const em = orm.em.fork();
    const [laptop] = await em.find(
      Laptop,
      { isActive: true, isGamingLaptop: true, currentPrice: { $lte: 80_000 } },
      { limit: 1, orderBy: { id: 'asc' } },
    );
    const before = { rating: laptop.rating, reviewCount: laptop.reviewCount };
    // The most reviews of all: ranked first if a rating of 0 counted as rated.
    await em.nativeUpdate(Laptop, { id: laptop.id }, { rating: '0', reviewCount: 1_000_000 });
    try {
      const result = await search({ q: 'gaming laptop under 80k' });
      expect(result.results.map((found) => found.slug)).toContain(laptop.slug);
      expect(result.results[0].slug).not.toBe(laptop.slug);
      expect([...result.results].sort(compareByRank)).toEqual(result.results);
    } finally {
      await em.nativeUpdate(Laptop, { id: laptop.id }, before);
    }
  });

  it('counts facets among the results', async () => {
    const result = await search({ q: 'under 1 lakh' });
    const brandTotal = result.facets.brand.reduce((sum, facet) => sum + facet.count, 0);
    expect(brandTotal).toBe(result.total);
    const hp = result.facets.brand.find((facet) => facet.value === 'HP')!;
    expect(hp.count).toBe(await count({ brand: 'HP', currentPrice: { $lte: 100_000 } }));
    const dedicated = result.facets.graphics.find((facet) => facet.value === 'dedicated')!;
    expect(dedicated.count).toBe(
      await count({ hasDedicatedGraphics: true, currentPrice: { $lte: 100_000 } }),
    );
    const sixteen = result.facets.ram.find((facet) => facet.value === '16')!;
    expect(sixteen.count).toBe(
      await count({ ramSize: { $gte: 16 }, currentPrice: { $lte: 100_000 } }),
    );
    expect(result.facets.price.map((facet) => facet.value)).not.toContain('100001-150000');
  });

  it('narrows by a chosen facet, which wins over the words', async () => {
    const result = await search({ q: 'hp laptop', brand: 'Dell', ram: '16' });
    expect(result.filters.brands).toEqual(['Dell']);
    expect(result.total).toBe(await count({ brand: 'Dell', ramSize: { $gte: 16 } }));
    expect(result.results.every((l) => l.brand === 'Dell' && (l.ramSize ?? 0) >= 16)).toBe(true);
  });

  it('finds model codes by trigram and GPU models by full text', async () => {
    const code = await search({ q: 'CX1500CKA' });
    expect(code.results.map((l) => l.asin)).toContain('B0N5A31TUU');

    const gpu = await search({ q: 'RTX 4050' });
    expect(gpu.total).toBeGreaterThan(0);
    expect(gpu.results[0].graphicsModel).toMatch(/4050/);
    expect(gpu.results.every((l) => l.hasDedicatedGraphics)).toBe(true);

    const cpu = await search({ q: 'i5-13420H' });
    expect(cpu.total).toBe(await count({ processorModel: 'Core i5-13420H' }));
  });

  it('falls back to close words when the words as written match nothing', async () => {
    const exact = await search({ q: 'ideapad' });
    const typo = await search({ q: 'idepad' });
    expect(exact.total).toBeGreaterThan(0);
    expect(typo.results.map((l) => l.slug)).toEqual(
      expect.arrayContaining(exact.results.map((l) => l.slug)),
    );
  });

  it('reads brand typos and says so', async () => {
    const result = await search({ q: 'lenova' });
    expect(result.corrections).toEqual([{ from: 'lenova', to: 'Lenovo' }]);
    expect(result.total).toBe(await count({ brand: 'Lenovo' }));
  });

  it('drops words nothing matches rather than showing an empty page', async () => {
    const result = await search({ q: 'laptop for college under 50k' });
    expect(result.ignoredTerms).toEqual(['college']);
    expect(result.total).toBe(await count({ currentPrice: { $lte: 50_000 } }));
  });

  it('finds nothing for a model code nothing has, rather than everything', async () => {
    const result = await search({ q: '82XM00' });
    expect(result.total).toBe(0);
    expect(result.ignoredTerms).toEqual([]);
  });

  it('suggests nearby budgets when a budget finds nothing', async () => {
    const result = await search({ q: 'gaming laptop under 20k' });
    expect(result.total).toBe(0);
    expect(result.nearbyBudgets.length).toBeGreaterThan(0);
    for (const budget of result.nearbyBudgets) {
      expect(budget.q).toBe(`gaming laptop under ${budget.maxPrice / 1000}k`);
      expect(budget.count).toBe(
        await count({ isGamingLaptop: true, currentPrice: { $lte: budget.maxPrice } }),
      );
    }
  });

  it('sorts and pages', async () => {
    const first = await search({ q: 'ssd', sort: 'price-asc', pageSize: 5 });
    const second = await search({ q: 'ssd', sort: 'price-asc', pageSize: 5, page: 2 });
    const prices = [...first.results, ...second.results].map((l) => l.currentPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(first.results).toHaveLength(5);
    expect(new Set([...first.results, ...second.results].map((l) => l.id)).size).toBe(10);
  });

  it('completes laptop names and whole searches while typing', async () => {
    const suggestions = await service().suggest('leno');
    expect(suggestions.some((s) => s.kind === 'laptop' && /lenovo/i.test(s.label))).toBe(true);
    expect(suggestions).toContainEqual(
      expect.objectContaining({ kind: 'query', label: 'Lenovo laptops' }),
    );
    const budget = await service().suggest('gaming 60');
    expect(budget).toContainEqual(expect.objectContaining({ label: 'under 60k' }));
  });
});

describe('what one search may cost', () => {
  /** A search, and the statements it sent PostgreSQL (prepared ones too: pg's every query). */
  async function countStatements(query: Record<string, unknown>) {
    const sent = jest.spyOn(pg.Client.prototype, 'query');
    try {
      const result = await service().search(searchRequestSchema.parse({ pageSize: 48, ...query }));
      return { result, sent: sent.mock.calls.length };
    } finally {
      sent.mockRestore();
    }
  }

  it('prepares a search once per connection, one statement for its shape, its budget bound', async () => {
    // One connection, so the second search meets the statement the first prepared.
    const single = await MikroORM.init({
      ...catalogueOrmConfig(infra.databaseUrl),
      pool: { min: 0, max: 1 },
    });
    try {
      const em = single.em.fork();
      const run = (q: string) =>
        new SearchService(searchRepository(em)).search(
          searchRequestSchema.parse({ pageSize: 48, q }),
        );
      const under80 = await run('gaming laptop under 80k');
      const under60 = await run('gaming laptop under 60k');
      expect(under80.total).toBe(
        await count({ isGamingLaptop: true, currentPrice: { $lte: 80_000 } }),
      );
      expect(under60.total).toBe(
        await count({ isGamingLaptop: true, currentPrice: { $lte: 60_000 } }),
      );
      expect(under60.total).toBeLessThan(under80.total);
      const prepared = await em
        .getConnection()
        .execute<{ statement: string }[]>(
          `select statement from pg_prepared_statements where name like 'catalogue_search_%'`,
        );
      expect(prepared).toEqual([
        { statement: expect.stringMatching(/"current_price" <= \$1[\s\S]*limit \$2 offset \$3/) },
      ]);
      // The pages' laptops: an `in` list of a power of two, the last id repeated, none twice.
      const lookups = await em
        .getConnection()
        .execute<{ statement: string }[]>(
          `select statement from pg_prepared_statements where name like 'catalogue_lookup_%'`,
        );
      const lengths = lookups.map(({ statement }) => statement.match(/\$\d+/g)?.length ?? 0);
      expect(lengths).toContain(2 ** Math.ceil(Math.log2(Math.min(under80.total, 48))));
      for (const length of lengths) expect(Math.log2(length) % 1).toBe(0);
      for (const { results, total } of [under80, under60]) {
        const ids = results.map((laptop) => laptop.id);
        expect(ids).toHaveLength(Math.min(total, 48));
        expect(new Set(ids).size).toBe(ids.length);
      }
    } finally {
      await single.close();
    }
  });

  it('runs a bounded number of statements, however many words the query has', async () => {
    // 200 characters: gaming, a budget nothing is under, and words nothing has, so every
    // fallback runs (substring, close words, dropping words, nearby budgets); 47 words uncapped.
    const words = Array.from({ length: 60 }, (_, i) => `zq${i}`).join(' ');
    const q = `gaming under 20k ${words}`.slice(0, 200);
    const { result, sent } = await countStatements({ q });
    expect(result.ignoredTerms).toEqual(words.split(' ').slice(0, MAX_SEARCH_TERMS));
    expect(result.total).toBe(0);
    expect(sent).toBeGreaterThan(MAX_SEARCH_STATEMENTS / 2);
    expect(sent).toBeLessThanOrEqual(MAX_SEARCH_STATEMENTS);
  });

  it('reads a search without words from the covering index: a gaming one its gaming entries, a budget its range', async () => {
    const plan = (filters: SearchFilters) =>
      queryPlan(infra.databaseUrl, searchStatement(filters, 'relevance', 24, 0, 'words'));
    const gaming = await plan({ terms: [], brands: [], gaming: true, maxPrice: 80_000 });
    expect(gaming).toMatch(/Index Only Scan using laptops_search_facets_index/);
    expect(gaming).toMatch(/Index Cond: .*is_gaming_laptop = true.*current_price <= 80000/);
    const budget = await plan({ terms: [], brands: [], maxPrice: 80_000 });
    expect(budget).toMatch(/Index Only Scan using laptops_search_facets_index/);
    // Both values of the key before the price, so the budget is a range on any PostgreSQL.
    expect(budget).toMatch(
      /Index Cond: .*is_gaming_laptop = ANY \('\{f,t\}'::boolean\[\]\).*current_price <= 80000/,
    );
  });

  it('runs every statement under the statement timeout', async () => {
    const quick = await MikroORM.init(
      catalogueOrmConfig(infra.databaseUrl, {
        DATABASE_STATEMENT_TIMEOUT_MS: 200,
      }),
    );
    try {
      const connection = quick.em.fork().getConnection();
      const [setting] = await connection.execute(
        `select current_setting('statement_timeout') as t`,
      );
      expect(setting.t).toBe('200ms');
      await expect(connection.execute('select pg_sleep(1)')).rejects.toThrow(/statement timeout/);
    } finally {
      await quick.close();
    }
    const [defaults] = await orm.em
      .fork()
      .getConnection()
      .execute(`select current_setting('statement_timeout') as t`);
    expect(defaults.t).toBe('5s');
  });
});

describe('compare', () => {
  it('keeps known slugs in URL order, drops unknown and repeated ones, and stops at four', async () => {
    const slugs = (await orm.em.fork().find(Laptop, {}, { orderBy: { id: 'asc' }, limit: 5 })).map(
      (l) => l.slug,
    );
    const param = [slugs[1], 'no-such-laptop', slugs[0], slugs[1], ...slugs.slice(2)].join(',');
    const result = await new CompareService(new CompareRepository(orm.em.fork())).compare(param);
    expect(result.laptops.map((l) => l.slug)).toEqual([slugs[1], slugs[0], slugs[2], slugs[3]]);
    expect(result.unknown).toEqual(['no-such-laptop']);
    expect(result.duplicates).toEqual([slugs[1]]);
    expect(result.overLimit).toEqual([slugs[4]]);
  });
});
