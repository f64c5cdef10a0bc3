// Entry point of the migrations image: applies the pending migrations of each service named
// (in order, stopping at the first failure), or of every service in the image when none is.
// Compose runs one one-shot per service and Kubernetes one Job per service, so a service waits
// only for its own schema.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const here = import.meta.dirname;
// Services live under services/; the gateway (its own schema: operators, sessions) at the root.
const projectRoot = (name) =>
  name === 'gateway' ? join(here, name) : join(here, 'services', name);
const script = (service) => join(projectRoot(service), 'dist', 'cli', 'migrate.js');
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
  const { status, signal } = spawnSync(process.execPath, [script(service)], { stdio: 'inherit' });
  if (status !== 0) {
    log(50, `${service} migrations failed (${signal ?? `exit code ${status}`})`);
    process.exit(status || 1);
  }
}
log(30, `migrations applied: ${wanted.join(', ')}`);
