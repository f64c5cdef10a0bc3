import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import { join } from 'node:path';
import { gatewayEntities } from '../entities';
import { gatewayMigrations } from '../migrations';

export const GATEWAY_SCHEMA = 'gateway';

/** The gateway owns the `gateway` schema: admin users, their sessions and failed logins. */
export function gatewayOrmConfig(databaseUrl: string) {
  return defineConfig({
    clientUrl: databaseUrl,
    schema: GATEWAY_SCHEMA,
    entities: gatewayEntities,
    extensions: [Migrator],
    migrations: {
      schema: GATEWAY_SCHEMA,
      tableName: 'mikro_orm_migrations',
      migrationsList: gatewayMigrations,
      path: join(__dirname, '..', 'migrations'),
      emit: 'ts',
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      silent: true,
    },
    pool: { min: 0, max: 5 },
    allowGlobalContext: false,
  });
}
