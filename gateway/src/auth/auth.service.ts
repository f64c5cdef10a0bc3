import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { AdminSession } from '@bli/contracts';
import { AdminSessionsRepository } from './admin-sessions.repository';
import { AdminUsersRepository } from './admin-users.repository';
import { AUTH_OPTIONS, type AuthOptions } from './auth.options';
import { LoginThrottle } from './login-throttle.service';
import { verifyAgainstDummy, verifyPassword } from './password-hasher';
import { hashSessionId, newCsrfToken, newSessionId } from './session-tokens';

/** A session touched more recently than this is not written again (one write a minute at most). */
const TOUCH_AFTER_MS = 60_000;

export type LoginOutcome =
  | { kind: 'signed-in'; sessionId: string; session: AdminSession }
  | { kind: 'invalid' }
  | { kind: 'throttled'; retryAfterSeconds: number };

/** A live session found from its cookie. */
export interface ActiveSession extends AdminSession {
  idHash: string;
}

@Injectable()
export class AuthService implements OnModuleInit {
  constructor(
    private readonly users: AdminUsersRepository,
    private readonly sessions: AdminSessionsRepository,
    private readonly throttle: LoginThrottle,
    @Inject(AUTH_OPTIONS) private readonly options: AuthOptions,
  ) {}

  /** The dummy hash is made once up front, so the first unknown email is not slower. */
  async onModuleInit(): Promise<void> {
    await verifyAgainstDummy('warm-up');
  }

  /**
   * Checks the throttle, then the password (against a dummy hash when the email is unknown, so
   * both cases take as long); a success opens a new session and ends the one the caller had.
   */
  async login(
    email: string,
    password: string,
    ip: string,
    previousSessionId: string | undefined,
    now = new Date(),
  ): Promise<LoginOutcome> {
    const retryAfterSeconds = await this.throttle.retryAfter(email, ip, now);
    if (retryAfterSeconds !== null) return { kind: 'throttled', retryAfterSeconds };

    const user = await this.users.findByEmail(email);
    const valid = user
      ? await verifyPassword(user.passwordHash, password)
      : await verifyAgainstDummy(password);
    if (!user || !valid) {
      await this.throttle.failed(email, ip, now);
      return { kind: 'invalid' };
    }
    await this.throttle.succeeded(email);
    if (previousSessionId) await this.sessions.delete(hashSessionId(previousSessionId));
    await this.sessions.deleteExpired(now, new Date(now.getTime() - this.options.idleMs));

    const sessionId = newSessionId();
    const csrfToken = newCsrfToken();
    await this.sessions.create({
      idHash: hashSessionId(sessionId),
      userId: user.id,
      csrfToken,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.options.maxAgeMs),
    });
    return { kind: 'signed-in', sessionId, session: { user: { email: user.email }, csrfToken } };
  }

  /** The live session behind a cookie value, sliding its idle expiry; null when there is none. */
  async authenticate(
    sessionId: string | undefined,
    now = new Date(),
  ): Promise<ActiveSession | null> {
    if (!sessionId) return null;
    const idHash = hashSessionId(sessionId);
    const stored = await this.sessions.find(idHash);
    if (!stored) return null;
    const idleFor = now.getTime() - stored.lastSeenAt.getTime();
    if (stored.expiresAt.getTime() <= now.getTime() || idleFor >= this.options.idleMs) {
      await this.sessions.delete(idHash);
      return null;
    }
    if (idleFor >= Math.min(TOUCH_AFTER_MS, this.options.idleMs / 10))
      await this.sessions.touch(idHash, now);
    return { idHash, user: { email: stored.email }, csrfToken: stored.csrfToken };
  }

  async logout(idHash: string): Promise<void> {
    await this.sessions.delete(idHash);
  }
}
