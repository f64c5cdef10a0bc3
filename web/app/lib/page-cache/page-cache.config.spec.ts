import { pageCacheConfig } from './page-cache.config';

describe('page cache settings', () => {
  it('defaults: 2 s fresh, 8 s more stale, 1,000 pages, 64 MB', () => {
    expect(pageCacheConfig({})).toEqual({
      ttlMs: 2_000,
      staleMs: 8_000,
      maxEntries: 1_000,
      maxBytes: 64 * 1024 * 1024,
    });
  });

  it('reads each variable; HTML_CACHE_MS=0 is off', () => {
    expect(
      pageCacheConfig({ HTML_CACHE_MS: '0', HTML_CACHE_MAX_ENTRIES: '10', HTML_CACHE_MAX_MB: '1' }),
    ).toEqual({ ttlMs: 0, staleMs: 0, maxEntries: 10, maxBytes: 1024 * 1024 });
  });

  it.each([
    ['HTML_CACHE_MS', '2s'],
    ['HTML_CACHE_MS', '-1'],
    ['HTML_CACHE_MS', '600000'],
    ['HTML_CACHE_MAX_ENTRIES', '1.5'],
    ['HTML_CACHE_MAX_MB', 'lots'],
  ])('stops on %s=%s, naming the variable', (name, value) => {
    expect(() => pageCacheConfig({ [name]: value })).toThrow(name);
  });
});
