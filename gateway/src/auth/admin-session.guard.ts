import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { CSRF_HEADER } from '@bli/contracts';
import type { FastifyRequest } from 'fastify';
import { ADMIN_ONLY } from './admin-only.decorator';
import { adminOriginOnly, authenticationRequired, invalidCsrf } from './auth-errors';
import { AUTH_OPTIONS, type AuthOptions } from './auth.options';
import { AuthService } from './auth.service';
import { headerOf, originFactsOf } from './origin-facts';
import { attachSession } from './request-session';
import { isForAdminOrigin, isSameOrigin } from './same-origin';
import { secretsEqual } from './session-tokens';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The one gate of every `@AdminOnly()` route: with ADMIN_ORIGIN set, a request sent to the admin
 * origin and not from another (else 403, before the cookie is looked at); a live session (else
 * 401) and, on a state-changing method, the session's CSRF token in `x-csrf-token` plus a
 * same-origin Origin or Referer (else 403). Routes without the marker pass untouched.
 */
@Injectable()
export class AdminSessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
    @Inject(AUTH_OPTIONS) private readonly options: AuthOptions,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const adminOnly = this.reflector.getAllAndOverride<boolean | undefined>(ADMIN_ONLY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!adminOnly) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!isForAdminOrigin(originFactsOf(request), this.options.adminOrigin)) {
      throw adminOriginOnly();
    }
    const session = await this.auth.authenticate(request.cookies?.[this.options.cookieName]);
    if (!session) throw authenticationRequired();
    if (!SAFE_METHODS.has(request.method)) {
      const tokenMatches = secretsEqual(headerOf(request, CSRF_HEADER), session.csrfToken);
      if (!tokenMatches || !isSameOrigin(originFactsOf(request), this.options.allowedOrigins)) {
        throw invalidCsrf();
      }
    }
    attachSession(request, session);
    return true;
  }
}
