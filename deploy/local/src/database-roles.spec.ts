import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localDatabaseRoles } from './database-roles';

describe('localDatabaseRoles', () => {
  const adminUrl = 'postgres://postgres:postgres@127.0.0.1:5433/bestlaptops';
  let scratch: string;
  beforeAll(() => (scratch = mkdtempSync(join(tmpdir(), 'bli-roles-'))));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const dataDir = () => join(mkdtempSync(join(scratch, 'stack-')), 'data');

  it('makes each role a password once per data folder and reuses it', () => {
    const dir = dataDir();
    const first = localDatabaseRoles(adminUrl, dir, 'bli', ['catalogue', 'gateway']);
    const catalogue = new URL(first.urlOf('catalogue'));
    expect([catalogue.username, catalogue.host, catalogue.pathname]).toEqual([
      'bli_catalogue',
      '127.0.0.1:5433',
      '/bestlaptops',
    ]);
    expect(catalogue.password.length).toBeGreaterThanOrEqual(24);
    expect(new URL(first.migratorUrl).username).toBe('bli_migrator');
    expect(
      localDatabaseRoles(adminUrl, dir, 'bli', ['catalogue', 'gateway']).urlOf('catalogue'),
    ).toBe(first.urlOf('catalogue'));
    const file = join(dir, 'database-passwords.json');
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveProperty('bli_gateway');
    expect(
      localDatabaseRoles(adminUrl, dataDir(), 'bli', ['catalogue']).urlOf('catalogue'),
    ).not.toBe(first.urlOf('catalogue'));
  });

  it('gives the provisioning step the admin, the migrator and each schema’s role', () => {
    const roles = localDatabaseRoles(adminUrl, dataDir(), 'stack_1', ['catalogue', 'sync']);
    expect(roles.provisioningEnv).toEqual({
      DATABASE_ADMIN_URL: adminUrl,
      MIGRATION_DATABASE_URL: roles.migratorUrl,
      CATALOGUE_DATABASE_URL: roles.urlOf('catalogue'),
      SYNC_DATABASE_URL: roles.urlOf('sync'),
    });
    expect(new URL(roles.urlOf('sync')).username).toBe('stack_1_sync');
  });
});
