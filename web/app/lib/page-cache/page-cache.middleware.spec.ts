import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createNonce } from '../csp-nonce.server';
import { pageCacheMiddleware, type RenderPage } from './page-cache.middleware';

const ORIGIN = 'https://www.example.in';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** What React Router would answer: a document with a fresh nonce in the policy and the scripts. */
function document(status = 200, extraHeaders: Record<string, string> = {}): Response {
  const nonce = createNonce();
  return new Response(`<html><script nonce="${nonce}">hydrate()</script><p>page</p></html>`, {
    status,
    headers: {
      'content-type': 'text/html',
      'content-security-policy': `script-src 'self' 'nonce-${nonce}'`,
      ...extraHeaders,
    },
  });
}

interface Harness {
  url: (path: string) => string;
  /** The requests the renderer was given. */
  rendered: Request[];
  /** Requests the cache passed on to the next handler. */
  passedOn: string[];
  close: () => Promise<void>;
}

/** The middleware on a local HTTP server; the next handler answers 418 so a pass-on shows. */
async function serve(answer: (request: Request) => Response | Promise<Response>): Promise<Harness> {
  const rendered: Request[] = [];
  const passedOn: string[] = [];
  const render: RenderPage = async (request) => {
    rendered.push(request);
    return answer(request);
  };
  const middleware = pageCacheMiddleware({
    config: { ttlMs: 60_000, staleMs: 0, maxEntries: 100, maxBytes: 1_000_000 },
    render,
    origin: ORIGIN,
  });
  const server: Server = createServer((request, response) => {
    void middleware(request, response, (error) => {
      passedOn.push(`${request.method} ${request.url}`);
      response.statusCode = error ? 500 : 418;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    rendered,
    passedOn,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

let harness: Harness;
afterEach(() => harness.close());

describe('the page cache in front of the renderer', () => {
  it('renders a page once and gives every response a fresh nonce, the same in header and body', async () => {
    harness = await serve(() => document());
    const first = await fetch(harness.url('/laptop/x'));
    const second = await fetch(harness.url('/laptop/x'));
    expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['MISS', 'HIT']);
    expect(harness.rendered).toHaveLength(1);
    const nonces = [nonceOf(first), nonceOf(second)];
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const [response, nonce] of [
      [first, nonces[0]],
      [second, nonces[1]],
    ] as const) {
      const body = await response.text();
      expect(body).toContain(`<script nonce="${nonce}">hydrate()</script>`);
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    }
  });

  it('renders a burst of concurrent requests for a cold page once', async () => {
    harness = await serve(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return document();
    });
    const responses = await Promise.all(Array.from({ length: 20 }, () => fetch(harness.url('/'))));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(harness.rendered).toHaveLength(1);
    expect(new Set(responses.map(nonceOf)).size).toBe(20);
  });

  it('passes only the path, the query and the user agent to the renderer, on the public origin', async () => {
    harness = await serve(() => document());
    await fetch(harness.url('/search?q=gaming'), {
      headers: { cookie: 'bli_admin=secret', 'user-agent': CHROME, 'accept-language': 'hi' },
    });
    const [request] = harness.rendered;
    expect(request.url).toBe(`${ORIGIN}/search?q=gaming`);
    expect([...request.headers]).toEqual([['user-agent', CHROME]]);
  });

  it('passes an operator’s preview on to React Router with its cookie, never rendering or keeping it', async () => {
    harness = await serve(() => document());
    for (const path of [
      '/preview/posts/7',
      '/preview/posts/7?x=1',
      '/Preview/posts/7',
      '/preview',
    ]) {
      const response = await fetch(harness.url(path), { headers: { cookie: 'bli_admin=secret' } });
      expect([path, response.status]).toEqual([path, 418]);
    }
    expect(harness.rendered).toEqual([]);
    expect(harness.passedOn).toHaveLength(4);
  });

  it('passes the price alerts’ pages on to React Router, never rendering or keeping them', async () => {
    harness = await serve(() => document());
    for (const path of [
      '/alerts/manage?token=abc.def',
      '/alerts/confirm?token=abc.def',
      '/ALERTS/unsubscribe?token=abc.def',
      '/%61lerts/manage?token=abc.def',
      '//alerts//manage/',
    ]) {
      const response = await fetch(harness.url(path));
      expect([path, response.status]).toEqual([path, 418]);
    }
    expect(harness.rendered).toEqual([]);
  });

  it('keeps pages apart by path, query and crawler or not', async () => {
    harness = await serve(() => document());
    await fetch(harness.url('/search?q=a'));
    await fetch(harness.url('/search?q=b'));
    await fetch(harness.url('/search?q=a'), { headers: { 'user-agent': GOOGLEBOT } });
    await fetch(harness.url('/search?q=a'), { headers: { 'user-agent': CHROME } });
    expect(harness.rendered.map((r) => r.url)).toEqual([
      `${ORIGIN}/search?q=a`,
      `${ORIGIN}/search?q=b`,
      `${ORIGIN}/search?q=a`,
    ]);
  });

  it('caches the not-found page too', async () => {
    harness = await serve(() => document(404));
    expect((await fetch(harness.url('/nope'))).status).toBe(404);
    const again = await fetch(harness.url('/nope'));
    expect([again.status, again.headers.get('x-cache')]).toEqual([404, 'HIT']);
  });

  it('never keeps a 5xx or a page that sets a cookie: each request renders its own', async () => {
    let status = 503;
    harness = await serve(() =>
      status === 503 ? document(503) : document(200, { 'set-cookie': 'a=1; HttpOnly' }),
    );
    expect((await fetch(harness.url('/'))).status).toBe(503);
    expect((await fetch(harness.url('/'))).status).toBe(503);
    status = 200;
    const withCookie = await fetch(harness.url('/other'));
    expect(withCookie.headers.get('set-cookie')).toBe('a=1; HttpOnly');
    expect(withCookie.headers.get('x-cache')).toBeNull();
    await fetch(harness.url('/other'));
    expect(harness.rendered).toHaveLength(4);
  });

  it('answers HEAD from the cache, with the length of the page and no body', async () => {
    harness = await serve(() => document());
    const get = await fetch(harness.url('/'));
    const body = await get.text();
    const head = await fetch(harness.url('/'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    expect(nonceOf(head)).toBeDefined();
    expect(await head.text()).toBe('');
    expect(harness.rendered).toHaveLength(1);
  });

  it('answers a matching If-None-Match with 304 and no policy, so the stored page keeps its own', async () => {
    harness = await serve(() => document());
    const first = await fetch(harness.url('/'));
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    const revalidated = await fetch(harness.url('/'), { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('content-security-policy')).toBeNull();
    const changed = await fetch(harness.url('/'), { headers: { 'if-none-match': 'W/"old"' } });
    expect(changed.status).toBe(200);
  });

  it.each([
    ['POST', '/'],
    ['GET', '/laptop/x.data'],
    ['GET', '/__manifest?paths=%2F'],
  ])('passes %s %s on to React Router', async (method, path) => {
    harness = await serve(() => document());
    const response = await fetch(harness.url(path), { method });
    expect(response.status).toBe(418);
    expect(harness.passedOn).toEqual([`${method} ${path}`]);
    expect(harness.rendered).toHaveLength(0);
  });

  it('a renderer failure reaches the error handler', async () => {
    harness = await serve(() => {
      throw new Error('render failed');
    });
    expect((await fetch(harness.url('/'))).status).toBe(500);
  });

  it('is off with a TTL of 0', async () => {
    const middleware = pageCacheMiddleware({
      config: { ttlMs: 0, staleMs: 0, maxEntries: 1, maxBytes: 1 },
      render: async () => document(),
      origin: ORIGIN,
    });
    const next = jest.fn();
    await middleware({ method: 'GET', url: '/', headers: {} } as never, {} as never, next);
    expect(next).toHaveBeenCalledWith();
  });
});
