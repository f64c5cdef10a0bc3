import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import { join } from 'node:path';
import { affiliateEntities } from '../entities';
import { affiliateMigrations } from '../migrations';

export const AFFILIATE_SCHEMA = 'affiliate';

/** The affiliate service owns the `affiliate` schema (the click log) and nothing else. */
export function affiliateOrmConfig(databaseUrl: string) {
  return defineConfig({
    clientUrl: databaseUrl,
    schema: AFFILIATE_SCHEMA,
    entities: affiliateEntities,
    extensions: [Migrator],
    migrations: {
      schema: AFFILIATE_SCHEMA,
      tableName: 'mikro_orm_migrations',
      migrationsList: affiliateMigrations,
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
