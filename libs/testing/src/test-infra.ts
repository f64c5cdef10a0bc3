import {
  containerPostgres,
  createDatabaseIfMissing,
  dropDatabase,
  dropRolesWithPrefix,
  freePort,
  localPostgres,
  natsClientEnv,
  spawnNatsServer,
  startEmbeddedPostgres,
  type NatsServer,
  type RunningServer,
} from '@bli/dev-infra';
import type { BusProcess } from '@bli/contracts';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A real PostgreSQL database of this test file's own, and a real NATS server. */
export interface TestInfra {
  /** The database as its admin (a superuser). */
  databaseUrl: string;
  /** Names this database's own roles begin with (`<prefix>_catalogue`…); dropped at stop. */
  databaseRolePrefix: string;
  /** A private nats-server that knows only the bus's processes (each by its nkey). */
  natsUrl: string;
  /** NATS_URL and `process`'s own seed file: what a process started by the test needs. */
  natsEnv(process: BusProcess): { NATS_URL: string; NATS_NKEY_SEED_FILE: string };
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
 * PostgreSQL: an explicit TEST_POSTGRES_URL; a container where an engine exists; the machine's
 * server, else an embedded one. NATS: always a private nats-server from PATH with the bus's
 * users and permissions (never an open server: the tests run with authentication on).
 */
export async function startTestInfra(): Promise<TestInfra> {
  const scratch = mkdtempSync(join(tmpdir(), 'bli-test-'));
  // mkdtemp makes it private to its owner: an embedded PostgreSQL started by root runs initdb
  // as its own `postgres` user, which must be able to reach the data folder inside.
  chmodSync(scratch, 0o755);
  const postgres = await firstAvailable([
    async () => fromEnv('TEST_POSTGRES_URL'),
    containerPostgres,
    localPostgres,
    async () => startEmbeddedPostgres({ dataDir: join(scratch, 'pg'), port: await freePort() }),
  ]);
  // The scratch folder holds the embedded PostgreSQL's data, the nats-server's and the bus users'
  // nkey seeds: removed once its servers have stopped, so runs leave nothing in the temp folder.
  const removeScratch = () => rmSync(scratch, { recursive: true, force: true });
  if (!postgres) {
    removeScratch();
    throw new Error('No PostgreSQL for tests');
  }
  // A NATS of our own: queue groups are shared by everyone on a server, so a catalogue of another
  // test run (or of `npm start`) would otherwise answer our requests.
  let nats: NatsServer;
  try {
    nats = await spawnNatsServer(await freePort(), join(scratch, 'nats'));
  } catch (error) {
    await postgres.stop();
    removeScratch();
    throw error;
  }

  const database = `bli_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = await createDatabaseIfMissing(postgres.url, database);
  return {
    databaseUrl,
    databaseRolePrefix: database,
    natsUrl: nats.url,
    natsEnv: (process) => natsClientEnv(nats.url, nats.credentials, process),
    // Every step runs even when one before it fails: a database that cannot be dropped must not
    // leave its PostgreSQL, its nats-server or their files behind after the tests (or a CI run).
    stop: async () => {
      try {
        await dropDatabase(postgres.url, database);
        await dropRolesWithPrefix(postgres.url, database);
      } finally {
        try {
          await postgres.stop();
        } finally {
          await nats.stop();
          removeScratch();
        }
      }
    },
  };
}
