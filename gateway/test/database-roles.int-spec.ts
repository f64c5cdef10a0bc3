// The database roles as deployed: the migrator owns the schemas and runs the DDL, and each process
// logs in as a role that may read and write its own schema's tables and nothing else.
import {
  createDatabaseIfMissing,
  freePort,
  startEmbeddedPostgres,
  withClient,
  type RunningServer,
} from '@bli/dev-infra';
import { loginUrl, provisionDatabaseRoles, type DatabaseRoles } from '@bli/server-kit';
import { runNodeScript, startTestInfra, testDatabaseRoles, type TestInfra } from '@bli/testing';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateGateway } from './stack';

const catalogueMigrate = join(
  __dirname,
  '..',
  '..',
  'services',
  'catalogue',
  'dist',
  'cli',
  'migrate.js',
);
const SCHEMAS = ['catalogue', 'gateway'];

/** Runs `sql` as `url`'s login; the rows, or the error PostgreSQL answered. */
const run = (url: string, sql: string) =>
  withClient(url, async (client) => (await client.query(sql)).rows);

async function migrate(infra: TestInfra, url: string): Promise<void> {
  await runNodeScript(catalogueMigrate, { DATABASE_URL: url, NATS_URL: infra.natsUrl });
  await migrateGateway(url);
}

/** Who owns and may do what in the schemas, the database and its default privileges. */
const privileges = (adminUrl: string) =>
  run(
    adminUrl,
    `select 'schema ' || nspname as object, nspowner::regrole::text as owner, nspacl::text as acl
       from pg_namespace where nspname in ('catalogue', 'gateway', 'public')
     union all
     select 'relation ' || oid::regclass::text, relowner::regrole::text, relacl::text
       from pg_class where relnamespace in ('catalogue'::regnamespace, 'gateway'::regnamespace)
     union all
     select 'database', datdba::regrole::text, datacl::text
       from pg_database where datname = current_database()
     union all
     select 'default ' || defaclnamespace::regnamespace::text || ' ' || defaclobjtype::text,
            defaclrole::regrole::text, defaclacl::text from pg_default_acl
     order by 1`,
  );

describe('database roles', () => {
  let infra: TestInfra;
  let roles: DatabaseRoles;
  let catalogueUrl: string;
  let migratorUrl: string;

  beforeAll(async () => {
    infra = await startTestInfra();
    roles = testDatabaseRoles(infra, SCHEMAS);
    catalogueUrl = loginUrl(infra.databaseUrl, roles.schemas.catalogue);
    migratorUrl = loginUrl(infra.databaseUrl, roles.migrator);
    await provisionDatabaseRoles(infra.databaseUrl, roles);
    await migrate(infra, migratorUrl);
  }, 120_000);

  afterAll(async () => {
    await infra?.stop();
  });

  it("lets catalogue's role read and write its own tables", async () => {
    await run(
      catalogueUrl,
      `insert into catalogue.price_ranges (name, slug, max_price) values ('Probe', 'probe', 10)`,
    );
    await run(
      catalogueUrl,
      `update catalogue.price_ranges set max_price = 20 where slug = 'probe'`,
    );
    expect(
      await run(catalogueUrl, `select max_price from catalogue.price_ranges where slug = 'probe'`),
    ).toEqual([{ max_price: 20 }]);
    await run(catalogueUrl, `delete from catalogue.price_ranges where slug = 'probe'`);
  });

  it("refuses catalogue's role the gateway's operators and sessions", async () => {
    await expect(
      run(
        catalogueUrl,
        `insert into gateway.admin_sessions (id_hash, user_id, csrf_token, created_at, last_seen_at, expires_at)
         values ('forged', 1, 'forged', now(), now(), now() + interval '1 day')`,
      ),
    ).rejects.toThrow(/permission denied for schema gateway/);
    await expect(run(catalogueUrl, 'select * from gateway.admin_users')).rejects.toThrow(
      /permission denied for schema gateway/,
    );
  });

  it("refuses catalogue's role any change to a schema", async () => {
    await expect(run(catalogueUrl, 'create table catalogue.forged (id int)')).rejects.toThrow(
      /permission denied for schema catalogue/,
    );
    await expect(run(catalogueUrl, 'create table public.forged (id int)')).rejects.toThrow(
      /permission denied for schema public/,
    );
    await expect(run(catalogueUrl, 'create table forged (id int)')).rejects.toThrow(
      /permission denied for schema public/,
    );
    await expect(run(catalogueUrl, 'create schema forged')).rejects.toThrow(
      /permission denied for database/,
    );
    await expect(
      run(catalogueUrl, 'alter table catalogue.laptops add column forged int'),
    ).rejects.toThrow(/must be owner of table laptops/);
    await expect(run(catalogueUrl, 'truncate catalogue.laptops cascade')).rejects.toThrow(
      /permission denied for table/,
    );
  });

  it("gives tables of later migrations to their schema's role too", async () => {
    await run(migratorUrl, 'create table catalogue.later (id serial primary key, note text)');
    try {
      await run(catalogueUrl, `insert into catalogue.later (note) values ('covered')`);
      expect(await run(catalogueUrl, 'select note from catalogue.later')).toEqual([
        { note: 'covered' },
      ]);
    } finally {
      await run(migratorUrl, 'drop table catalogue.later');
    }
  });

  it('changes nothing when provisioned again', async () => {
    const before = await privileges(infra.databaseUrl);
    await provisionDatabaseRoles(infra.databaseUrl, roles);
    expect(await privileges(infra.databaseUrl)).toEqual(before);
    expect(before).toContainEqual({
      object: 'relation catalogue.laptops',
      owner: roles.migrator.role,
      acl: expect.stringContaining(`${roles.schemas.catalogue.role}=arwd/`),
    });
  });
});

