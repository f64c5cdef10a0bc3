import { Inject, Injectable } from '@nestjs/common';
import type { ChangePasswordRequest, OperatorSession, TotpEnrolment } from '@bli/contracts';
import { ConflictError, InvalidInputError, NotFoundError } from '@bli/server-kit';
import type { AdminUser } from '../entities';
import { AdminSessionsRepository } from './admin-sessions.repository';
import { AdminUsersRepository } from './admin-users.repository';
import { authenticationRequired, wrongSecret } from './auth-errors';
import { AUTH_OPTIONS, type AuthOptions } from './auth.options';
import type { ActiveSession } from './auth.service';
import { LoginThrottle } from './login-throttle.service';
import { hashPassword, verifyPassword } from './password-hasher';
import { TotpCodes } from './totp-codes';

const newPasswordRefused = (message: string) =>
  new InvalidInputError(`newPassword ${message}`, {
    fields: [{ field: 'newPassword', message }],
  });

/**
 * What a signed-in operator does to their own account: change the password, see and end their
 * sessions, turn the second factor on and off. Every password or code they type is checked
 * through the login throttle, so a stolen session is no unthrottled way to guess them.
 */
@Injectable()
export class OperatorAccountService {
  constructor(
    private readonly users: AdminUsersRepository,
    private readonly sessions: AdminSessionsRepository,
    private readonly throttle: LoginThrottle,
    private readonly codes: TotpCodes,
    @Inject(AUTH_OPTIONS) private readonly options: AuthOptions,
  ) {}

  /** The current password must be right; every other session of the operator ends. */
  async changePassword(
    session: ActiveSession,
    request: ChangePasswordRequest,
    ip: string,
    now = new Date(),
  ): Promise<void> {
    if (request.newPassword === request.currentPassword) {
      throw newPasswordRefused('must differ from the current password');
    }
    if (request.newPassword.trim().toLowerCase() === session.user.email) {
      throw newPasswordRefused('must not be the email address');
    }
    const user = await this.operator(session);
    await this.requirePassword(user, request.currentPassword, 'currentPassword', ip, now);
    await this.users.setPasswordHash(user.id, await hashPassword(request.newPassword));
    await this.sessions.deleteOthers(user.id, session.idHash);
  }

  /** The operator's live sessions, newest first, this one marked. */
  async listSessions(session: ActiveSession, now = new Date()): Promise<OperatorSession[]> {
    const idleSince = new Date(now.getTime() - this.options.idleMs);
    const live = await this.sessions.listLive(session.userId, now, idleSince);
    return live.map((row) => ({
      id: row.publicId,
      userAgent: row.userAgent,
      address: row.ip,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.idHash === session.idHash,
    }));
  }

  async endSession(session: ActiveSession, publicId: string): Promise<void> {
    if (!(await this.sessions.deleteOwn(session.userId, publicId))) {
      throw new NotFoundError('No such session');
    }
  }

  /** With the password: a new secret, shown this once; a code then confirms it. */
  async enrolTotp(
    session: ActiveSession,
    password: string,
    ip: string,
    now = new Date(),
  ): Promise<TotpEnrolment> {
    const user = await this.operator(session);
    if (user.totpEnabled) throw new ConflictError('The second factor is on already');
    await this.requirePassword(user, password, 'password', ip, now);
    return this.codes.enrol(user);
  }

  async confirmTotp(session: ActiveSession, code: string, ip: string, now = new Date()) {
    const user = await this.operator(session);
    if (user.totpEnabled) throw new ConflictError('The second factor is on already');
    if (!user.totpSecret) throw new ConflictError('No enrolment under way: start one first');
    const right = await this.throttle.check(user.email, ip, now, () =>
      this.codes.use(user, code, now, true),
    );
    if (!right) throw wrongSecret('code');
  }

  /** With the password and a current code. */
  async disableTotp(
    session: ActiveSession,
    request: { password: string; code: string },
    ip: string,
    now = new Date(),
  ): Promise<void> {
    const user = await this.operator(session);
    if (!user.totpEnabled) throw new ConflictError('The second factor is off already');
    await this.requirePassword(user, request.password, 'password', ip, now);
    const right = await this.throttle.check(user.email, ip, now, () =>
      this.codes.use(user, request.code, now),
    );
    if (!right) throw wrongSecret('code');
    await this.users.disableTotp(user.id);
  }

  private async operator(session: ActiveSession): Promise<AdminUser> {
    const user = await this.users.findById(session.userId);
    // The operator was removed while the request was under way.
    if (!user) throw authenticationRequired();
    return user;
  }

  private async requirePassword(
    user: AdminUser,
    password: string,
    field: 'currentPassword' | 'password',
    ip: string,
    now: Date,
  ): Promise<void> {
    const right = await this.throttle.check(user.email, ip, now, () =>
      verifyPassword(user.passwordHash, password),
    );
    if (!right) throw wrongSecret(field);
  }
}
