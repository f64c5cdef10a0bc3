/** Whole hours until a deal expires (never negative); null when the deal has no expiry. */
export function hoursUntil(expiresAt: Date | string | null, now: Date = new Date()): number | null {
  if (expiresAt === null) return null;
  const ms = new Date(expiresAt).getTime() - now.getTime();
  return Math.max(0, Math.floor(ms / 3_600_000));
}
