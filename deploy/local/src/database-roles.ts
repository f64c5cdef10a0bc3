import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The database roles of `npm start`: a migrator and one login per process with a schema. */
export interface LocalDatabaseRoles {
  /** The settings of the provisioning step (server-kit's `provision-database`). */
  provisioningEnv: Record<string, string>;
  /** The migrate steps connect with this. */
  migratorUrl: string;
  /** The process that owns `schema` connects with this (its seed too). */
  urlOf(schema: string): string;
}

/**
 * Roles `<prefix>_migrator` and `<prefix>_<schema>` on the database of `adminUrl`, with passwords
 * made once per data folder and kept in `<DATA_DIR>/database-passwords.json` (git-ignored,
 * readable by this user only), so every `npm start` on the same data logs in with the same ones.
 */
export function localDatabaseRoles(
  adminUrl: string,
  dataDir: string,
  prefix: string,
  schemas: readonly string[],
): LocalDatabaseRoles {
  const file = join(dataDir, 'database-passwords.json');
  const saved: Record<string, string> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
    : {};
  const roleOf = (name: string) => `${prefix}_${name}`;
  const missing = ['migrator', ...schemas].map(roleOf).filter((role) => !saved[role]);
  for (const role of missing) saved[role] = randomBytes(18).toString('base64url');
  if (missing.length > 0) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(saved, null, 2)}\n`, { mode: 0o600 });
  }
  const urlOfRole = (role: string) => {
    const url = new URL(adminUrl);
    url.username = role;
    url.password = saved[role];
    return url.toString();
  };
  const migratorUrl = urlOfRole(roleOf('migrator'));
  return {
    provisioningEnv: {
      DATABASE_ADMIN_URL: adminUrl,
      MIGRATION_DATABASE_URL: migratorUrl,
      ...Object.fromEntries(
        schemas.map((schema) => [
          `${schema.toUpperCase()}_DATABASE_URL`,
          urlOfRole(roleOf(schema)),
        ]),
      ),
    },
    migratorUrl,
    urlOf: (schema) => urlOfRole(roleOf(schema)),
  };
}
