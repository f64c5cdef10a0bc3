/** Failed sign-ins one client address may make, over all accounts, within the window. */
export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

/** Failures one account may have from one address before each further try waits. */
export const FREE_PAIR_FAILURES = 5;
/** The wait after the FREE_PAIR_FAILURES-th failure; it doubles with each failure after it… */
export const FIRST_PAIR_DELAY_MS = 60_000;
/** …up to this. */
export const MAX_PAIR_DELAY_MS = 60 * 60_000;
/** How long failures are remembered (and counted for an account and address); then dropped. */
export const FAILURE_MEMORY_MS = 24 * 60 * 60_000;

const secondsUntil = (liftsAt: number, now: Date): number | null =>
  liftsAt > now.getTime() ? Math.max(1, Math.ceil((liftsAt - now.getTime()) / 1000)) : null;

/**
 * The address rule: seconds until another attempt from this address is allowed, given its latest
 * failures (newest first, at most MAX_LOGIN_FAILURES, all inside the window); null when allowed.
 * The block lifts when the oldest of the last MAX_LOGIN_FAILURES failures leaves the window.
 */
export function secondsUntilAllowed(latestFailures: readonly Date[], now: Date): number | null {
  if (latestFailures.length < MAX_LOGIN_FAILURES) return null;
  return secondsUntil(
    latestFailures[MAX_LOGIN_FAILURES - 1].getTime() + LOGIN_FAILURE_WINDOW_MS,
    now,
  );
}

/**
 * The account-and-address rule: after FREE_PAIR_FAILURES failures of one account from one address
 * (within FAILURE_MEMORY_MS), each further try waits after the latest failure: 1 minute, then 2,
 * 4, 8 … up to an hour. Other addresses are not slowed, so the operator's own stays usable.
 */
export function pairSecondsUntilAllowed(
  failures: number,
  latest: Date | null,
  now: Date,
): number | null {
  if (failures < FREE_PAIR_FAILURES || !latest) return null;
  const doublings = Math.min(failures - FREE_PAIR_FAILURES, 30);
  const delay = Math.min(FIRST_PAIR_DELAY_MS * 2 ** doublings, MAX_PAIR_DELAY_MS);
  return secondsUntil(latest.getTime() + delay, now);
}
