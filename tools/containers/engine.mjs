// The container engine for the image and Compose scripts: Debian's dockerd and docker-compose.
// Where `docker info` does not answer and we are root with apt-get (a CI machine of this kind),
// installs docker.io, docker-compose and debootstrap and starts dockerd in the background;
// stopEngine() stops only a daemon this process started.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';

/**
 * The client shipped with the engine: a newer docker CLI elsewhere on PATH may lack the buildx
 * plugin BuildKit builds need. Asked at each use, not when this module loads: on a fresh machine
 * Debian's client arrives only with ensureEngine()'s install.
 */
export const docker = () => (existsSync('/usr/bin/docker') ? '/usr/bin/docker' : 'docker');
const PACKAGES = {
  dockerd: 'docker.io',
  'docker-compose': 'docker-compose',
  debootstrap: 'debootstrap',
};

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const answers = () => spawnSync(docker(), ['info'], { stdio: 'ignore' }).status === 0;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a command with its output shown; throws naming it when it fails. */
export function run(command, args, options = {}) {
  const { status } = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${status})`);
}

/** Its standard output, trimmed; throws when it fails. */
export function output(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr?.trim()}`);
  }
  return result.stdout.trim();
}

function installMissing() {
  const missing = Object.entries(PACKAGES)
    .filter(([command]) => !has(command) && !existsSync(`/usr/sbin/${command}`))
    .map(([, pkg]) => pkg);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0 || !has('apt-get')) {
    throw new Error(`missing ${missing.join(', ')}: install them (Debian packages) or run as root`);
  }
  console.error(`installing ${missing.join(', ')} (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env });
}

/** Makes sure an engine answers; returns the daemon's pid when this call started it. */
export async function ensureEngine() {
  installMissing();
  if (answers()) return null;
  if (process.getuid?.() !== 0) throw new Error('no container engine answers (start dockerd)');
  const log = openSync('/tmp/bli-dockerd.log', 'a');
  const daemon = spawn('/usr/sbin/dockerd', ['-H', 'unix:///var/run/docker.sock'], {
    detached: true,
    stdio: ['ignore', log, log],
  });
  daemon.unref();
  for (let waited = 0; waited < 60_000; waited += 500) {
    if (answers()) return daemon.pid;
    await sleep(500);
  }
  throw new Error('dockerd did not answer within 60 s (/tmp/bli-dockerd.log)');
}

/** Stops a dockerd that ensureEngine() started (its pid), and waits for it to exit. */
export async function stopEngine(pid) {
  if (!pid) return;
  process.kill(pid, 'SIGTERM');
  for (let waited = 0; waited < 30_000; waited += 500) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await sleep(500);
  }
}
