import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { AdminSession } from '@bli/contracts';
import { randomUUID } from 'node:crypto';
import { AdminSessionsRepository } from './admin-sessions.repository';
import { AdminUsersRepository } from './admin-users.repository';
import { codeRequired, invalidCode, invalidCredentials, LoginThrottledError } from './auth-errors';
import { AUTH_OPTIONS, type AuthOptions } from './auth.options';
import { LoginThrottle } from './login-throttle.service';
import { verifyAgainstDummy, verifyPassword } from './password-hasher';
import { hashSessionId, newCsrfToken, newSessionId } from './session-tokens';
import { TotpCodes } from './totp-codes';

/** A session touched more recently than this is not written again (one write a minute at most). */
const TOUCH_AFTER_MS = 60_000;
/** What is kept of a User-Agent for the session list. */
const MAX_USER_AGENT_LENGTH = 256;

/** Who is signing in and from where. */
export interface LoginClient {
  /** An IPv4 or IPv6 address (http/client-addresses.ts). */
  ip: string;
  userAgent: string | undefined;
}

export interface SignedIn {
  sessionId: string;
  session: AdminSession;
}

/** A live session found from its cookie. */
export interface ActiveSession extends AdminSession {
  idHash: string;
  userId: number;
}

@Injectable()
export class AuthService implements OnModuleInit {
  constructor(
    private readonly users: AdminUsersRepository,
    private readonly sessions: AdminSessionsRepository,
    private readonly throttle: LoginThrottle,
    private readonly codes: TotpCodes,
    @Inject(AUTH_OPTIONS) private readonly options: AuthOptions,
  ) {}

  /** The dummy hash is made once up front, so the first unknown email is not slower. */
  async onModuleInit(): Promise<void> {
    await verifyAgainstDummy('warm-up');
  }

  /**
   * Counts the attempt with the throttle (LoginThrottledError when it refuses), then checks the
   * password (against a dummy hash when the email is unknown, so both cases take as long) and,
   * when the operator's second factor is on, the code: a right password without a code, or with
   * a wrong one, stays counted as a failure. A success opens a new session, ends the one the
   * caller had and forgets this account's failures from this address.
   */
  async login(
    credentials: { email: string; password: string; code?: string },
    client: LoginClient,
    previousSessionId: string | undefined,
    now = new Date(),
  ): Promise<SignedIn> {
    const { email, password, code } = credentials;
    const wait = await this.throttle.attempt(email, client.ip, now);
    if (wait !== null) throw new LoginThrottledError(wait);

    const user = await this.users.findByEmail(email);
    const valid = user
      ? await verifyPassword(user.passwordHash, password)
      : await verifyAgainstDummy(password);
    if (!user || !valid) {
      await this.throttle.failed(now);
      throw invalidCredentials();
    }
    if (user.totpEnabled) {
      if (code === undefined) throw codeRequired();
      if (!(await this.codes.use(user, code, now))) {
        await this.throttle.failed(now);
        throw invalidCode();
      }
    }
    await this.throttle.succeeded(email, client.ip);
    if (previousSessionId) await this.sessions.delete(hashSessionId(previousSessionId));
    await this.sessions.deleteExpired(now, new Date(now.getTime() - this.options.idleMs));

    const sessionId = newSessionId();
    const csrfToken = newCsrfToken();
    await this.sessions.create({
      idHash: hashSessionId(sessionId),
      publicId: randomUUID(),
      userId: user.id,
      userAgent: (client.userAgent ?? '').slice(0, MAX_USER_AGENT_LENGTH),
      ip: client.ip,
      csrfToken,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.options.maxAgeMs),
    });
    return {
      sessionId,
      session: { user: { email: user.email, totpEnabled: user.totpEnabled }, csrfToken },
    };
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
    return {
      idHash,
      userId: stored.userId,
      user: { email: stored.email, totpEnabled: stored.totpEnabled },
      csrfToken: stored.csrfToken,
    };
  }

  async logout(idHash: string): Promise<void> {
    await this.sessions.delete(idHash);
  }
}
