import {
  containerNats,
  containerPostgres,
  createDatabaseIfMissing,
  dropDatabase,
  freePort,
  localNats,
  localPostgres,
  NATS_INSTALL_HINT,
  spawnNatsServer,
  startEmbeddedPostgres,
  type RunningServer,
} from '@bli/dev-infra';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A real PostgreSQL database of this test file's own, and a real NATS server. */
export interface TestInfra {
  databaseUrl: string;
  natsUrl: string;
  stop(): Promise<void>;
}

function fromEnv(name: string): RunningServer | null {
  const url = process.env[name];
  return url ? { url, source: name, stop: async () => undefined } : null;
}

async function firstAvailable(
  candidates: (() => Promise<RunningServer | null>)[],
): Promise<RunningServer | null> {
  for (const candidate of candidates) {
    const server = await candidate();
    if (server) return server;
  }
  return null;
}

/**
 * Order: an explicit TEST_POSTGRES_URL / TEST_NATS_URL; containers where an engine exists;
 * for PostgreSQL the machine's server, else an embedded one; for NATS a private nats-server from
 * PATH, else the machine's.
 */
export async function startTestInfra(): Promise<TestInfra> {
  const scratch = mkdtempSync(join(tmpdir(), 'bli-test-'));
  const postgres = await firstAvailable([
    async () => fromEnv('TEST_POSTGRES_URL'),
    containerPostgres,
    localPostgres,
    async () => startEmbeddedPostgres({ dataDir: join(scratch, 'pg'), port: await freePort() }),
  ]);
  // A NATS of our own where we can start one: queue groups are shared by everyone on a server,
  // so a catalogue of another test run (or of `npm start`) would otherwise answer our requests.
  const nats = await firstAvailable([
    async () => fromEnv('TEST_NATS_URL'),
    containerNats,
    async () => spawnNatsServer(await freePort(), join(scratch, 'nats')),
    localNats,
  ]);
  if (!postgres) throw new Error('No PostgreSQL for tests');
  if (!nats) throw new Error(NATS_INSTALL_HINT);

  const database = `bli_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = await createDatabaseIfMissing(postgres.url, database);
  return {
    databaseUrl,
    natsUrl: nats.url,
    // Every step runs even when one before it fails: a database that cannot be dropped must not
    // leave its PostgreSQL or nats-server running after the tests (or a CI run) end.
    stop: async () => {
      try {
        await dropDatabase(postgres.url, database);
      } finally {
        try {
          await postgres.stop();
        } finally {
          await nats.stop();
        }
      }
    },
  };
}
