import { Injectable } from '@nestjs/common';
import type { AlertStats } from '@bli/contracts';
import { indiaDay } from '../rules/delivery-plan';
import { AlertStatsRepository } from './alert-stats.repository';
import { maskAddress, maskAddressesIn } from './mask-address';

/** India days the per-day table covers, today included. */
export const STATS_DAYS = 14;
const LIST_LIMIT = 20;
const DAY_MS = 24 * 3_600_000;

/** What operators see of alerts: counts, failures and the most watched laptops; addresses masked. */
@Injectable()
export class AlertStatsService {
  constructor(private readonly counts: AlertStatsRepository) {}

  async stats(now: Date): Promise<AlertStats> {
    const days = Array.from({ length: STATS_DAYS }, (_, i) =>
      indiaDay(new Date(now.getTime() - (STATS_DAYS - 1 - i) * DAY_MS)),
    );
    // Midnight IST of the first day (IST is UTC+05:30 all year).
    const since = new Date(Date.parse(`${days[0]}T00:00:00+05:30`));
    const [alerts, addresses, perDay, failures, mostWatched] = await Promise.all([
      this.counts.alertStates(now),
      this.counts.addresses(),
      this.counts.perDay(since),
      this.counts.failures(LIST_LIMIT),
      this.counts.mostWatched(LIST_LIMIT),
    ]);
    return {
      alerts,
      addresses,
      perDay: days.map((day) => ({
        day,
        ...(perDay.get(day) ?? { created: 0, confirmed: 0, sent: 0, failed: 0 }),
      })),
      failures: failures.map((row) => ({
        at: row.createdAt.toISOString(),
        address: maskAddress(row.email),
        channel: row.channel === 'push' ? ('push' as const) : ('email' as const),
        error: maskAddressesIn(row.lastError ?? ''),
        attempts: row.attempts,
        retryAt:
          row.status === 'pending' && row.nextAttemptAt ? row.nextAttemptAt.toISOString() : null,
      })),
      mostWatched,
    };
  }
}
