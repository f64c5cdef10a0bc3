import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pageRateLimitConfig, type PageRateLimitConfig } from './page-rate-limit.config';
import { isLimitedPage, pageRateLimitMiddleware } from './page-rate-limit.middleware';

const SITE = 'https://www.example.in';

interface Harness {
  get: (path: string, forwardedFor?: string) => Promise<Response>;
  close: () => Promise<void>;
}

/** The middleware on a local HTTP server; what it lets through is answered 200 "rendered". */
async function serve(config: PageRateLimitConfig): Promise<Harness> {
  const middleware = pageRateLimitMiddleware(config);
  const server: Server = createServer((request, response) =>
    middleware(request, response, () => response.end('rendered')),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    get: (path, forwardedFor) =>
      fetch(`http://127.0.0.1:${port}${path}`, {
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const statuses = async (requests: (() => Promise<Response>)[]) => {
  const out: number[] = [];
  for (const request of requests) out.push((await request()).status);
  return out;
};

describe('the page rate limit', () => {
  let harness: Harness;
  afterEach(() => harness?.close());

  it('answers a shopper past the limit with a 429 page that says when to come back', async () => {
    harness = await serve({ perMinute: 3, trustProxy: 'loopback', siteOrigin: SITE });
    const search = () => harness.get(`/search?q=${Math.random()}`, '203.0.113.5');
    expect(await statuses([search, search, search])).toEqual([200, 200, 200]);
    const refused = await search();
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const page = await refused.text();
    expect(page).toContain('Too many searches');
    expect(page).toContain(`${retryAfter} seconds`);
    expect(page).toContain('noindex');
    // Another shopper, and the shopper's other pages, are not held back.
    expect((await harness.get('/search?q=x', '203.0.113.6')).status).toBe(200);
    expect((await harness.get('/laptop/some-laptop?q=1', '203.0.113.5')).status).toBe(200);
  });

  it('counts the search and compare pages however their path is spelled', async () => {
    harness = await serve({ perMinute: 5, trustProxy: 'loopback', siteOrigin: SITE });
    const from = '198.51.100.7';
    const spellings = [
      '/%73earch?q=a',
      '/SEARCH/?q=b',
      '/search.data?q=c',
      '//compare?laptops=x',
      '/Compare.data',
    ];
    expect(await statuses(spellings.map((path) => () => harness.get(path, from)))).toEqual([
      200, 200, 200, 200, 200,
    ]);
    expect((await harness.get('/search', from)).status).toBe(429);
  });

  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    harness = await serve({ perMinute: 2, trustProxy: '192.0.2.1', siteOrigin: SITE });
    // Each request claims another address; the peer (127.0.0.1) is not a trusted proxy.
    const claims = ['203.0.113.1', '203.0.113.2', '203.0.113.3'];
    expect(await statuses(claims.map((claim) => () => harness.get('/search?q=a', claim)))).toEqual([
      200, 200, 429,
    ]);
  });

  it('is off at 0, and a bad setting stops the server with its name', () => {
    expect(pageRateLimitConfig({})).toEqual({
      perMinute: 60,
      trustProxy: 'loopback,linklocal,uniquelocal',
      siteOrigin: 'http://localhost:3000',
    });
    expect(() => pageRateLimitConfig({ PAGE_RATE_LIMIT_PER_MINUTE: 'lots' })).toThrow(
      /PAGE_RATE_LIMIT_PER_MINUTE/,
    );
    expect(() =>
      pageRateLimitMiddleware({ perMinute: 0, trustProxy: 'the edge', siteOrigin: SITE }),
    ).toThrow(/WEB_TRUST_PROXY: "the edge"/);
  });
});

describe('isLimitedPage', () => {
  it('knows search and compare, and nothing else', () => {
    expect(isLimitedPage('/search?q=%zz')).toBe(true);
    expect(isLimitedPage('/compare/')).toBe(true);
    expect(isLimitedPage('/searchx')).toBe(false);
    expect(isLimitedPage('/blog/search')).toBe(false);
    expect(isLimitedPage('/')).toBe(false);
  });
});
