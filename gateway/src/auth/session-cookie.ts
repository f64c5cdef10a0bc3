import type { CookieSerializeOptions } from '@fastify/cookie';
import type { AuthOptions } from './auth.options';

/**
 * HttpOnly, SameSite=Strict, whole site, no Domain (its host alone: the admin origin's when
 * ADMIN_ORIGIN is set); Secure, with the `__Host-` name, where the admin is on https.
 */
export function sessionCookieOptions(options: AuthOptions): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    secure: options.secureCookie,
    path: '/',
    maxAge: Math.floor(options.maxAgeMs / 1000),
  };
}

/** Clearing it: same attributes, empty, already expired. */
export function clearedCookieOptions(options: AuthOptions): CookieSerializeOptions {
  return { ...sessionCookieOptions(options), maxAge: 0, expires: new Date(0) };
}
