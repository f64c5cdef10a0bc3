import { schemaOrmConfig, type DatabaseLimits } from '@bli/server-kit';
import { join } from 'node:path';
import { contentEntities } from '../entities';
import { contentMigrations } from '../migrations';

export const CONTENT_SCHEMA = 'content';

/** The content service owns the `content` schema and nothing else in the shared database. */
export function contentOrmConfig(databaseUrl: string, limits?: DatabaseLimits) {
  return schemaOrmConfig({
    databaseUrl,
    limits,
    schema: CONTENT_SCHEMA,
    entities: contentEntities,
    migrationsList: contentMigrations,
    migrationsPath: join(__dirname, '..', 'migrations'),
  });
}
