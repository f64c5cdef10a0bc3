import { withClient } from './postgres';

/**
 * Drops the roles named `<prefix>_…`: those a test database had of its own (roles belong to the
 * whole server, so a run names them after its database). Call it once the database is dropped.
 */
export async function dropRolesWithPrefix(serverUrl: string, prefix: string): Promise<void> {
  if (!/^[a-z0-9_]+$/.test(prefix)) throw new Error(`unsafe role prefix "${prefix}"`);
  await withClient(serverUrl, async (client) => {
    const { rows } = await client.query<{ role: string }>(
      `select rolname as role from pg_roles where left(rolname, length($1) + 1) = $1 || '_'`,
      [prefix],
    );
    for (const { role } of rows) await client.query(`drop role if exists "${role}"`);
  });
}
