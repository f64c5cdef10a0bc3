import { commonEnvSchema, databaseEnvSchema } from './common-env.schema';
import { loadConfig } from './load-config';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const config = loadConfig(commonEnvSchema, {});
    expect(config).toMatchObject({ NATS_URL: 'nats://127.0.0.1:4222', RPC_TIMEOUT_MS: 2000 });
  });

  it('fails naming the variable without printing its value', () => {
    expect(() =>
      loadConfig(databaseEnvSchema, { DATABASE_URL: 'mysql://secret-password@db/x' }),
    ).toThrow(/^Invalid configuration: DATABASE_URL: DATABASE_URL must be a postgres:\/\/ URL$/);
    expect(() => loadConfig(databaseEnvSchema, {})).toThrow(/DATABASE_URL is required/);
  });
});
