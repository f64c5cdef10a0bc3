import type { GatewayConfig } from '../gateway.config';

export const AUTH_OPTIONS = Symbol('AUTH_OPTIONS');

export interface AuthOptions {
  cookieName: string;
  /** Secure cookie (and the `__Host-` prefix): production only, where the site is on https. */
  secureCookie: boolean;
  idleMs: number;
  maxAgeMs: number;
  /** Empty: the origin each request was sent to. */
  allowedOrigins: string[];
}

export function authOptionsFrom(config: GatewayConfig): AuthOptions {
  const production = config.NODE_ENV === 'production';
  return {
    cookieName: production ? '__Host-bli_admin' : 'bli_admin',
    secureCookie: production,
    idleMs: config.ADMIN_SESSION_IDLE_MINUTES * 60_000,
    maxAgeMs: config.ADMIN_SESSION_MAX_HOURS * 3_600_000,
    allowedOrigins: (config.PUBLIC_ORIGIN ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}
