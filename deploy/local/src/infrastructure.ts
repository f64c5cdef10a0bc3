import { createDatabaseIfMissing, startEmbeddedPostgres, type RunningServer } from '@bli/dev-infra';
import { join, resolve } from 'node:path';
import { startLocalNats, type LocalNats } from './local-nats';
import type { RunnerConfig } from './runner.config';

const DATABASE_NAME = 'bestlaptops';

export interface Infrastructure {
  databaseUrl: string;
  nats: LocalNats;
  describe: string[];
  stop(): Promise<void>;
}

/** PostgreSQL and NATS as the README promises: from env, else embedded (NATS: local-nats.ts). */
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

    const nats = await startLocalNats(config);
    started.push(nats);

    return { databaseUrl, nats, describe: [postgresSource, nats.source], stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
