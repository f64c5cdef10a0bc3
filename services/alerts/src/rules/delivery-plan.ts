/** India has one time zone and no daylight saving: IST is UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;

/** The calendar day in India a moment falls on, as `YYYY-MM-DD`: the day the caps count in. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The per-address daily cap when none is configured (issue #22). */
export const DEFAULT_DAILY_CAP = 5;

/** What an address has been sent on one India day. */
export interface DayDeliveries {
  /** Mails sent (alerts and digests alike). */
  mails: number;
  /** The laptops (by slug) a mail already told this address about. */
  laptops: ReadonlySet<string>;
}

/**
 * `send`: a mail of its own now; `skip`: this laptop already had its mail today (at most one
 * per laptop per day); `digest`: the address reached its daily cap, so the news waits for the
 * day's single digest.
 */
export type Delivery = 'send' | 'skip' | 'digest';

export function planDelivery(today: DayDeliveries, laptop: string, dailyCap: number): Delivery {
  if (today.laptops.has(laptop)) return 'skip';
  return today.mails < dailyCap ? 'send' : 'digest';
}

/** The hour (IST) held news goes out as one digest: the next morning, not in the night. */
export const DIGEST_HOUR_IST = 8;

/** When a digest of news held on `day` is sent: the next India day at DIGEST_HOUR_IST. */
export function digestDueAt(day: string): Date {
  const midnightIst = Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS;
  return new Date(midnightIst + 24 * 3_600_000 + DIGEST_HOUR_IST * 3_600_000);
}
