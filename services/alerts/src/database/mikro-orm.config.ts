import { schemaOrmConfig } from '@bli/server-kit';
import { join } from 'node:path';
import { alertsEntities } from '../entities';
import { alertsMigrations } from '../migrations';

export const ALERTS_SCHEMA = 'alerts';

/** The alerts service owns the `alerts` schema (addresses, alerts, deliveries) and nothing else. */
export function alertsOrmConfig(databaseUrl: string, statementTimeoutMs?: number) {
  return schemaOrmConfig({
    databaseUrl,
    statementTimeoutMs,
    schema: ALERTS_SCHEMA,
    entities: alertsEntities,
    migrationsList: alertsMigrations,
    migrationsPath: join(__dirname, '..', 'migrations'),
  });
}
