// The gateway's HTTP edge against the real stack: security headers (snapshotted), ETag and 304
// on public reads, no-store on everything personal, body-size limit and rate limits as JSON.
import {
  httpErrorSchema,
  laptopListSchema,
  priceRangeListSchema,
  type Laptop,
} from '@bli/contracts';
import pg from 'pg';
import { DOCS_POLICY } from '../src/http/security-headers';
import { startGateway } from './gateway-app';
import { call, postJson } from './http';
import { startStack, type Stack } from './stack';

let stack: Stack;
let laptop: Laptop;
const get = (path: string, init?: RequestInit) => call(stack.baseUrl, path, init);

/** Headers that do not change between runs (no dates, ids, lengths or hashes). */
const STABLE_HEADERS = [
  'cache-control',
  'content-security-policy',
  'content-type',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function stableHeaders(headers: Headers): Record<string, string | null> {
  return Object.fromEntries(STABLE_HEADERS.map((name) => [name, headers.get(name)]));
}

beforeAll(async () => {
  stack = await startStack({ catalogues: 1, affiliate: true });
  laptop = laptopListSchema.parse((await get('/api/laptops/featured')).body)[0];
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('security headers', () => {
  it('puts the same headers on a public read, an error and an admin answer', async () => {
    const read = await get('/api/laptops/featured');
    expect(read.status).toBe(200);
    expect(stableHeaders(read.headers)).toMatchSnapshot('public read');
    const missing = await get('/api/laptops/slug/no-such-laptop');
    expect(missing.status).toBe(404);
    expect(stableHeaders(missing.headers)).toMatchSnapshot('404');
    const admin = await get('/api/admin/laptops');
    expect(admin.status).toBeGreaterThanOrEqual(400);
    expect(stableHeaders(admin.headers)).toMatchSnapshot('admin without a session');
  });

  it('lets the Swagger UI load its own scripts and styles, and still never be framed', async () => {
    const page = await get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(DOCS_POLICY);
    const html = String(page.body);
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const asset = await get(new URL(script, `${stack.baseUrl}/api/docs/`).pathname);
      expect(asset.status).toBe(200);
    }
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect((await get('/api/docs-json')).headers.get('content-security-policy')).toMatch(
      /default-src 'none'/,
    );
  });

  it('sends HSTS in production only', async () => {
    expect(
      (await get('/api/laptops/featured')).headers.get('strict-transport-security'),
    ).toBeNull();
    const production = await startGateway(stack, { NODE_ENV: 'production' });
    try {
      const read = await call(production.baseUrl, '/api/laptops/featured');
      expect(read.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await production.app.close();
    }
  });
});

describe('caching', () => {
  it('gives public reads s-maxage, stale-while-revalidate and an ETag, and a 304 when it matches', async () => {
    for (const path of [
      '/api/laptops/featured',
      `/api/laptops/slug/${laptop.slug}`,
      `/api/laptops/price-range/${laptop.priceRangeId}`,
      '/api/price-ranges',
    ]) {
      const first = await get(path);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toMatch(
        /public.*s-maxage=\d+.*stale-while-revalidate=\d+/,
      );
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^W\/".+"$/);

      const again = await get(path, { headers: { 'if-none-match': etag ?? '' } });
      expect(again.status).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));

      const stale = await get(path, { headers: { 'if-none-match': 'W/"not-this-one"' } });
      expect(stale.status).toBe(200);
      expect(stale.body).toEqual(first.body);
    }
  });

  it('gives a different ETag to a different answer', async () => {
    const featured = await get('/api/laptops/featured');
    const one = await get(`/api/laptops/slug/${laptop.slug}`);
    expect(featured.headers.get('etag')).not.toBe(one.headers.get('etag'));
  });

  it('keeps errors, admin answers and the affiliate call no-store without an ETag', async () => {
    const answers = [
      await get('/api/laptops/slug/no-such-laptop'),
      await get('/api/admin/laptops'),
      await postJson(stack.baseUrl, '/api/affiliate/url', {
        asin: laptop.asin,
        source: 'laptop-details',
      }),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('etag')).toBeNull();
    }
    expect(answers[2].status).toBe(200);
  });
});

