import { schemaOrmConfig, type DatabaseLimits } from '@bli/server-kit';
import { join } from 'node:path';
import { affiliateEntities } from '../entities';
import { affiliateMigrations } from '../migrations';

export const AFFILIATE_SCHEMA = 'affiliate';

/** The affiliate service owns the `affiliate` schema (the click log) and nothing else. */
export function affiliateOrmConfig(databaseUrl: string, limits?: DatabaseLimits) {
  return schemaOrmConfig({
    databaseUrl,
    limits,
    schema: AFFILIATE_SCHEMA,
    entities: affiliateEntities,
    migrationsList: affiliateMigrations,
    migrationsPath: join(__dirname, '..', 'migrations'),
  });
}
