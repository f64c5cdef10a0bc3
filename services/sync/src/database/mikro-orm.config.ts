import { schemaOrmConfig, type DatabaseLimits } from '@bli/server-kit';
import { join } from 'node:path';
import { syncEntities } from '../entities';
import { syncMigrations } from '../migrations';

export const SYNC_SCHEMA = 'sync';

/** The sync service owns the `sync` schema: runs, provider state and the worker lease. */
export function syncOrmConfig(databaseUrl: string, limits?: DatabaseLimits) {
  return schemaOrmConfig({
    databaseUrl,
    limits,
    schema: SYNC_SCHEMA,
    entities: syncEntities,
    migrationsList: syncMigrations,
    migrationsPath: join(__dirname, '..', 'migrations'),
  });
}
