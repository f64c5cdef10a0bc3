// A public read must not change stored data (a crawler or a prefetch would write on every
// visit): every GET a shopper may call is called with real identifiers, and the services' data
// must be byte for byte what it was. The reads that do write are declared in PUBLIC_WRITES.
import { withClient } from '@bli/dev-infra';
import { API_ROUTES, laptopListSchema, priceRangeListSchema } from '@bli/contracts';
import { call } from './http';
import { PUBLIC_WRITES } from './public-writes';
import { startStack, type Stack } from './stack';

/** The services' own data; the gateway's schema holds sessions, throttles and caches. */
const DATA_SCHEMAS = ['catalogue', 'content', 'affiliate', 'alerts'];

let stack: Stack;
let samples: Record<string, string[]>;

/** Every row of every table of the services' schemas, hashed per table. */
function fingerprint(): Promise<Record<string, string>> {
  return withClient(stack.infra.databaseUrl, async (client) => {
    const tables = await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname = any($1) order by 1`,
      [DATA_SCHEMAS],
    );
    const prints: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const result = await client.query<{ print: string }>(
        `select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '')
           as print from ${name} t`,
      );
      prints[name] = result.rows[0].print;
    }
    return prints;
  });
}

const publicReads = API_ROUTES.filter((route) => route.method === 'GET' && !route.admin).map(
  (route) => ({
    label: `GET ${route.path.replace(/\{(\w+)\}/g, ':$1')}`,
    path: route.path,
  }),
);

/** The route with each combination of sample values for its parameters (an unknown one too). */
function concretePaths(path: string): string[] {
  let paths = [path];
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
    const values = [...(samples[name] ?? []), 'x'];
    paths = paths.flatMap((candidate) =>
      values.map((value) => candidate.replace(`{${name}}`, encodeURIComponent(value))),
    );
  }
  return paths;
}

beforeAll(async () => {
  stack = await startStack({
    catalogues: 1,
    content: true,
    seo: true,
    affiliate: true,
    alerts: true,
  });
  const laptop = laptopListSchema.parse(
    (await call(stack.baseUrl, '/api/laptops/featured')).body,
  )[0];
  const range = priceRangeListSchema.parse(
    (await call(stack.baseUrl, '/api/price-ranges')).body,
  )[0];
  const posts = (await call<{ slug: string }[]>(stack.baseUrl, '/api/blog')).body;
  samples = {
    asin: [laptop.asin],
    slug: [laptop.slug, range.slug, posts[0].slug],
    id: [String(range.id), String(laptop.id)],
    priceRangeId: [String(range.id)],
    seoSlug: [range.seoSlug ?? range.slug],
  };
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

it('the public reads change no stored data', async () => {
  const reads = publicReads.filter((route) => !PUBLIC_WRITES.includes(route.label));
  expect(reads.length).toBeGreaterThan(20);
  const before = await fingerprint();
  expect(Object.keys(before).length).toBeGreaterThan(5);
  const answered: string[] = [];
  for (const route of reads) {
    for (const path of concretePaths(route.path)) {
      const result = await call(stack.baseUrl, path, { redirect: 'manual' });
      expect({ path, status: result.status < 500 }).toEqual({ path, status: true });
      if (result.status < 400) answered.push(route.label);
    }
  }
  // Most reads found their thing with the samples: the check ran the real paths, not 404s.
  expect(new Set(answered).size).toBeGreaterThan(reads.length / 2);
  expect(await fingerprint()).toEqual(before);
});

it('the reads declared as writes do write, so the check above can see a write', async () => {
  const writes = publicReads.filter((route) => PUBLIC_WRITES.includes(route.label));
  expect(writes.map((route) => route.label)).toEqual(['GET /api/affiliate/go/:asin']);
  const before = await fingerprint();
  for (const route of writes) {
    const result = await call(stack.baseUrl, concretePaths(route.path)[0], { redirect: 'manual' });
    expect(result.status).toBe(302);
  }
  expect(await fingerprint()).not.toEqual(before);
});
