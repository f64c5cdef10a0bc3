/** Amazon's rule (docs/compliance.md): a price older than 24 hours is not shown as current. */
export const PRICE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function isPriceCurrent(lastUpdated: Date | string, now: Date = new Date()): boolean {
  const age = now.getTime() - new Date(lastUpdated).getTime();
  return age >= 0 && age <= PRICE_MAX_AGE_MS;
}

/** The oldest observation among items: the "as of" time of a list's prices. */
export function oldestUpdate<T extends { lastUpdated: string }>(
  items: readonly T[],
): string | null {
  return items.reduce<string | null>(
    (min, item) => (min === null || item.lastUpdated < min ? item.lastUpdated : min),
    null,
  );
}

/** The newest observation among items: the last time a list's data changed. */
export function newestUpdate<T extends { lastUpdated: string }>(
  items: readonly T[],
): string | null {
  return items.reduce<string | null>(
    (max, item) => (max === null || item.lastUpdated > max ? item.lastUpdated : max),
    null,
  );
}
