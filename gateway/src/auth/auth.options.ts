import type { GatewayConfig } from '../gateway.config';

export const AUTH_OPTIONS = Symbol('AUTH_OPTIONS');

export interface AuthOptions {
  cookieName: string;
  /** Secure cookie (and the `__Host-` prefix): wherever the admin is on https. */
  secureCookie: boolean;
  idleMs: number;
  maxAgeMs: number;
  /** Empty: the origin each request was sent to. */
  allowedOrigins: string[];
  /**
   * ADMIN_ORIGIN: the only origin operator routes and `/api/auth/*` answer (requests must be
   * sent to it, and come from it); null: any origin (one origin for shop and admin).
   */
  adminOrigin: string | null;
  /** ADMIN_TOTP_KEY, decoded; null: TOTP secrets are stored as they are. */
  totpKey: Buffer | null;
}

export function authOptionsFrom(config: GatewayConfig): AuthOptions {
  const adminOrigin = config.ADMIN_ORIGIN ?? null;
  // With an admin origin the cookie follows its scheme; without, production means https.
  const secure = adminOrigin ? adminOrigin.startsWith('https:') : config.NODE_ENV === 'production';
  return {
    cookieName: secure ? '__Host-bli_admin' : 'bli_admin',
    secureCookie: secure,
    idleMs: config.ADMIN_SESSION_IDLE_MINUTES * 60_000,
    maxAgeMs: config.ADMIN_SESSION_MAX_HOURS * 3_600_000,
    allowedOrigins: adminOrigin
      ? [adminOrigin]
      : (config.PUBLIC_ORIGIN ?? '')
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
    adminOrigin,
    totpKey: config.ADMIN_TOTP_KEY ? Buffer.from(config.ADMIN_TOTP_KEY, 'base64') : null,
  };
}
