import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { createLogger } from '../logging/logger';

/** Migrations may rewrite large tables: no statement timeout for them. */
function withoutStatementTimeout(options: Options): Options {
  const driverOptions = Object.entries(options.driverOptions ?? {}).filter(
    ([name]) => name !== 'statement_timeout',
  );
  return { ...options, driverOptions: Object.fromEntries(driverOptions) };
}

/** `npm run migrate` for one service: applies its pending migrations, then exits. */
export async function runMigrations(service: string, options: Options): Promise<void> {
  const logger = createLogger(`${service}-migrate`);
  const orm = await MikroORM.init(withoutStatementTimeout(options));
  try {
    const applied = await orm.migrator.up();
    logger.info({ applied: applied.map((m) => m.name) }, `applied ${applied.length} migration(s)`);
  } finally {
    await orm.close();
  }
}

/** Writes a migration for whatever the entities changed since the last one, into `folder`. */
export async function createMigration(options: Options, folder: string): Promise<string | null> {
  const orm = await MikroORM.init(withoutStatementTimeout(options));
  try {
    await orm.migrator.up();
    const result = await orm.migrator.create(folder);
    return result.fileName || null;
  } finally {
    await orm.close();
  }
}

/** Runs a command-line entry point: errors print and exit 1. */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
