import { createUser } from '@nats-io/nkeys';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commonEnvSchema } from '../config/common-env.schema';
import { loadConfig } from '../config/load-config';
import { natsConnectionOptions } from './nats-connection.options';
import { natsSettings } from './nats-settings';

const seed = new TextDecoder().decode(createUser().getSeed());
const dir = mkdtempSync(join(tmpdir(), 'bli-nats-settings-'));
const url = 'nats://127.0.0.1:4222';

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('natsSettings', () => {
  it('takes the seed from the variable or from a file, and names the inbox after the process', () => {
    const file = join(dir, 'catalogue.nk');
    writeFileSync(file, `${seed}\n`);
    for (const env of [
      { NATS_URL: url, NATS_NKEY_SEED: seed },
      { NATS_URL: url, NATS_NKEY_SEED_FILE: file },
    ]) {
      const options = natsConnectionOptions(natsSettings(env, 'catalogue'));
      expect(options).toMatchObject({ name: 'catalogue', inboxPrefix: '_INBOX_catalogue' });
      expect(options.authenticator).toEqual(expect.any(Function));
      expect('tls' in options).toBe(false);
    }
  });

  it('requires TLS to a verified server when a CA is given', () => {
    const ca = join(dir, 'ca.crt');
    writeFileSync(ca, 'a certificate');
    const settings = natsSettings(
      { NATS_URL: url, NATS_NKEY_SEED: seed, NATS_TLS_CA_FILE: ca },
      'gateway',
    );
    expect(natsConnectionOptions(settings)).toMatchObject({ tls: { caFile: ca } });
    expect(() =>
      natsSettings(
        { NATS_URL: url, NATS_NKEY_SEED: seed, NATS_TLS_CA_FILE: join(dir, 'missing.crt') },
        'gateway',
      ),
    ).toThrow(/^Invalid configuration: NATS_TLS_CA_FILE: cannot read /);
  });

  it('refuses to connect without credentials, or with two', () => {
    expect(() => natsSettings({ NATS_URL: url }, 'seo')).toThrow(
      /NATS_NKEY_SEED or NATS_NKEY_SEED_FILE is required/,
    );
    const file = join(dir, 'seo.nk');
    writeFileSync(file, seed);
    expect(() =>
      natsSettings({ NATS_URL: url, NATS_NKEY_SEED: seed, NATS_NKEY_SEED_FILE: file }, 'seo'),
    ).toThrow(/not both/);
  });

  it('names a seed file that is missing or holds something else, never its content', () => {
    expect(() =>
      natsSettings({ NATS_URL: url, NATS_NKEY_SEED_FILE: join(dir, 'absent.nk') }, 'sync'),
    ).toThrow(/^Invalid configuration: NATS_NKEY_SEED_FILE: cannot read /);
    const wrong = join(dir, 'wrong.nk');
    writeFileSync(wrong, 'SECRET-BUT-NOT-A-SEED');
    let message = '';
    try {
      natsSettings({ NATS_URL: url, NATS_NKEY_SEED_FILE: wrong }, 'sync');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/NATS_NKEY_SEED_FILE: .* holds no NATS user seed/);
    expect(message).not.toContain('SECRET');
  });
});

describe('the NATS variables of the common env', () => {
  it('rejects a malformed seed without printing it', () => {
    expect(() => loadConfig(commonEnvSchema, { NATS_NKEY_SEED: 'SUSECRETVALUE' })).toThrow(
      /^Invalid configuration: NATS_NKEY_SEED: NATS_NKEY_SEED must be a NATS user nkey seed/,
    );
    expect(() => loadConfig(commonEnvSchema, { NATS_NKEY_SEED: 'SUSECRETVALUE' })).not.toThrow(
      /SECRETVALUE/,
    );
    expect(loadConfig(commonEnvSchema, { NATS_NKEY_SEED: seed }).NATS_NKEY_SEED).toBe(seed);
  });
});
