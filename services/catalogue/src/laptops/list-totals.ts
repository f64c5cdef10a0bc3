/** Lists whose totals are kept at most: one per filter, range, tier and use case is far fewer. */
const MAX_ENTRIES = 1000;

interface Entry {
  expires: number;
  total: Promise<number>;
}

/**
 * How many laptops each public list has, reused for `ttlMs` (LIST_TOTAL_CACHE_MS): at 100,000
 * laptops an exact COUNT over a list's index costs 60–190 ms, far more than the page of 100 it
 * goes with, and a list's total hardly moves from one second to the next. A total may lag a
 * write made by another catalogue process by up to `ttlMs` (this process's price syncs clear
 * them); concurrent asks for the same list share one COUNT, and a
 * failed COUNT is not kept. `ttlMs` 0 counts every time.
 */
export class ListTotals {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, count: () => Promise<number>): Promise<number> {
    if (this.ttlMs <= 0) return count();
    const at = this.now();
    const kept = this.entries.get(key);
    if (kept && kept.expires > at) return kept.total;
    const total = count();
    this.entries.delete(key);
    this.entries.set(key, { expires: at + this.ttlMs, total });
    total.catch(() => {
      if (this.entries.get(key)?.total === total) this.entries.delete(key);
    });
    // Maps keep insertion order: the first key is the one set longest ago.
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return total;
  }

  /** Forgets every total: the catalogue changed laptops (a price sync may move them between ranges). */
  clear(): void {
    this.entries.clear();
  }
}
