// Rate limits and the micro-cache as several gateway replicas share them (one PostgreSQL, one
// NATS): a limit holds across replicas, is counted by the route a request reaches, covers the
// operator login, and fails open when its store is away; a write drops only the cached reads
// built from what it changes, on every replica, and so does a price refresh the catalogue made.
import {
  CataloguePatterns,
  httpErrorSchema,
  laptopDetailSchema,
  laptopListSchema,
  priceRangeListSchema,
  type Laptop,
} from '@bli/contracts';
import { eventually } from '@bli/testing';
import pg from 'pg';
import { CACHE_VERSIONS_POLL_MS } from '../src/http/cache-versions';
import { loginAsAdmin } from './admin-session';
import { startGateway as startGatewayOf, type ExtraGateway } from './gateway-app';
import { call, type HttpResult } from './http';
import { rpcAs } from './nats-as';
import { startStack, type Stack } from './stack';

let stack: Stack;
let db: pg.Client;
let laptop: Laptop;
const gateways: ExtraGateway[] = [];

/** A replica of the gateway on the stack's NATS and database, closed after the file's tests. */
async function startGateway(env: Record<string, string>): Promise<ExtraGateway> {
  const gateway = await startGatewayOf(stack, env);
  gateways.push(gateway);
  return gateway;
}

const from = (ip: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': ip },
});

const statuses = (results: HttpResult[]) => results.map((result) => result.status);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  stack = await startStack({ catalogues: 1, content: true, affiliate: true });
  db = new pg.Client({ connectionString: stack.infra.databaseUrl });
  await db.connect();
  laptop = laptopListSchema.parse((await call(stack.baseUrl, '/api/laptops/featured')).body)[0];
}, 120_000);

afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.app.close()));
  await db?.end();
  await stack?.stop();
});

