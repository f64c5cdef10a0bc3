import { Injectable } from '@nestjs/common';
import { LoginFailuresRepository } from './login-failures.repository';
import {
  LOGIN_FAILURE_WINDOW_MS,
  MAX_LOGIN_FAILURES,
  secondsUntilAllowed,
} from './throttle-window';

/** Failures are kept a day for the record, then dropped. */
const KEEP_FAILURES_MS = 24 * 60 * 60_000;

/**
 * Per account and per client address: after MAX_LOGIN_FAILURES failures within the window the
 * next attempt is refused (429) without looking at the password, whether or not the account
 * exists. Refused attempts are not counted, so the block lifts on time.
 */
@Injectable()
export class LoginThrottle {
  constructor(private readonly failures: LoginFailuresRepository) {}

  /** Seconds to wait, or null when this attempt may go ahead. */
  async retryAfter(email: string, ip: string, now: Date): Promise<number | null> {
    const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
    const [byAccount, byAddress] = await Promise.all([
      this.failures.latest('email', email, since, MAX_LOGIN_FAILURES),
      this.failures.latest('ip', ip, since, MAX_LOGIN_FAILURES),
    ]);
    const waits = [secondsUntilAllowed(byAccount, now), secondsUntilAllowed(byAddress, now)];
    const blocked = waits.filter((wait): wait is number => wait !== null);
    return blocked.length > 0 ? Math.max(...blocked) : null;
  }

  async failed(email: string, ip: string, now: Date): Promise<void> {
    await this.failures.record(email, ip, now);
    await this.failures.deleteBefore(new Date(now.getTime() - KEEP_FAILURES_MS));
  }

  async succeeded(email: string): Promise<void> {
    await this.failures.clearAccount(email);
  }
}
