import { resolveStaticPath } from './static-site';

const site = { root: '/srv/admin-web/dist', mount: '/admin' };

describe('resolveStaticPath', () => {
  it('serves the app for the mount and every client route (SPA fallback)', () => {
    for (const url of ['/admin', '/admin/', '/admin/price-update', '/admin/login?next=%2Fx']) {
      expect(resolveStaticPath(site, url)).toEqual({ kind: 'index' });
    }
  });

  it('maps files under the root, hashed assets cached for good', () => {
    expect(resolveStaticPath(site, '/admin/assets/index-abc.js')).toEqual({
      kind: 'file',
      file: '/srv/admin-web/dist/assets/index-abc.js',
      immutable: true,
    });
    expect(resolveStaticPath(site, '/admin/favicon.svg')).toMatchObject({ immutable: false });
  });

  it('never leaves the root', () => {
    for (const url of [
      '/admin/../secret.txt',
      '/admin/%2e%2e/%2e%2e/etc/passwd.txt',
      '/admin/assets/..%2F..%2F..%2Fpackage.json',
      '/admin/a%00.js',
      '/admin/%E0%A4%A.js',
    ]) {
      expect(resolveStaticPath(site, url).kind).toBe('not-found');
    }
  });

  it('answers only under its mount', () => {
    expect(resolveStaticPath(site, '/administrator.js')).toEqual({ kind: 'not-found' });
  });
});
