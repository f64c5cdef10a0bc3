// Entry point of the migrations image: for each service named (in order, stopping at the first
// failure), or every service in the image when none is, first provisions its database role and
// schema as the admin (DATABASE_ADMIN_URL; the migrator from MIGRATION_DATABASE_URL, the
// service's role from <SERVICE>_DATABASE_URL), then applies its pending migrations as the
// migrator. Compose runs one one-shot per service and Kubernetes one Job per service, so a
// service waits only for its own schema; provisioners of one database take turns.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const here = import.meta.dirname;
// Services live under services/; the gateway (its own schema: operators, sessions) at the root.
const projectRoot = (name) =>
  name === 'gateway' ? join(here, name) : join(here, 'services', name);
const script = (service) => join(projectRoot(service), 'dist', 'cli', 'migrate.js');
const provisionDatabase = createRequire(import.meta.url).resolve(
  '@bli/server-kit/dist/cli/provision-database.js',
);
const log = (level, msg) =>
  console.log(
    JSON.stringify({ level, time: new Date().toISOString(), service: 'migrations', msg }),
  );

const available = [...readdirSync(join(here, 'services')), 'gateway'].filter((name) =>
  existsSync(script(name)),
);
const wanted = process.argv.length > 2 ? process.argv.slice(2) : available;
for (const service of wanted) {
  if (!available.includes(service)) {
    log(50, `no migrations for "${service}" in this image (it has ${available.join(', ')})`);
    process.exit(2);
  }
  const steps = [
    ['database role', [provisionDatabase, service], process.env],
    // The migrations run as the migrator, never as the admin or the service's own role.
    [
      'migrations',
      [script(service)],
      { ...process.env, DATABASE_URL: process.env.MIGRATION_DATABASE_URL },
    ],
  ];
  for (const [step, args, env] of steps) {
    const { status, signal } = spawnSync(process.execPath, args, { stdio: 'inherit', env });
    if (status !== 0) {
      log(50, `${service} ${step} failed (${signal ?? `exit code ${status}`})`);
      process.exit(status || 1);
    }
  }
}
log(30, `migrations applied: ${wanted.join(', ')}`);
