import { schemaOrmConfig, type DatabaseLimits } from '@bli/server-kit';
import { join } from 'node:path';
import { catalogueEntities } from '../entities';
import { catalogueMigrations } from '../migrations';

export const CATALOGUE_SCHEMA = 'catalogue';

/** The catalogue owns the `catalogue` schema and nothing else in the shared database. */
export function catalogueOrmConfig(databaseUrl: string, limits?: DatabaseLimits) {
  return schemaOrmConfig({
    databaseUrl,
    limits,
    schema: CATALOGUE_SCHEMA,
    entities: catalogueEntities,
    migrationsList: catalogueMigrations,
    migrationsPath: join(__dirname, '..', 'migrations'),
  });
}
