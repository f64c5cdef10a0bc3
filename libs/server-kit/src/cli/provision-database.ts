// `node provision-database.js <schema>…`: the step before the migrations. As the admin
// (DATABASE_ADMIN_URL), creates or updates the migrator (MIGRATION_DATABASE_URL) and, for each
// schema named, the schema (owned by the migrator) and the role of the process that owns it
// (<SCHEMA>_DATABASE_URL, e.g. CATALOGUE_DATABASE_URL) with its rights. Roles and passwords
// come from those URLs; nothing of them is logged.
import { z } from 'zod';
import { loadConfig } from '../config/load-config';
import { provisionDatabaseRoles, urlLogin, type DatabaseLogin } from '../database/database-roles';
import { runCli } from '../database/migrations';
import { createLogger } from '../logging/logger';

const postgresUrl = (name: string) =>
  z
    .string({ error: `${name} is required (postgres://user:password@host:5432/database)` })
    .regex(/^postgres(ql)?:\/\/[^:/@]+:[^@]+@/, {
      error: `${name} must be a postgres:// URL with a user name and a password`,
    });

runCli(async () => {
  const schemas = process.argv.slice(2);
  if (schemas.length === 0) throw new Error('usage: provision-database.js <schema>…');
  const urlVariable = (schema: string) => `${schema.toUpperCase()}_DATABASE_URL`;
  const env = loadConfig(
    z.object({
      DATABASE_ADMIN_URL: z
        .string({ error: 'DATABASE_ADMIN_URL is required (an admin of the database)' })
        .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_ADMIN_URL must be a postgres:// URL' }),
      MIGRATION_DATABASE_URL: postgresUrl('MIGRATION_DATABASE_URL'),
      ...Object.fromEntries(
        schemas.map((schema) => [urlVariable(schema), postgresUrl(urlVariable(schema))]),
      ),
    }),
  ) as Record<string, string>;
  const logins: Record<string, DatabaseLogin> = Object.fromEntries(
    schemas.map((schema) => [schema, urlLogin(env[urlVariable(schema)])]),
  );
  await provisionDatabaseRoles(env.DATABASE_ADMIN_URL, {
    migrator: urlLogin(env.MIGRATION_DATABASE_URL),
    schemas: logins,
  });
  createLogger('database-roles').info(
    { schemas, roles: Object.values(logins).map((login) => login.role) },
    'database roles provisioned',
  );
});
