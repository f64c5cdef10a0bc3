import { schemaOrmConfig, type DatabaseLimits } from '@bli/server-kit';
import { join } from 'node:path';
import { alertsEntities } from '../entities';
import { alertsMigrations } from '../migrations';

export const ALERTS_SCHEMA = 'alerts';

/** The alerts service owns the `alerts` schema (addresses, alerts, deliveries) and nothing else. */
export function alertsOrmConfig(databaseUrl: string, limits?: DatabaseLimits) {
  return schemaOrmConfig({
    databaseUrl,
    limits,
    schema: ALERTS_SCHEMA,
    entities: alertsEntities,
    migrationsList: alertsMigrations,
    migrationsPath: join(__dirname, '..', 'migrations'),
  });
}
