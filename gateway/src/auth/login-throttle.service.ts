import { Injectable } from '@nestjs/common';
import { LoginThrottledError } from './auth-errors';
import { LoginFailuresRepository, type FailureHistory } from './login-failures.repository';
import { FAILURE_MEMORY_MS, pairSecondsUntilAllowed, secondsUntilAllowed } from './throttle-window';

function secondsToWait(history: FailureHistory, now: Date): number | null {
  const waits = [
    pairSecondsUntilAllowed(history.pairFailures, history.pairLatest, now),
    secondsUntilAllowed(history.addressLatest, now),
  ].filter((wait): wait is number => wait !== null);
  return waits.length > 0 ? Math.max(...waits) : null;
}

/**
 * Every check of an operator's secret (a password at sign-in or at a change, a TOTP code) passes
 * here first. Per account and address together, the failures beyond five each wait longer
 * (1 minute, doubling, at most an hour); per address over all accounts, the 6th failure within 15
 * minutes waits. A refused attempt (429) does not look at the secret and is not counted, so
 * blocks lift on time. An allowed attempt is counted as a failure before the secret is checked,
 * in one step with the check of the limits, and a success takes it back.
 */
@Injectable()
export class LoginThrottle {
  constructor(private readonly failures: LoginFailuresRepository) {}

  /** Seconds to wait (nothing counted), or null: the attempt is counted and may go ahead. */
  async attempt(email: string, ip: string, now: Date): Promise<number | null> {
    return this.failures.claim(email, ip, now, (history) => secondsToWait(history, now));
  }

  /**
   * One throttled check of a secret: LoginThrottledError when the throttle refuses it, else the
   * check's answer, counted as a failure or forgetting this pair's failures.
   */
  async check(
    email: string,
    ip: string,
    now: Date,
    secretIsRight: () => Promise<boolean>,
  ): Promise<boolean> {
    const wait = await this.attempt(email, ip, now);
    if (wait !== null) throw new LoginThrottledError(wait);
    const right = await secretIsRight();
    if (right) await this.succeeded(email, ip);
    else await this.failed(now);
    return right;
  }

  /** The secret was wrong: the attempt stays counted; failures past a day are dropped. */
  async failed(now: Date): Promise<void> {
    await this.failures.deleteBefore(new Date(now.getTime() - FAILURE_MEMORY_MS));
  }

  /** The secret was right: this account's failures from this address are forgotten. */
  async succeeded(email: string, ip: string): Promise<void> {
    await this.failures.clearPair(email, ip);
  }
}
