import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The caller's absolute deadline (Unix epoch milliseconds) travels with every request, so a
 * service can drop a request its caller has already given up on instead of working on it, and
 * pass what is left of it on to the services it asks in turn. Absolute rather than relative so
 * time spent queued (in NATS, in the process) counts; hosts keep their clocks in step with NTP,
 * whose few milliseconds of skew are far below any deadline of ours.
 */
export const DEADLINE_HEADER = 'x-deadline';

interface HeaderSource {
  get(name: string): string;
}

const storage = new AsyncLocalStorage<number | undefined>();

/** The deadline a request carries, or undefined when it carries none (or nonsense). */
export function deadlineFrom(headers: HeaderSource | undefined): number | undefined {
  const value = Number(headers?.get(DEADLINE_HEADER) || Number.NaN);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

export function isExpired(deadline: number | undefined, now = Date.now()): boolean {
  return deadline !== undefined && now >= deadline;
}

/** Runs a request's handling with its deadline bound to everything it does, awaits included. */
export function runWithDeadline<T>(deadline: number | undefined, fn: () => T): T {
  return storage.run(deadline, fn);
}

/** The deadline of the request being handled in this async flow, if it has one. */
export function currentDeadline(): number | undefined {
  return storage.getStore();
}
