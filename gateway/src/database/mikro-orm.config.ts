import { schemaOrmConfig, type DatabaseLimits } from '@bli/server-kit';
import { join } from 'node:path';
import { gatewayEntities } from '../entities';
import { gatewayMigrations } from '../migrations';

export const GATEWAY_SCHEMA = 'gateway';

/** The gateway owns the `gateway` schema: admin users, their sessions and failed logins. */
export function gatewayOrmConfig(databaseUrl: string, limits?: DatabaseLimits) {
  return schemaOrmConfig({
    databaseUrl,
    limits,
    schema: GATEWAY_SCHEMA,
    entities: gatewayEntities,
    migrationsList: gatewayMigrations,
    migrationsPath: join(__dirname, '..', 'migrations'),
    poolMax: 5,
  });
}
