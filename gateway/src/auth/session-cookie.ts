import type { CookieSerializeOptions } from '@fastify/cookie';
import type { AuthOptions } from './auth.options';

/** HttpOnly, SameSite=Strict, whole site; Secure (with the `__Host-` name) in production. */
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
