import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';

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
  /** Each statement's limit (`DATABASE_STATEMENT_TIMEOUT_MS`); 0: none. */
  statementTimeoutMs?: number;
}

/** A statement running longer is cancelled by PostgreSQL (the default of the setting). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;

/**
 * MikroORM config for a process that owns one schema: its tables and its migration table live
 * there, migrations run in one transaction, and no global entity manager exists. Every session
 * carries a `statement_timeout` (a startup parameter of each pooled connection, so it survives
 * resets), so a runaway query cannot hold a connection and the database's CPU for long;
 * `runMigrations` lifts it.
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
    driverOptions: statementTimeoutOption(
      options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    ),
    allowGlobalContext: false,
  });
}

/** pg's connection option for a statement timeout; none for 0. */
export function statementTimeoutOption(ms: number): { statement_timeout?: number } {
  return ms > 0 ? { statement_timeout: ms } : {};
}
