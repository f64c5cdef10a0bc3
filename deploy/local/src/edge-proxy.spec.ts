import { createServer, type Server } from 'node:http';
import { rawHttpExchange } from '@bli/dev-infra';
import type { AddressInfo } from 'node:net';
import {
  createRouter,
  isOversized,
  MAX_BODY_BYTES,
  MAX_URL_BYTES,
  startEdgeProxy,
  type Upstream,
} from './edge-proxy';
import type { StaticSite } from './static-site';

const gateway = (port: number) => ({ host: '127.0.0.1', port });
const web = { host: '127.0.0.1', port: 3102 };
const portOf = (target: Upstream | StaticSite | null) =>
  target && 'port' in target ? target.port : undefined;

describe('createRouter', () => {
  const route = createRouter([
    { prefix: '/api', target: [gateway(4001), gateway(4002)] },
    { prefix: '/', target: web },
  ]);

  it('takes the replicas of a route in turn', () => {
    const ports = Array.from({ length: 5 }, () => portOf(route('/api/laptops')));
    expect(ports).toEqual([4001, 4002, 4001, 4002, 4001]);
  });

  it('sends every request of a single-target route to that target', () => {
    expect([route('/'), route('/laptops/x?y=1')]).toEqual([web, web]);
  });

  it('matches prefixes at a segment boundary', () => {
    expect(portOf(route('/api'))).toBeGreaterThan(4000);
    expect(portOf(route('/api?x=1'))).toBeGreaterThan(4000);
    expect(route('/apix')).toEqual(web);
  });

  it("sends a static site's prefix to the site, before the catch-all", () => {
    const admin = { root: '/srv/admin-web/dist', mount: '/admin' };
    const withAdmin = createRouter([
      { prefix: '/admin', target: admin },
      { prefix: '/', target: web },
    ]);
    expect([withAdmin('/admin'), withAdmin('/admin/price-update')]).toEqual([admin, admin]);
    expect(withAdmin('/administrator')).toEqual(web);
  });

  it('has no upstream when no route matches', () => {
    expect(createRouter([{ prefix: '/api', target: web }])('/other')).toBeNull();
  });
});

describe('isOversized', () => {
  it('refuses a declared body over 1 MB, as the nginx edge does', () => {
    expect(isOversized({ 'content-length': String(MAX_BODY_BYTES + 1) })).toBe(true);
    expect(isOversized({ 'content-length': String(MAX_BODY_BYTES) })).toBe(false);
    expect(isOversized({})).toBe(false);
  });
});

describe('the edge in front of a real upstream', () => {
  let upstream: Server;
  let edge: Server;
  let edgePort: number;

  beforeAll(async () => {
    upstream = createServer((_req, res) => res.end('upstream'));
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const target = gateway((upstream.address() as AddressInfo).port);
    edge = await startEdgeProxy(0, [{ prefix: '/', target }], '127.0.0.1');
    edgePort = (edge.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => edge.close(resolve));
    await new Promise((resolve) => upstream.close(resolve));
  });

  const get = (url: string, headers = '') =>
    rawHttpExchange(
      edgePort,
      `GET ${url} HTTP/1.1\r\nHost: x\r\n${headers}Connection: close\r\n\r\n`,
    );

  it('forwards a URL of up to 8 KB', async () => {
    const url = `/api/laptops?q=${'a'.repeat(MAX_URL_BYTES - 15)}`;
    expect(await get(url)).toMatchObject({ status: 200, body: 'upstream' });
  });

  it('answers a longer URL with 414 in the API error shape, as the nginx edge does', async () => {
    const answer = await get(`/api/laptops?q=${'a'.repeat(MAX_URL_BYTES)}`);
    expect(answer.status).toBe(414);
    expect(JSON.parse(answer.body)).toMatchObject({
      error: 'The URL is longer than 8 KB',
      code: 'INVALID_INPUT',
    });
  });

  it('answers headers past its limit with 431 in the API error shape, never forwarding them', async () => {
    const answer = await get('/api/laptops', `X-Padding: ${'a'.repeat(15 * 1024)}\r\n`);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({
      error: "The request's URL and headers are larger than 15 KB",
      code: 'INVALID_INPUT',
    });
  });
});