describe('micro-cache of public reads', () => {
  it('serves a read from memory until it expires or a no-cache request, through a buy click', async () => {
    const cached = await startGateway(stack, { RESPONSE_CACHE_MS: '60000' });
    const db = new pg.Client({ connectionString: stack.infra.databaseUrl });
    await db.connect();
    const names = async (init?: RequestInit) => {
      const result = await call(cached.baseUrl, '/api/price-ranges', init);
      expect(result.status).toBe(200);
      expect(result.headers.get('etag')).toMatch(/^W\//);
      return priceRangeListSchema.parse(result.body).map((range) => range.name);
    };
    try {
      const before = await names();
      await db.query(
        `update catalogue.price_ranges set name = name || ' (renamed)' where id = (select min(id) from catalogue.price_ranges where is_active)`,
      );
      expect(await names()).toEqual(before);
      const fresh = await names({ headers: { 'cache-control': 'no-cache' } });
      expect(fresh).not.toEqual(before);
      expect(fresh.some((name) => name.endsWith(' (renamed)'))).toBe(true);

      await db.query(`update catalogue.price_ranges set name = replace(name, ' (renamed)', '')`);
      expect(await names()).toEqual(fresh);
      // A buy click changes no price range: the copy stays (shared-edge.int-spec.ts: edits).
      const write = await postJson(cached.baseUrl, '/api/affiliate/url', {
        asin: laptop.asin,
        source: 'laptop-details',
      });
      expect(write.status).toBe(200);
      expect(await names()).toEqual(fresh);
    } finally {
      await db.end();
      await cached.app.close();
    }
  });

  it('goes to the service again once the copy has expired', async () => {
    const cached = await startGateway(stack, { RESPONSE_CACHE_MS: '300' });
    const db = new pg.Client({ connectionString: stack.infra.databaseUrl });
    await db.connect();
    const first = async () => {
      const result = await call(cached.baseUrl, '/api/price-ranges');
      return priceRangeListSchema.parse(result.body)[0].name;
    };
    try {
      const before = await first();
      await db.query(
        `update catalogue.price_ranges set name = name || ' (expired)' where id = (select min(id) from catalogue.price_ranges where is_active)`,
      );
      expect(await first()).toBe(before);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await first()).toBe(`${before} (expired)`);
    } finally {
      await db.query(`update catalogue.price_ranges set name = replace(name, ' (expired)', '')`);
      await db.end();
      await cached.app.close();
    }
  });

  it('never keeps personal or failed answers', async () => {
    const cached = await startGateway(stack, { RESPONSE_CACHE_MS: '60000' });
    try {
      for (let i = 0; i < 2; i++) {
        const admin = await call(cached.baseUrl, '/api/admin/laptops');
        expect(admin.status).toBeGreaterThanOrEqual(400);
        expect(admin.headers.get('cache-control')).toBe('no-store');
        expect((await call(cached.baseUrl, '/api/laptops/slug/nope')).status).toBe(404);
      }
    } finally {
      await cached.app.close();
    }
  });
});

describe('limits', () => {
  it('answers a body over 1 MB with 413 as JSON', async () => {
    const big = JSON.stringify({ asin: laptop.asin, source: 'x'.repeat(1024 * 1024 + 10) });
    const result = await postJson(stack.baseUrl, '/api/affiliate/url', big, true);
    expect(result.status).toBe(413);
    expect(httpErrorSchema.parse(result.body).code).toBe('INVALID_INPUT');
    expect(result.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('limits reads per client address with 429 JSON and Retry-After, the affiliate call tighter', async () => {
    const limited = await startGateway(stack, {
      RATE_LIMIT_READS_PER_MINUTE: '5',
      RATE_LIMIT_AFFILIATE_PER_MINUTE: '2',
    });
    try {
      const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push(
          (await call(limited.baseUrl, '/api/price-ranges', from('203.0.113.7'))).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      // Answers under the limit carry no X-RateLimit-* headers; the refusal does.
      const allowed = await call(limited.baseUrl, '/api/price-ranges', from('203.0.113.8'));
      expect(allowed.headers.get('x-ratelimit-limit')).toBeNull();
      expect(allowed.headers.get('x-ratelimit-remaining')).toBeNull();
      const refused = await call(limited.baseUrl, '/api/price-ranges', from('203.0.113.7'));
      expect(refused.status).toBe(429);
      expect(httpErrorSchema.parse(refused.body).code).toBe('RATE_LIMITED');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.headers.get('x-ratelimit-limit')).toBe('5');
      expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect(refused.headers.get('x-content-type-options')).toBe('nosniff');

      // Another client, the gateway's own network and the health probes are not held back.
      expect((await call(limited.baseUrl, '/api/price-ranges', from('198.51.100.9'))).status).toBe(
        200,
      );
      for (let i = 0; i < 10; i++) {
        expect((await call(limited.baseUrl, '/api/price-ranges')).status).toBe(200);
      }
      expect((await call(limited.baseUrl, '/health', from('203.0.113.7'))).status).toBe(200);

      const body = { asin: laptop.asin, source: 'laptop-details' };
      const affiliate = async () =>
        (
          await call(limited.baseUrl, '/api/affiliate/url', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.20' },
            body: JSON.stringify(body),
          })
        ).status;
      expect([await affiliate(), await affiliate(), await affiliate()]).toEqual([200, 200, 429]);
    } finally {
      await limited.app.close();
    }
  });

  it('does not believe X-Forwarded-For from a peer outside the trusted proxies', async () => {
    const direct = await startGateway(stack, {
      RATE_LIMIT_READS_PER_MINUTE: '2',
      RATE_LIMIT_EXEMPT_INTERNAL: 'false',
      TRUST_PROXY: '192.0.2.1',
    });
    try {
      // Each request claims a new address; the limit still counts the real peer.
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const spoofed = { headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } };
        statuses.push((await call(direct.baseUrl, '/api/price-ranges', spoofed)).status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await direct.app.close();
    }
  });
});