describe('a database made before the roles existed', () => {
  let infra: TestInfra;

  beforeAll(async () => {
    infra = await startTestInfra();
    // As every release before this one: migrated by the one role that owns everything.
    await migrate(infra, infra.databaseUrl);
    await run(
      infra.databaseUrl,
      `insert into catalogue.price_ranges (name, slug, max_price) values ('Old', 'old', 10)`,
    );
  }, 120_000);

  afterAll(async () => {
    await infra?.stop();
  });

  it('passes to the migrator, and each role reaches its own data', async () => {
    const roles = testDatabaseRoles(infra, SCHEMAS);
    await provisionDatabaseRoles(infra.databaseUrl, roles);

    const owners = await run(
      infra.databaseUrl,
      `select distinct relowner::regrole::text as owner from pg_class
        where relnamespace in ('catalogue'::regnamespace, 'gateway'::regnamespace)`,
    );
    expect(owners).toEqual([{ owner: roles.migrator.role }]);
    const catalogueUrl = loginUrl(infra.databaseUrl, roles.schemas.catalogue);
    expect(
      await run(catalogueUrl, `select slug from catalogue.price_ranges where slug = 'old'`),
    ).toEqual([{ slug: 'old' }]);
    await run(
      catalogueUrl,
      `insert into catalogue.price_ranges (name, slug, max_price) values ('New', 'new', 10)`,
    );
    // The migrator can change what it now owns (the next release's migrations).
    const migratorUrl = loginUrl(infra.databaseUrl, roles.migrator);
    await migrate(infra, migratorUrl);
    await run(migratorUrl, 'alter table catalogue.price_ranges add column probe int');
    await run(migratorUrl, 'alter table catalogue.price_ranges drop column probe');
  });
});

describe('role passwords', () => {
  let server: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    // An embedded PostgreSQL checks passwords (the machine's may trust every local login).
    dataDir = mkdtempSync(join(tmpdir(), 'bli-roles-'));
    // Run as root, it starts PostgreSQL as a user of its own, which must reach the folder.
    chmodSync(dataDir, 0o755);
    server = await startEmbeddedPostgres({ dataDir: join(dataDir, 'pg'), port: await freePort() });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('let a role log in with its own password only', async () => {
    const adminUrl = await createDatabaseIfMissing(server.url, 'roles_check');
    const catalogue = { role: 'bli_catalogue', password: 'first-password' };
    const roles = {
      migrator: { role: 'bli_migrator', password: 'migrator-pw' },
      schemas: { catalogue },
    };
    await provisionDatabaseRoles(adminUrl, roles);
    expect(await run(loginUrl(adminUrl, catalogue), 'select current_user as role')).toEqual([
      { role: 'bli_catalogue' },
    ]);

    // A new password (a rotated secret) replaces the old one.
    const rotated = { ...catalogue, password: 'second-password' };
    await provisionDatabaseRoles(adminUrl, { ...roles, schemas: { catalogue: rotated } });
    await expect(run(loginUrl(adminUrl, catalogue), 'select 1')).rejects.toThrow(
      /password authentication failed/,
    );
    await expect(run(loginUrl(adminUrl, rotated), 'select 1')).resolves.toHaveLength(1);
  });
});