describe('rate limits', () => {
  it('counts a request by the route it reaches, however its URL spells the path', async () => {
    const gateway = await startGateway({ RATE_LIMIT_READS_PER_MINUTE: '5' });
    const results: HttpResult[] = [];
    for (let i = 0; i < 6; i++) {
      results.push(await call(gateway.baseUrl, '/%61pi/price-ranges', from('203.0.113.40')));
    }
    // Routed as /api/price-ranges (a real answer), and counted as one.
    expect(priceRangeListSchema.safeParse(results[0].body).success).toBe(true);
    expect(statuses(results)).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('limits POST /api/auth/login per client address, right password or wrong', async () => {
    const gateway = await startGateway({ RATE_LIMIT_LOGIN_PER_MINUTE: '3' });
    const login = (ip: string) =>
      call(
        gateway.baseUrl,
        '/api/auth/login',
        from(ip, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: gateway.baseUrl },
          body: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' }),
        }),
      );
    const results: HttpResult[] = [];
    for (let i = 0; i < 4; i++) results.push(await login('203.0.113.41'));
    expect(statuses(results.slice(0, 3)).every((status) => status !== 429)).toBe(true);
    expect(results[3].status).toBe(429);
    expect(httpErrorSchema.parse(results[3].body).code).toBe('RATE_LIMITED');
    expect(Number(results[3].headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await login('203.0.113.42')).status).not.toBe(429);
  });

  it('holds a client to one limit across two gateways', async () => {
    const env = { RATE_LIMIT_READS_PER_MINUTE: '5' };
    const [a, b] = [await startGateway(env), await startGateway(env)];
    const results: HttpResult[] = [];
    for (let i = 0; i < 8; i++) {
      const gateway = i % 2 === 0 ? a : b;
      results.push(await call(gateway.baseUrl, '/api/price-ranges', from('203.0.113.43')));
    }
    expect(statuses(results)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it('lets requests through while the counters cannot be reached, and counts again after', async () => {
    const gateway = await startGateway({ RATE_LIMIT_READS_PER_MINUTE: '2' });
    const read = () => call(gateway.baseUrl, '/api/price-ranges', from('203.0.113.44'));
    await db.query(`alter table gateway.rate_limit_counters rename to rate_limit_counters_away`);
    const results: HttpResult[] = [];
    try {
      for (let i = 0; i < 5; i++) results.push(await read());
    } finally {
      await db.query(`alter table gateway.rate_limit_counters_away rename to rate_limit_counters`);
    }
    expect(statuses(results)).toEqual([200, 200, 200, 200, 200]);
    const after: HttpResult[] = [];
    for (let i = 0; i < 4; i++) {
      after.push(await read());
      await pause(30);
    }
    expect(statuses(after)).toContain(429);
  });
});

describe('micro-cache', () => {
  const names = async (gateway: ExtraGateway) => {
    const result = await call(gateway.baseUrl, '/api/price-ranges');
    expect(result.status).toBe(200);
    return priceRangeListSchema.parse(result.body).map((range) => range.name);
  };

  it('keeps price ranges through a buy click', async () => {
    const gateway = await startGateway({ RESPONSE_CACHE_MS: '60000' });
    const before = await names(gateway);
    await db.query(
      `update catalogue.price_ranges set name = name || ' (click)'
        where id = (select min(id) from catalogue.price_ranges where is_active)`,
    );
    try {
      const click = await call(gateway.baseUrl, '/api/affiliate/url', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ asin: laptop.asin, source: 'laptop-details' }),
      });
      expect(click.status).toBe(200);
      await pause(CACHE_VERSIONS_POLL_MS * 3);
      // Retried: a gateway starved past its versions' 2 s trust serves nothing meanwhile (and
      // keeps nothing), then its copy again. Had the click dropped it, the renamed range would
      // be read and kept for the 60 s TTL.
      await eventually(async () => expect(await names(gateway)).toEqual(before), 10_000);
    } finally {
      await db.query(`update catalogue.price_ranges set name = replace(name, ' (click)', '')`);
    }
  });

  it('drops the copies of catalogue reads on every gateway when one of them edits a range', async () => {
    const env = { RESPONSE_CACHE_MS: '60000' };
    const [a, b] = [await startGateway(env), await startGateway(env)];
    const ranges = priceRangeListSchema.parse((await call(a.baseUrl, '/api/price-ranges')).body);
    const range = ranges[0];
    expect(await names(b)).toEqual(ranges.map((r) => r.name));
    const blogBefore = await call(b.baseUrl, '/api/blog');
    expect(blogBefore.status).toBe(200);
    await db.query(`update content.blog_posts set title = title || ' (later)'`);

    const admin = await loginAsAdmin({ baseUrl: a.baseUrl, infra: stack.infra });
    const renamed = `${range.name} (edited)`;
    try {
      const edit = await admin.send('PATCH', `/api/price-ranges/${range.id}`, { name: renamed });
      expect(edit.status).toBe(200);
      // The writer's own copy is gone at once; the other's at its next poll of the versions.
      expect((await names(a))[0]).toBe(renamed);
      // Without the shared versions it would keep its copy for the TTL (60 s).
      await eventually(async () => expect((await names(b))[0]).toBe(renamed), 10_000);
      // The blog is not built from price ranges: its copy stays.
      expect((await call(b.baseUrl, '/api/blog')).body).toEqual(blogBefore.body);
    } finally {
      await admin.send('PATCH', `/api/price-ranges/${range.id}`, { name: range.name });
      await db.query(`update content.blog_posts set title = replace(title, ' (later)', '')`);
    }
  });

  it('drops the copies of catalogue reads on every gateway when a price refresh moves a price', async () => {
    const env = { RESPONSE_CACHE_MS: '60000' };
    const [a, b] = [await startGateway(env), await startGateway(env)];
    const priceAt = async (gateway: ExtraGateway) => {
      const result = await call(gateway.baseUrl, `/api/laptops/slug/${laptop.slug}`);
      expect(result.status).toBe(200);
      return laptopDetailSchema.parse(result.body).currentPrice;
    };
    const before = await priceAt(a);
    expect(await priceAt(b)).toBe(before);
    // As sync applies a refresh: over NATS to the catalogue, never through a gateway.
    const sync = await rpcAs(stack.infra, 'sync', 5_000);
    const apply = (currentPrice: number) =>
      sync.send(CataloguePatterns.pricesApply, {
        observations: [
          {
            asin: laptop.asin,
            currentPrice,
            observedAt: new Date().toISOString(),
            source: 'creators-api',
          },
        ],
        offerless: [],
        missing: [],
      });
    try {
      await apply(before - 1_000);
      // Without the event heard, both would keep their copies for the TTL (60 s).
      for (const gateway of [a, b]) {
        await eventually(async () => expect(await priceAt(gateway)).toBe(before - 1_000), 10_000);
      }
    } finally {
      await apply(before);
      await sync.close();
    }
  });
});
