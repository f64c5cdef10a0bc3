import {
  createDatabaseIfMissing,
  localNats,
  NATS_INSTALL_HINT,
  spawnNatsServer,
  startEmbeddedPostgres,
  type RunningServer,
} from '@bli/dev-infra';
import { join, resolve } from 'node:path';
import type { RunnerConfig } from './runner.config';

const DATABASE_NAME = 'bestlaptops';

export interface Infrastructure {
  databaseUrl: string;
  natsUrl: string;
  describe: string[];
  stop(): Promise<void>;
}

/** PostgreSQL and NATS as the README promises: from env, else embedded or found on the machine. */
export async function startInfrastructure(config: RunnerConfig): Promise<Infrastructure> {
  const started: RunningServer[] = [];
  const stop = async () => {
    for (const server of started.reverse()) await server.stop();
  };
  try {
    let databaseUrl = config.DATABASE_URL;
    let postgresSource = 'PostgreSQL from DATABASE_URL';
    if (!databaseUrl) {
      const postgres = await startEmbeddedPostgres({
        dataDir: resolve(join(config.DATA_DIR, 'postgres')),
        port: config.EMBEDDED_PG_PORT,
      });
      started.push(postgres);
      databaseUrl = await createDatabaseIfMissing(postgres.url, DATABASE_NAME);
      postgresSource = postgres.source;
    }

    let nats: RunningServer | null = config.NATS_URL
      ? { url: config.NATS_URL, source: 'NATS from NATS_URL', stop: async () => undefined }
      : await localNats();
    if (!nats) {
      nats = await spawnNatsServer(
        config.EMBEDDED_NATS_PORT,
        resolve(join(config.DATA_DIR, 'nats')),
      );
      if (nats) started.push(nats);
    }
    if (!nats) throw new Error(NATS_INSTALL_HINT);

    return { databaseUrl, natsUrl: nats.url, describe: [postgresSource, nats.source], stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
