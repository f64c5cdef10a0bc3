import type { BusProcess } from '@bli/contracts';
import {
  existingNatsCredentials,
  natsClientEnv,
  spawnNatsServer,
  type NatsCredentials,
  type RunningServer,
} from '@bli/dev-infra';
import { join, resolve } from 'node:path';
import type { RunnerConfig } from './runner.config';

/** Where NATS is and who a process is there: each child that uses NATS gets its own. */
const ACCESS_VARIABLES = ['NATS_URL', 'NATS_NKEY_SEED', 'NATS_NKEY_SEED_FILE'] as const;

export interface LocalNats extends RunningServer {
  /** NATS_URL and `process`'s own seed file. */
  envOf(process: BusProcess): Record<string, string>;
}

function localNats(server: RunningServer, credentials: NatsCredentials): LocalNats {
  return { ...server, envOf: (process) => natsClientEnv(server.url, credentials, process) };
}

/**
 * `npm start`'s NATS: its own nats-server on EMBEDDED_NATS_PORT, with the bus's users and
 * permissions and the processes' seeds made once in `<DATA_DIR>/nats/credentials` — never a
 * server that happens to listen on 4222 without authentication. With NATS_URL, that server,
 * whose users are the seeds in NATS_CREDENTIALS_DIR (`npm run secrets:generate` writes them).
 */
export async function startLocalNats(config: RunnerConfig): Promise<LocalNats> {
  if (config.NATS_URL) {
    const credentials = existingNatsCredentials(resolve(config.NATS_CREDENTIALS_DIR ?? ''));
    const server = {
      url: config.NATS_URL,
      source: 'NATS from NATS_URL',
      stop: async () => undefined,
    };
    return localNats(server, credentials);
  }
  const server = await spawnNatsServer(
    config.EMBEDDED_NATS_PORT,
    resolve(join(config.DATA_DIR, 'nats')),
  );
  return localNats(server, server.credentials);
}

/**
 * The runner's own environment without NATS's address or any seed, as the base of every
 * child's: the web and the one-shot steps get none, the others `envOf` their own.
 */
export function withoutNatsAccess(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const rest = { ...env };
  for (const name of ACCESS_VARIABLES) delete rest[name];
  return rest;
}
