import pg from 'pg';
import { scramSha256Verifier } from './scram-verifier';

/** A login role and its password. */
export interface DatabaseLogin {
  role: string;
  password: string;
}

/**
 * Who may do what in the shared database: the migrator owns every schema and runs all DDL (the
 * migrate step only); each process with a schema logs in as its own role, which may read and
 * write the tables of that schema and nothing else.
 */
export interface DatabaseRoles {
  migrator: DatabaseLogin;
  /** Schema name → the login of the process that owns it (the schema is named after it). */
  schemas: Record<string, DatabaseLogin>;
}

/**
 * Extensions the committed migrations use (catalogue's search: pg_trgm). Creating one takes an
 * admin, so provisioning creates them and the migrations' `create extension if not exists`
 * finds them there.
 */
const EXTENSIONS = ['pg_trgm'];
/** Provisioners of one database (Compose and Kubernetes run one per migrate job) take turns. */
const PROVISIONING_LOCK = 'bli database roles';
const NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function identifier(name: string, what: string): string {
  if (!NAME.test(name)) throw new Error(`${what} "${name}" must match ${NAME.source}`);
  return `"${name}"`;
}

/** The login a postgres:// URL carries. */
export function urlLogin(url: string): DatabaseLogin {
  const parsed = new URL(url);
  const role = decodeURIComponent(parsed.username);
  const password = decodeURIComponent(parsed.password);
  if (!role || !password) throw new Error('a role URL must carry a user name and a password');
  return { role, password };
}

/** The same server and database as `url`, as `login`. */
export function loginUrl(url: string, login: DatabaseLogin): string {
  const parsed = new URL(url);
  parsed.username = encodeURIComponent(login.role);
  parsed.password = encodeURIComponent(login.password);
  return parsed.toString();
}

async function upsertLogin(client: pg.Client, login: DatabaseLogin): Promise<void> {
  const role = identifier(login.role, 'role');
  const found = await client.query<{ rolsuper: boolean }>(
    'select rolsuper from pg_roles where rolname = $1',
    [login.role],
  );
  if (found.rows[0]?.rolsuper) {
    throw new Error(
      `role ${login.role} is a superuser: it cannot be a service's or the migrator's`,
    );
  }
  const password = client.escapeLiteral(scramSha256Verifier(login.password));
  await client.query(
    `${found.rowCount ? 'alter' : 'create'} role ${role} with login password ${password}`,
  );
}

/**
 * Gives every object of `schema` that the migrator does not own yet to it: a database made before
 * the roles existed has its tables owned by the admin. Sequences that belong to a column follow
 * their table.
 */
async function reassignToMigrator(client: pg.Client, schema: string, migrator: string) {
  const { rows } = await client.query<{ statement: string }>(
    `select format('alter %s %s owner to %I', kind, name, $2::text) as statement from (
       select case c.relkind when 'S' then 'sequence' when 'v' then 'view'
                when 'm' then 'materialized view' when 'f' then 'foreign table' else 'table' end
                as kind, c.oid::regclass::text as name
         from pg_class c
        where c.relnamespace = $1::text::regnamespace and c.relowner <> $2::text::regrole
          and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
          and not (c.relkind = 'S' and exists (select 1 from pg_depend d
                     where d.classid = 'pg_class'::regclass and d.objid = c.oid
                       and d.deptype in ('a', 'i')))
       union all
       select 'routine', p.oid::regprocedure::text from pg_proc p
        where p.pronamespace = $1::text::regnamespace and p.proowner <> $2::text::regrole
          and p.prokind in ('f', 'p')
       union all
       select 'type', t.oid::regtype::text from pg_type t
        where t.typnamespace = $1::text::regnamespace and t.typowner <> $2::text::regrole
          and t.typtype in ('e', 'd', 'r')
     ) objects`,
    [schema, migrator],
  );
  for (const { statement } of rows) await client.query(statement);
}

/** The schema, owned by the migrator, and its owner process's rights on it: exactly these. */
async function grantSchema(
  client: pg.Client,
  schemaName: string,
  roleName: string,
  migratorName: string,
) {
  const schema = identifier(schemaName, 'schema');
  const role = identifier(roleName, 'role');
  const migrator = identifier(migratorName, 'role');
  await client.query(`create schema if not exists ${schema} authorization ${migrator}`);
  await client.query(`alter schema ${schema} owner to ${migrator}`);
  await reassignToMigrator(client, schemaName, migratorName);
  // Whatever else the role was given on the schema's objects goes first.
  await client.query(`revoke all on schema ${schema} from ${role}`);
  await client.query(`revoke all on all tables in schema ${schema} from ${role}`);
  await client.query(`revoke all on all sequences in schema ${schema} from ${role}`);
  await client.query(`grant usage on schema ${schema} to ${role}`);
  await client.query(
    `grant select, insert, update, delete on all tables in schema ${schema} to ${role}`,
  );
  await client.query(`grant usage, select on all sequences in schema ${schema} to ${role}`);
  // Tables the migrator creates later (the next migrations) come with the same rights.
  await client.query(
    `alter default privileges for role ${migrator} in schema ${schema}
       grant select, insert, update, delete on tables to ${role}`,
  );
  await client.query(
    `alter default privileges for role ${migrator} in schema ${schema}
       grant usage, select on sequences to ${role}`,
  );
}

/**
 * Creates or updates the roles of `roles` on the database `adminUrl` points at (the admin must
 * be a superuser there), the schemas owned by the migrator, and the grants; running it again
 * changes nothing but the passwords' salts. A database made before the roles existed is taken
 * over: its schemas' objects pass to the migrator. Passwords reach the server only as SCRAM
 * verifiers.
 */
export async function provisionDatabaseRoles(adminUrl: string, roles: DatabaseRoles) {
  const migrator = identifier(roles.migrator.role, 'role');
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [PROVISIONING_LOCK]);
    // Every name below comes out schema-qualified.
    await client.query('set local search_path = pg_catalog');
    const database = identifier(
      (await client.query<{ db: string }>('select current_database() as db')).rows[0].db,
      'database',
    );
    const logins = [roles.migrator, ...Object.values(roles.schemas)];
    for (const login of logins) await upsertLogin(client, login);

    // Only these roles connect; nobody but the admin creates objects in `public`.
    await client.query(`revoke all on database ${database} from public`);
    for (const login of logins) {
      await client.query(
        `grant connect on database ${database} to ${identifier(login.role, 'role')}`,
      );
    }
    // The migrations' own `create schema if not exists` checks this right first.
    await client.query(`grant create on database ${database} to ${migrator}`);
    await client.query('revoke create on schema public from public');
    for (const extension of EXTENSIONS) {
      await client.query(
        `create extension if not exists ${identifier(extension, 'extension')} with schema public`,
      );
    }

    for (const [schema, login] of Object.entries(roles.schemas)) {
      await grantSchema(client, schema, login.role, roles.migrator.role);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
