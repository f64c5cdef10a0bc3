/** Minutes from the Unix epoch to Keepa's minute 0, 2011-01-01T00:00Z (KeepaTime.java). */
export const KEEPA_START_MINUTE = 21_564_000;

export function toKeepaMinute(unixMs: number): number {
  return Math.floor(unixMs / 60_000) - KEEPA_START_MINUTE;
}

export function fromKeepaMinute(keepaMinute: number): number {
  return (keepaMinute + KEEPA_START_MINUTE) * 60_000;
}
