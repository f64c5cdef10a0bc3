import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { connect, nkeyAuthenticator } from '@nats-io/transport-node';
import { Client } from 'pg';
import { startTestInfra } from './test-infra';

/** The `bli-test-*` folder a seed file lives in. */
const scratchOf = (file: string) => {
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    if (basename(dir).startsWith('bli-test-')) return dir;
  }
  throw new Error(`${file} is not inside a bli-test-* folder`);
};

describe('startTestInfra', () => {
  it('gives a real database and NATS, and leaves neither servers nor files once stopped', async () => {
    const infra = await startTestInfra();
    const { NATS_URL, NATS_NKEY_SEED_FILE } = infra.natsEnv('catalogue');
    const scratch = scratchOf(NATS_NKEY_SEED_FILE);
    try {
      const db = new Client({ connectionString: infra.databaseUrl });
      await db.connect();
      expect((await db.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      await db.end();
      const seed = new TextEncoder().encode(readFileSync(NATS_NKEY_SEED_FILE, 'utf8').trim());
      const nc = await connect({ servers: NATS_URL, authenticator: nkeyAuthenticator(seed) });
      await nc.flush();
      await nc.close();
      expect(existsSync(scratch)).toBe(true);
    } finally {
      await infra.stop();
    }
    expect(existsSync(scratch)).toBe(false);
    await expect(
      connect({ servers: NATS_URL, reconnect: false, timeout: 1_000 }),
    ).rejects.toThrow();
  });
});
