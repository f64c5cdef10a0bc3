import { alertsTestConfig } from '../test/support/alerts-test-config';
import { vapidOf } from './alerts.config';

describe('AlertsConfig', () => {
  it('has the documented defaults and a SITE_URL without its trailing slash', () => {
    const config = alertsTestConfig({ SITE_URL: 'https://bestlaptops.in/' });
    expect(config).toMatchObject({
      ALERTS_HEALTH_PORT: 3109,
      MAIL_FROM: 'Best Laptops India <alerts@bestlaptops.in>',
      SITE_URL: 'https://bestlaptops.in',
      ALERTS_DAILY_CAP: 5,
      ALERTS_CONFIRM_HOURS: 48,
      ALERTS_RETENTION_DAYS: 30,
      ALERTS_UPSTREAM_TIMEOUT_MS: 1_500,
    });
    expect(vapidOf(config)).toBeNull();
  });

  it('fails naming the variable, never quoting a secret', () => {
    expect(() => alertsTestConfig({ ALERTS_TOKEN_SECRET: 'short-secret' })).toThrow(
      /ALERTS_TOKEN_SECRET: ALERTS_TOKEN_SECRET must be at least 32 characters/,
    );
    expect(() => alertsTestConfig({ ALERTS_TOKEN_SECRET: 'short-secret' })).not.toThrow(
      /short-secret/,
    );
    expect(() => alertsTestConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => alertsTestConfig({ SITE_URL: 'https://bestlaptops.in/laptops' })).toThrow(
      /SITE_URL/,
    );
  });

  it('turns push on with both VAPID keys, its subject defaulting to the sender', () => {
    expect(() => alertsTestConfig({ VAPID_PUBLIC_KEY: 'public' })).toThrow(/VAPID_PRIVATE_KEY/);
    const config = alertsTestConfig({ VAPID_PUBLIC_KEY: 'public', VAPID_PRIVATE_KEY: 'private' });
    expect(vapidOf(config)).toEqual({
      publicKey: 'public',
      privateKey: 'private',
      subject: 'mailto:alerts@bestlaptops.in',
    });
  });
});
