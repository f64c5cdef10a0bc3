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
}

/**
 * MikroORM config for a process that owns one schema: its tables and its migration table live
 * there, migrations run in one transaction, and no global entity manager exists.
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
    allowGlobalContext: false,
  });
}
