import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import { join } from 'node:path';
import { syncEntities } from '../entities';
import { syncMigrations } from '../migrations';

export const SYNC_SCHEMA = 'sync';

/** The sync service owns the `sync` schema: runs, provider state and the worker lease. */
export function syncOrmConfig(databaseUrl: string) {
  return defineConfig({
    clientUrl: databaseUrl,
    schema: SYNC_SCHEMA,
    entities: syncEntities,
    extensions: [Migrator],
    migrations: {
      schema: SYNC_SCHEMA,
      tableName: 'mikro_orm_migrations',
      migrationsList: syncMigrations,
      path: join(__dirname, '..', 'migrations'),
      emit: 'ts',
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      silent: true,
    },
    pool: { min: 0, max: 10 },
    allowGlobalContext: false,
  });
}
