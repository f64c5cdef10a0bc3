import { gatewayEnvSchema } from '../gateway.config';
import { authOptionsFrom } from './auth.options';
import { clearedCookieOptions, sessionCookieOptions } from './session-cookie';

const config = (env: Record<string, string>) =>
  gatewayEnvSchema.parse({ DATABASE_URL: 'postgres://db/x', ...env });

describe('the admin session cookie', () => {
  it('is bli_admin, HttpOnly, SameSite=Strict, Path=/ and not Secure in development', () => {
    const options = authOptionsFrom(config({}));
    expect(options.cookieName).toBe('bli_admin');
    expect(sessionCookieOptions(options)).toEqual({
      httpOnly: true,
      sameSite: 'strict',
      secure: false,
      path: '/',
      maxAge: 12 * 3600,
    });
  });

  it('is __Host-bli_admin and Secure in production', () => {
    const options = authOptionsFrom(config({ NODE_ENV: 'production' }));
    expect(options.cookieName).toBe('__Host-bli_admin');
    expect(sessionCookieOptions(options)).toMatchObject({ secure: true, path: '/' });
    expect(clearedCookieOptions(options)).toMatchObject({ secure: true, path: '/', maxAge: 0 });
  });

  it('reads expiry and origins from the config', () => {
    const options = authOptionsFrom(
      config({
        ADMIN_SESSION_IDLE_MINUTES: '10',
        ADMIN_SESSION_MAX_HOURS: '2',
        PUBLIC_ORIGIN: 'https://bestlaptops.in, https://www.bestlaptops.in',
      }),
    );
    expect(options).toMatchObject({
      idleMs: 600_000,
      maxAgeMs: 7_200_000,
      allowedOrigins: ['https://bestlaptops.in', 'https://www.bestlaptops.in'],
    });
    expect(() => config({ PUBLIC_ORIGIN: 'bestlaptops.in' })).toThrow(/PUBLIC_ORIGIN/);
  });

  it('with ADMIN_ORIGIN: follows its scheme, and only the admin origin may call', () => {
    const https = authOptionsFrom(
      config({ ADMIN_ORIGIN: 'https://admin.example.in/', PUBLIC_ORIGIN: 'https://example.in' }),
    );
    expect(https).toMatchObject({
      cookieName: '__Host-bli_admin',
      secureCookie: true,
      adminOrigin: 'https://admin.example.in',
      allowedOrigins: ['https://admin.example.in'],
    });
    // No Domain attribute: a host-only cookie, for the admin host alone.
    expect(sessionCookieOptions(https)).not.toHaveProperty('domain');
    const http = authOptionsFrom(
      config({ NODE_ENV: 'production', ADMIN_ORIGIN: 'http://admin.localhost:8080' }),
    );
    expect(http).toMatchObject({ cookieName: 'bli_admin', secureCookie: false });
    for (const bad of [
      'admin.example.in',
      'https://admin.example.in/admin',
      'ftp://admin.example.in',
    ]) {
      expect(() => config({ ADMIN_ORIGIN: bad })).toThrow(/ADMIN_ORIGIN/);
    }
  });

  it('reads ADMIN_TOTP_KEY as 32 bytes of base64', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(authOptionsFrom(config({ ADMIN_TOTP_KEY: key })).totpKey).toEqual(Buffer.alloc(32, 7));
    expect(authOptionsFrom(config({})).totpKey).toBeNull();
    expect(() => config({ ADMIN_TOTP_KEY: 'c2hvcnQ=' })).toThrow(/ADMIN_TOTP_KEY/);
  });
});
