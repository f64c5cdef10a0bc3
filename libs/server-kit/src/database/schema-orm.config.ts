import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import {
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_STATEMENT_TIMEOUT_MS,
  type DatabaseLimits,
} from '../config/common-env.schema';

export interface SchemaOrmOptions {
  databaseUrl: string;
  /** The one schema the process owns in the shared database. */
  schema: string;
  entities: NonNullable<Options['entities']>;
  /** The committed migrations, listed (so built code needs no directory scan). */
  migrationsList: NonNullable<NonNullable<Options['migrations']>['migrationsList']>;
  /** Where `migration-create` writes new migrations (the source folder). */
  migrationsPath: string;
  poolMax?: number;
  /** Each statement's limit and each connection attempt's (the env's defaults when absent). */
  limits?: DatabaseLimits;
}

/**
 * MikroORM config for a process that owns one schema: its tables and its migration table live
 * there, migrations run in one transaction, and no global entity manager exists. Every session
 * carries a `statement_timeout` (a startup parameter of each pooled connection, so it survives
 * resets), so a runaway query cannot hold a connection and the database's CPU for long;
 * `runMigrations` lifts it. A connection attempt has a limit too: without one, a database host
 * that stops answering (a partition, not a stopped server, which refuses at once) holds a pool
 * slot per attempt for as long as TCP retries (about two minutes on Linux), so the pool stays full
 * long after the network is back.
 */
export function schemaOrmConfig(options: SchemaOrmOptions) {
  return defineConfig({
    clientUrl: options.databaseUrl,
    schema: options.schema,
    entities: options.entities,
    extensions: [Migrator],
    migrations: {
      schema: options.schema,
      tableName: 'mikro_orm_migrations',
      migrationsList: options.migrationsList,
      path: options.migrationsPath,
      emit: 'ts',
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      silent: true,
    },
    pool: { min: 0, max: options.poolMax ?? 10 },
    driverOptions: {
      ...statementTimeoutOption(
        options.limits?.DATABASE_STATEMENT_TIMEOUT_MS ?? DEFAULT_STATEMENT_TIMEOUT_MS,
      ),
      connectionTimeoutMillis:
        options.limits?.DATABASE_CONNECT_TIMEOUT_MS ?? DEFAULT_CONNECT_TIMEOUT_MS,
    },
    allowGlobalContext: false,
  });
}

/** pg's connection option for a statement timeout; none for 0. */
export function statementTimeoutOption(ms: number): { statement_timeout?: number } {
  return ms > 0 ? { statement_timeout: ms } : {};
}
