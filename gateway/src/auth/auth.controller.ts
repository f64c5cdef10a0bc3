import { Body, Controller, Inject, Req, Res } from '@nestjs/common';
import { GatewayRoutes as R, type AdminSession } from '@bli/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientIpOf } from '../http/client-addresses';
import { parseInput } from '../http/parse-input';
import { Route } from '../http/route.decorator';
import { adminOriginOnly, authenticationRequired, crossOriginLogin } from './auth-errors';
import { AUTH_OPTIONS, type AuthOptions } from './auth.options';
import { AuthService } from './auth.service';
import { headerOf, originFactsOf } from './origin-facts';
import { sessionOf } from './request-session';
import { isForAdminOrigin, isSameOrigin } from './same-origin';
import { clearedCookieOptions, sessionCookieOptions } from './session-cookie';
import { withRetryAfter } from './throttled-reply';

/** Operator sign-in: `/api/auth/login`, `/logout`, `/me`. */
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(AUTH_OPTIONS) private readonly options: AuthOptions,
  ) {}

  /**
   * No session yet, so no CSRF token: the Origin check alone guards it, before the body is read
   * (a request from another origin learns nothing, not even which fields are wrong). With
   * ADMIN_ORIGIN set, only a request sent to the admin origin gets this far.
   */
  @Route(R.login)
  async login(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminSession> {
    const facts = originFactsOf(request);
    if (!isForAdminOrigin(facts, this.options.adminOrigin)) throw adminOriginOnly();
    if (!isSameOrigin(facts, this.options.allowedOrigins)) throw crossOriginLogin();
    const credentials = parseInput(R.login.body, body);
    const signedIn = await withRetryAfter(reply, () =>
      this.auth.login(
        credentials,
        { ip: clientIpOf(request), userAgent: headerOf(request, 'user-agent') },
        request.cookies?.[this.options.cookieName],
      ),
    );
    void reply.setCookie(
      this.options.cookieName,
      signedIn.sessionId,
      sessionCookieOptions(this.options),
    );
    return signedIn.session;
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
