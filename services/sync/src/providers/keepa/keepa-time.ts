/** Minutes from the Unix epoch to Keepa minute 0, 2011-01-01T00:00Z (KeepaTime.java). */
export const KEEPA_START_MINUTE = 21_564_000;

/** unixMs = (keepaMinute + 21564000) × 60000 */
export function fromKeepaMinute(keepaMinute: number): Date {
  return new Date((keepaMinute + KEEPA_START_MINUTE) * 60_000);
}

export function toKeepaMinute(date: Date): number {
  return Math.floor(date.getTime() / 60_000) - KEEPA_START_MINUTE;
}

/** Keepa prices are integers in the smallest unit: paise for INR. */
export function paiseToRupees(paise: number): number {
  return Math.round(paise / 100);
}
