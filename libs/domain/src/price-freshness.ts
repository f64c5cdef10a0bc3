/** Amazon's rule (compliance.md): a price older than 24 hours is not shown as current. */
export const PRICE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function isPriceCurrent(lastUpdated: Date | string, now: Date = new Date()): boolean {
  const age = now.getTime() - new Date(lastUpdated).getTime();
  return age >= 0 && age <= PRICE_MAX_AGE_MS;
}
