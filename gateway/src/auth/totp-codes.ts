import { Inject, Injectable } from '@nestjs/common';
import type { TotpEnrolment } from '@bli/contracts';
import type { AdminUser } from '../entities';
import { AdminUsersRepository } from './admin-users.repository';
import { AUTH_OPTIONS, type AuthOptions } from './auth.options';
import { acceptedTotpStep, newTotpSecret, otpauthUri } from './totp';
import { TotpSecretBox } from './totp-secret-box';

/** An operator's second factor: enrolling a secret, and using up codes (each step once). */
@Injectable()
export class TotpCodes {
  private readonly box: TotpSecretBox;

  constructor(
    private readonly users: AdminUsersRepository,
    @Inject(AUTH_OPTIONS) options: AuthOptions,
  ) {
    this.box = new TotpSecretBox(options.totpKey);
  }

  /** A new secret, stored sealed, waiting for a code to confirm it. */
  async enrol(user: AdminUser): Promise<TotpEnrolment> {
    const secret = newTotpSecret();
    await this.users.startTotpEnrolment(user.id, this.box.seal(secret, user.id));
    return { secret, otpauthUri: otpauthUri(secret, user.email) };
  }

  /**
   * True when `code` is right now for the operator's secret and its step was not used before
   * (it is used up here); `enable` turns the second factor on with it (the enrolment's confirmation).
   */
  async use(user: AdminUser, code: string, now: Date, enable = false): Promise<boolean> {
    if (!user.totpSecret) return false;
    const secret = this.box.open(user.totpSecret, user.id);
    const step = acceptedTotpStep(secret, code, user.totpLastStep ?? null, now);
    return step !== null && (await this.users.useTotpStep(user.id, step, enable));
  }
}
