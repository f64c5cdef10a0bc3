import { randomBytes } from 'node:crypto';
import type { TestInfra } from './test-infra';

interface Login {
  role: string;
  password: string;
}

/**
 * The roles of a test database as deployed (server-kit's `DatabaseRoles`: provision them with
 * `provisionDatabaseRoles`): a migrator and one login per schema, named after the database so
 * that runs on one server never share a role, with fresh passwords. Dropped with the database.
 */
export function testDatabaseRoles(
  infra: TestInfra,
  schemas: readonly string[],
): { migrator: Login; schemas: Record<string, Login> } {
  const login = (name: string): Login => ({
    role: `${infra.databaseRolePrefix}_${name}`,
    password: randomBytes(18).toString('base64url'),
  });
  return {
    migrator: login('migrator'),
    schemas: Object.fromEntries(schemas.map((schema) => [schema, login(schema)])),
  };
}
