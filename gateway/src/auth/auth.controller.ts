import { Body, Controller, Inject, Req, Res } from '@nestjs/common';
import { GatewayRoutes as R, type AdminSession } from '@bli/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseInput } from '../http/parse-input';
import { Route } from '../http/route.decorator';
import {
  authenticationRequired,
  crossOriginLogin,
  invalidCredentials,
  tooManyLogins,
} from './auth-errors';
import { AUTH_OPTIONS, type AuthOptions } from './auth.options';
import { AuthService } from './auth.service';
import { originFactsOf } from './origin-facts';
import { sessionOf } from './request-session';
import { isSameOrigin } from './same-origin';
import { clearedCookieOptions, sessionCookieOptions } from './session-cookie';

/** Operator sign-in: `/api/auth/login`, `/logout`, `/me`. */
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(AUTH_OPTIONS) private readonly options: AuthOptions,
  ) {}

  /**
   * No session yet, so no CSRF token: the Origin check alone guards it, before the body is read
   * (a request from another origin learns nothing, not even which fields are wrong).
   */
  @Route(R.login)
  async login(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminSession> {
    if (!isSameOrigin(originFactsOf(request), this.options.allowedOrigins)) {
      throw crossOriginLogin();
    }
    const { email, password } = parseInput(R.login.body, body);
    const outcome = await this.auth.login(
      email,
      password,
      request.ip,
      request.cookies?.[this.options.cookieName],
    );
    if (outcome.kind === 'throttled') {
      void reply.header('retry-after', String(outcome.retryAfterSeconds));
      throw tooManyLogins();
    }
    if (outcome.kind === 'invalid') throw invalidCredentials();
    void reply.setCookie(
      this.options.cookieName,
      outcome.sessionId,
      sessionCookieOptions(this.options),
    );
    return outcome.session;
  }

  @Route(R.logout)
  async logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const session = sessionOf(request);
    if (!session) throw authenticationRequired();
    await this.auth.logout(session.idHash);
    void reply.clearCookie(this.options.cookieName, clearedCookieOptions(this.options));
  }

  @Route(R.me)
  me(@Req() request: FastifyRequest): AdminSession {
    const session = sessionOf(request);
    if (!session) throw authenticationRequired();
    return { user: session.user, csrfToken: session.csrfToken };
  }
}
