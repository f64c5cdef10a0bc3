/** What the cache must know of a value to bound its memory. */
export interface Sized {
  readonly bytes: number;
}

export interface PageCacheOptions {
  /** A value is served as it is for this long after it was rendered. */
  ttlMs: number;
  /** … then served stale for this much longer while one render in the background replaces it. */
  staleMs: number;
  /** At most this many values, and at most this many bytes of them: the least used go first. */
  maxEntries: number;
  maxBytes: number;
  /** A background refresh failed (the stale value stays until it is too old). */
  onRefreshError: (key: string, error: unknown) => void;
  now?: () => number;
}

/** Served as it was (HIT), past its TTL while a fresh one renders (STALE), or just rendered. */
export type CacheState = 'HIT' | 'STALE' | 'MISS';

export interface Served<V> {
  value: V;
  state: CacheState;
}

/**
 * Renders a value for a key, or undefined when what it rendered may not be kept (the caller
 * that ran it still has it; the others waiting on it render their own).
 */
export type Render<V> = () => Promise<V | undefined>;

interface Entry<V> {
  value: V;
  renderedAt: number;
}

/**
 * A short-lived in-memory cache of rendered pages with single-flight rendering: while a key is
 * being rendered, every other request for it waits for that one render instead of starting its
 * own, so a burst on a cold or expired page renders it once. Past its TTL a value is still
 * served for `staleMs` while one background render refreshes it (stale-while-revalidate), so
 * no shopper waits for an expiry. Bounded by entries and bytes, least recently used out first.
 */
export class PageCache<V extends Sized> {
  /** In least-recently-used order: a Map iterates in insertion order, and a use re-inserts. */
  private readonly entries = new Map<string, Entry<V>>();
  private readonly rendering = new Map<string, Promise<V | undefined>>();
  private storedBytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.storedBytes };
  }

  /**
   * The value of `key`: from memory while fresh or stale, else from `render` (shared with every
   * concurrent caller). Undefined when the render's result may not be kept.
   */
  async get(key: string, render: Render<V>): Promise<Served<V> | undefined> {
    const entry = this.entries.get(key);
    if (entry) {
      const age = this.now() - entry.renderedAt;
      if (age < this.options.ttlMs + this.options.staleMs) {
        this.entries.delete(key);
        this.entries.set(key, entry);
        if (age < this.options.ttlMs) return { value: entry.value, state: 'HIT' };
        this.refresh(key, render);
        return { value: entry.value, state: 'STALE' };
      }
      this.remove(key);
    }
    const value = await this.render(key, render);
    return value === undefined ? undefined : { value, state: 'MISS' };
  }

  /** One render per key at a time; a keepable result replaces what is stored. */
  private render(key: string, render: Render<V>): Promise<V | undefined> {
    const running = this.rendering.get(key);
    if (running) return running;
    const rendered = render()
      .then((value) => {
        if (value !== undefined) this.store(key, value);
        return value;
      })
      .finally(() => this.rendering.delete(key));
    this.rendering.set(key, rendered);
    return rendered;
  }

  /** A stale value's replacement, in the background; until it lands the stale one is served. */
  private refresh(key: string, render: Render<V>): void {
    if (this.rendering.has(key)) return;
    this.render(key, render).catch((error: unknown) => this.options.onRefreshError(key, error));
  }

  private store(key: string, value: V): void {
    this.remove(key);
    if (value.bytes > this.options.maxBytes || this.options.maxEntries < 1) return;
    this.entries.set(key, { value, renderedAt: this.now() });
    this.storedBytes += value.bytes;
    for (const oldest of this.entries.keys()) {
      const over =
        this.entries.size > this.options.maxEntries || this.storedBytes > this.options.maxBytes;
      if (!over) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.storedBytes -= entry.value.bytes;
  }
}
