/** Failed logins allowed per account and per address within the window; the next is refused. */
export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * Seconds until another attempt is allowed, given the latest failures (newest first, at most
 * MAX_LOGIN_FAILURES, all inside the window); null when an attempt is allowed now. The block
 * lifts when the oldest of the last MAX_LOGIN_FAILURES failures leaves the window.
 */
export function secondsUntilAllowed(latestFailures: readonly Date[], now: Date): number | null {
  if (latestFailures.length < MAX_LOGIN_FAILURES) return null;
  const oldest = latestFailures[MAX_LOGIN_FAILURES - 1].getTime();
  const liftsAt = oldest + LOGIN_FAILURE_WINDOW_MS;
  return liftsAt > now.getTime() ? Math.max(1, Math.ceil((liftsAt - now.getTime()) / 1000)) : null;
}
