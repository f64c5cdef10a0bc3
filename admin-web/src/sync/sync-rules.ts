/** docs/product-rules.md §4/§9: sync-all starts the ranges one after another, this far apart. */
export const SYNC_ALL_SPACING_MS = 2_000;
/** docs/product-rules.md §4: a single-range sync is disabled when more than this many are in progress. */
export const MAX_PARALLEL_SYNCS = 3;

/** Whether another single-range sync may start now. */
export function canStartRangeSync(inProgress: number): boolean {
  return inProgress <= MAX_PARALLEL_SYNCS;
}

export interface ScheduledSync<T> {
  item: T;
  /** Milliseconds after the sync-all click that this item starts. */
  delayMs: number;
}

/** When each range's sync starts: the first at once, each next one `spacingMs` later. */
export function syncAllSchedule<T>(
  items: readonly T[],
  spacingMs: number = SYNC_ALL_SPACING_MS,
): ScheduledSync<T>[] {
  return items.map((item, index) => ({ item, delayMs: index * spacingMs }));
}

/** Whole percent of a sync-all that has finished (either way); 0 for an empty run. */
export function syncAllPercent(finished: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(finished, total) / total) * 100);
}
