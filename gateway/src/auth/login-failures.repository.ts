import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { LoginFailure } from '../entities';
import { FAILURE_MEMORY_MS, LOGIN_FAILURE_WINDOW_MS, MAX_LOGIN_FAILURES } from './throttle-window';

/** What the throttle decides on: the failures of this account from this address, and of the address. */
export interface FailureHistory {
  /** This account from this address, remembered ones (FAILURE_MEMORY_MS). */
  pairFailures: number;
  pairLatest: Date | null;
  /** This address, any account: the latest MAX_LOGIN_FAILURES within the window, newest first. */
  addressLatest: Date[];
}

@Injectable()
export class LoginFailuresRepository {
  constructor(private readonly orm: MikroORM) {}

  /**
   * Counts and records an attempt as one step: under a transaction lock on the address (every
   * replica takes the same one), reads the history, asks `wait` and, unless it names seconds to
   * wait, records the attempt as a failure before any password is checked. So parallel attempts
   * are counted one after another and no more than the limit get through. Answers the seconds
   * to wait, or null once recorded.
   */
  async claim(
    email: string,
    ip: string,
    now: Date,
    wait: (history: FailureHistory) => number | null,
  ): Promise<number | null> {
    return this.orm.em.fork().transactional(async (em) => {
      await em.execute(`select pg_advisory_xact_lock(hashtextextended(?, 0))`, [
        `gateway.login_failures:${ip}`,
      ]);
      const remembered = new Date(now.getTime() - FAILURE_MEMORY_MS);
      const [pair] = await em.execute<{ failures: number; latest: Date | string | null }[]>(
        `select count(*)::int as failures, max(failed_at) as latest from gateway.login_failures
          where email = ? and ip = ? and failed_at > ?`,
        [email, ip, remembered],
      );
      const address = await em.find(
        LoginFailure,
        { ip, failedAt: { $gt: new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS) } },
        { orderBy: { failedAt: 'desc' }, limit: MAX_LOGIN_FAILURES, fields: ['failedAt'] },
      );
      const seconds = wait({
        pairFailures: pair.failures,
        pairLatest: pair.latest === null ? null : new Date(pair.latest),
        addressLatest: address.map((row) => row.failedAt),
      });
      if (seconds !== null) return seconds;
      await em.insert(LoginFailure, { email, ip, failedAt: now });
      return null;
    });
  }

  /** After a successful sign-in: this account's failures from this address go. */
  async clearPair(email: string, ip: string): Promise<void> {
    await this.orm.em.fork().nativeDelete(LoginFailure, { email, ip });
  }

  async deleteBefore(before: Date): Promise<void> {
    await this.orm.em.fork().nativeDelete(LoginFailure, { failedAt: { $lte: before } });
  }
}
