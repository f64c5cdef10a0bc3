import {
  affiliateUrlSchema,
  clickStatsSchema,
  httpErrorSchema,
  laptopListSchema,
  type Laptop,
} from '@bli/contracts';
import { loginAsAdmin, type AdminClient } from './admin-session';
import { call, postJson } from './http';
import { startStack, type Stack } from './stack';

let stack: Stack;
let admin: AdminClient;
let laptop: Laptop;
const post = (body: unknown, raw = false) =>
  postJson(stack.baseUrl, '/api/affiliate/url', body, raw);
const hop = (path: string) => call(stack.baseUrl, path, { redirect: 'manual' });

async function clicks(): Promise<number> {
  const result = await admin.get('/api/admin/affiliate/clicks?days=1');
  expect(result.status).toBe(200);
  return clickStatsSchema.parse(result.body).total;
}

function expectError(result: { status: number; body: unknown }, status: number, pattern: RegExp) {
  expect(result.status).toBe(status);
  expect(httpErrorSchema.parse(result.body).error).toMatch(pattern);
}

/** The same random cases every run, so a failure replays. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

beforeAll(async () => {
  stack = await startStack({ catalogues: 1, affiliate: true });
  admin = await loginAsAdmin(stack);
  laptop = laptopListSchema.parse((await call(stack.baseUrl, '/api/laptops/featured')).body)[0];
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('POST /api/affiliate/url', () => {
  it('answers the tagged amazon.in link of a catalogue laptop and logs the click once', async () => {
    const before = await clicks();
    const result = await post({
      asin: laptop.asin,
      source: 'laptop-details',
      page: `/laptop/${laptop.slug}`,
    });
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(affiliateUrlSchema.parse(result.body).affiliateUrl).toBe(
      `https://www.amazon.in/dp/${laptop.asin}?tag=test-21`,
    );
    expect(await clicks()).toBe(before + 1);
    const stats = clickStatsSchema.parse((await admin.get('/api/admin/affiliate/clicks')).body);
    expect(stats.perDay).toHaveLength(30);
    expect(stats.perLaptop.find((row) => row.asin === laptop.asin)).toMatchObject({
      laptopId: laptop.id,
      slug: laptop.slug,
    });
  });

  it('rejects a malformed asin with 400 and an unknown one with 404, logging nothing', async () => {
    const before = await clicks();
    for (const asin of ['b0lqvck2jt', 'B0LQ', '../../evil', 'B0LQVCK2JT ', '', 42, null]) {
      expectError(await post({ asin, source: 'laptop-details' }), 400, /asin/);
    }
    expectError(await post({ asin: 'B0ZZZZZZZZ', source: 'laptop-details' }), 404, /B0ZZZZZZZZ/);
    expect(await clicks()).toBe(before);
  });

  it('lets nothing the caller sends choose the host', async () => {
    const result = await post({
      asin: laptop.asin,
      source: 'x',
      host: 'evil.com',
      url: 'https://evil.com',
    });
    expectError(result, 400, /host|url|Unrecognized/i);
    expectError(await post({ asin: laptop.asin }), 400, /source/);
    expectError(await post({ asin: laptop.asin, source: 'x', page: '//evil.com/x' }), 400, /page/);
    expectError(
      await post({ asin: laptop.asin, source: 'x', page: 'https://evil.com' }),
      400,
      /page/,
    );
    expect((await post('{"asin":', true)).status).toBe(400);
  });

  it('property: no body yields a link whose host is not www.amazon.in', async () => {
    const next = random(5);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
    const hostile = [
      'evil.com',
      '//evil.com',
      '@evil.com',
      '\r\nLocation: https://evil.com',
      '%2F%2Fevil.com',
      '../',
      'https://evil.com/',
    ];
    let ok = 0;
    for (let i = 0; i < 120; i++) {
      const body: Record<string, unknown> = {
        asin:
          next() < 0.5
            ? laptop.asin
            : pick([...hostile, laptop.asin + pick(hostile), laptop.asin.toLowerCase()]),
        source: next() < 0.7 ? 'laptop-card' : pick(hostile),
      };
      if (next() < 0.3) body.page = pick(['/laptop/x', ...hostile]);
      if (next() < 0.2) body[pick(['host', 'tag', 'redirect', 'url'])] = pick(hostile);
      const result = await post(body);
      expect([200, 400]).toContain(result.status);
      if (result.status === 200) {
        ok += 1;
        const url = new URL(affiliateUrlSchema.parse(result.body).affiliateUrl);
        expect(url.host).toBe('www.amazon.in');
        expect(url.protocol).toBe('https:');
        expect(url.searchParams.get('tag')).toBe('test-21');
      }
    }
    expect(ok).toBeGreaterThan(10);
  });
});

describe('GET /api/affiliate/go/{asin}: the click-logging hop', () => {
  it('is a plain 302 to the tagged amazon.in link, not cached, logged once', async () => {
    const before = await clicks();
    const result = await hop(
      `/api/affiliate/go/${laptop.asin}?source=laptop-card&page=/best-laptop-under-50000`,
    );
    expect(result.status).toBe(302);
    expect(result.headers.get('location')).toBe(
      `https://www.amazon.in/dp/${laptop.asin}?tag=test-21`,
    );
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(await clicks()).toBe(before + 1);
    expect((await hop(`/api/affiliate/go/${laptop.asin}`)).status).toBe(302);
    expect(await clicks()).toBe(before + 2);
  });

  it('never redirects elsewhere and never echoes input into a header', async () => {
    const before = await clicks();
    for (const path of [
      `/api/affiliate/go/${laptop.asin}?source=x%0d%0aSet-Cookie:%20a=b`,
      `/api/affiliate/go/${laptop.asin}?page=//evil.com`,
      `/api/affiliate/go/${laptop.asin}?page=https://evil.com`,
      '/api/affiliate/go/evil.com',
      '/api/affiliate/go/%2F%2Fevil.com',
      `/api/affiliate/go/${laptop.asin}%0d%0aLocation:%20https:%2F%2Fevil.com`,
    ]) {
      const result = await hop(path);
      expect({ path, status: result.status }).toEqual({ path, status: 400 });
      expect(result.headers.get('location')).toBeNull();
      expect(result.headers.get('set-cookie')).toBeNull();
    }
    const unknown = await hop('/api/affiliate/go/B0ZZZZZZZZ');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('location')).toBeNull();
    expect(await clicks()).toBe(before);
  });
});

describe('GET /api/admin/affiliate/clicks', () => {
  it('validates the window', async () => {
    expectError(await admin.get('/api/admin/affiliate/clicks?days=0'), 400, /days/);
    expectError(await admin.get('/api/admin/affiliate/clicks?from=x'), 400, /from/);
  });
});
