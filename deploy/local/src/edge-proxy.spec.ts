import { createRouter, isOversized, MAX_BODY_BYTES, type Upstream } from './edge-proxy';
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
