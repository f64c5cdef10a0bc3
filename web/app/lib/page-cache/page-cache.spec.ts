import { PageCache, type PageCacheOptions } from './page-cache';

interface Page {
  name: string;
  bytes: number;
}

/** A cache on a clock the test moves, and the keys whose background refresh failed. */
function setup(options: Partial<PageCacheOptions> = {}) {
  let now = 1_000_000;
  const refreshErrors: string[] = [];
  const cache = new PageCache<Page>({
    ttlMs: 2_000,
    staleMs: 8_000,
    maxEntries: 100,
    maxBytes: 10_000,
    onRefreshError: (key) => refreshErrors.push(key),
    now: () => now,
    ...options,
  });
  return {
    cache,
    refreshErrors,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** A render that counts its calls and resolves when the test says so. */
function controlledRender(page: Page | undefined) {
  const calls: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const render = () =>
    new Promise<Page | undefined>((resolve, reject) => {
      calls.push({ resolve: () => resolve(page), reject });
    });
  return { render, calls };
}

const page = (name: string, bytes = 100): Page => ({ name, bytes });
const renders = (value: Page | undefined) => jest.fn(async () => value);
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('PageCache', () => {
  it('renders on a miss and serves the same value within the TTL', async () => {
    const { cache, advance } = setup();
    const render = renders(page('home'));
    expect(await cache.get('/', render)).toEqual({ value: page('home'), state: 'MISS' });
    advance(1_999);
    expect(await cache.get('/', render)).toEqual({ value: page('home'), state: 'HIT' });
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('keeps keys apart', async () => {
    const { cache } = setup();
    await cache.get('/a', renders(page('a')));
    expect((await cache.get('/b', renders(page('b'))))?.value.name).toBe('b');
    expect((await cache.get('/a', renders(page('other'))))?.value.name).toBe('a');
  });

  it('renders once for a burst of concurrent misses (single flight)', async () => {
    const { cache } = setup();
    const { render, calls } = controlledRender(page('home'));
    const burst = Array.from({ length: 50 }, () => cache.get('/', render));
    await settle();
    expect(calls).toHaveLength(1);
    calls[0].resolve();
    const served = await Promise.all(burst);
    expect(new Set(served.map((s) => s?.value.name))).toEqual(new Set(['home']));
    expect(calls).toHaveLength(1);
  });

  it('past the TTL serves the stale value at once while one background render replaces it', async () => {
    const { cache, advance } = setup();
    await cache.get('/', renders(page('old')));
    advance(2_000);
    const { render, calls } = controlledRender(page('new'));
    expect(await cache.get('/', render)).toEqual({ value: page('old'), state: 'STALE' });
    expect(await cache.get('/', render)).toEqual({ value: page('old'), state: 'STALE' });
    expect(calls).toHaveLength(1);
    calls[0].resolve();
    await settle();
    expect(await cache.get('/', render)).toEqual({ value: page('new'), state: 'HIT' });
  });

  it('past TTL + stale window renders again, and the caller waits for it', async () => {
    const { cache, advance } = setup();
    await cache.get('/', renders(page('old')));
    advance(10_000);
    expect(await cache.get('/', renders(page('new')))).toEqual({
      value: page('new'),
      state: 'MISS',
    });
  });

  it('a failed background refresh keeps the stale value and is reported', async () => {
    const { cache, advance, refreshErrors } = setup();
    await cache.get('/', renders(page('old')));
    advance(3_000);
    const { render, calls } = controlledRender(page('never'));
    await cache.get('/', render);
    calls[0].reject(new Error('gateway down'));
    await settle();
    expect(refreshErrors).toEqual(['/']);
    expect(await cache.get('/', render)).toEqual({ value: page('old'), state: 'STALE' });
  });

  it('a refresh that may not be kept (an error page) leaves the stale value in place', async () => {
    const { cache, advance } = setup();
    await cache.get('/', renders(page('old')));
    advance(3_000);
    await cache.get('/', renders(undefined));
    await settle();
    expect(await cache.get('/', renders(page('new')))).toEqual({
      value: page('old'),
      state: 'STALE',
    });
  });

  it('keeps nothing that may not be kept: every caller of such a render is told so', async () => {
    const { cache } = setup();
    const render = renders(undefined);
    expect(await Promise.all([cache.get('/', render), cache.get('/', render)])).toEqual([
      undefined,
      undefined,
    ]);
    expect(await cache.get('/', render)).toBeUndefined();
    expect(render).toHaveBeenCalledTimes(2);
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('a render that throws fails every waiting caller and is not remembered', async () => {
    const { cache } = setup();
    const failing = jest.fn(async (): Promise<Page> => {
      throw new Error('renderer broke');
    });
    await expect(Promise.all([cache.get('/', failing), cache.get('/', failing)])).rejects.toThrow(
      'renderer broke',
    );
    expect(failing).toHaveBeenCalledTimes(1);
    expect((await cache.get('/', renders(page('home'))))?.state).toBe('MISS');
  });

  it('holds at most maxEntries, dropping the least recently used', async () => {
    const { cache } = setup({ maxEntries: 2 });
    await cache.get('/a', renders(page('a')));
    await cache.get('/b', renders(page('b')));
    await cache.get('/a', renders(page('unused'))); // a is now the most recently used
    await cache.get('/c', renders(page('c')));
    expect(cache.size.entries).toBe(2);
    expect((await cache.get('/a', renders(page('a2'))))?.state).toBe('HIT');
    expect((await cache.get('/b', renders(page('b2'))))?.state).toBe('MISS');
  });

  it('holds at most maxBytes, and never a value larger than that', async () => {
    const { cache } = setup({ maxBytes: 250 });
    await cache.get('/a', renders(page('a', 100)));
    await cache.get('/b', renders(page('b', 100)));
    await cache.get('/c', renders(page('c', 100)));
    expect(cache.size).toEqual({ entries: 2, bytes: 200 });
    expect((await cache.get('/a', renders(page('a2'))))?.state).toBe('MISS');

    const huge = await cache.get('/huge', renders(page('huge', 251)));
    expect(huge).toEqual({ value: page('huge', 251), state: 'MISS' });
    expect((await cache.get('/huge', renders(page('huge', 251))))?.state).toBe('MISS');
    expect(cache.size.bytes).toBeLessThanOrEqual(250);
  });

  it('replacing a value counts its bytes once', async () => {
    const { cache, advance } = setup();
    await cache.get('/', renders(page('old', 300)));
    advance(2_500);
    await cache.get('/', renders(page('new', 200)));
    await settle();
    expect(cache.size).toEqual({ entries: 1, bytes: 200 });
  });
});
