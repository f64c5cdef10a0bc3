import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import { join } from 'node:path';
import { contentEntities } from '../entities';
import { contentMigrations } from '../migrations';

export const CONTENT_SCHEMA = 'content';

/** The content service owns the `content` schema and nothing else in the shared database. */
export function contentOrmConfig(databaseUrl: string) {
  return defineConfig({
    clientUrl: databaseUrl,
    schema: CONTENT_SCHEMA,
    entities: contentEntities,
    extensions: [Migrator],
    migrations: {
      schema: CONTENT_SCHEMA,
      tableName: 'mikro_orm_migrations',
      migrationsList: contentMigrations,
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
