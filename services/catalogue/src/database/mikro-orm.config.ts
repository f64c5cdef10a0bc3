import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import { join } from 'node:path';
import { catalogueEntities } from '../entities';
import { catalogueMigrations } from '../migrations';

export const CATALOGUE_SCHEMA = 'catalogue';

/** The catalogue owns the `catalogue` schema and nothing else in the shared database. */
export function catalogueOrmConfig(databaseUrl: string) {
  return defineConfig({
    clientUrl: databaseUrl,
    schema: CATALOGUE_SCHEMA,
    entities: catalogueEntities,
    extensions: [Migrator],
    migrations: {
      schema: CATALOGUE_SCHEMA,
      tableName: 'mikro_orm_migrations',
      migrationsList: catalogueMigrations,
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
