import { AlertsConfig } from '../../src/alerts.config';

export const TEST_SITE = 'https://bestlaptops.example';
export const TEST_TOKEN_SECRET = 'test-secret-test-secret-test-secret-!';

/** The alerts settings a test runs with: the env names and values the service reads. */
export function alertsTestConfig(env: Record<string, string> = {}): AlertsConfig {
  return AlertsConfig.load({
    NODE_ENV: 'test',
    DATABASE_URL: 'postgres://alerts@127.0.0.1:5432/unused',
    SMTP_URL: 'smtp://127.0.0.1:1025',
    SITE_URL: TEST_SITE,
    ALERTS_TOKEN_SECRET: TEST_TOKEN_SECRET,
    ...env,
  });
}
