import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stopChild } from './child-process';
import { ensureNatsCredentials, type NatsCredentials } from './nats-credentials';
import {
  busUsers,
  natsServerConfig,
  type NatsServerConfigOptions,
  type NatsUser,
} from './nats-server-config';
import { isPortOpen, waitFor } from './ports';
import type { RunningServer } from './running-server';

export const NATS_INSTALL_HINT =
  'No nats-server found: install it (Debian/Ubuntu: apt-get install nats-server; macOS: brew install nats-server).';

// The same candidates as scripts/test-tools.mjs, which `npm test` runs first to install Debian's
// nats-server where none is found.
function natsServerBinary(): string {
  for (const candidate of ['nats-server', '/usr/sbin/nats-server', '/usr/local/bin/nats-server']) {
    if (spawnSync(candidate, ['--version'], { stdio: 'ignore', timeout: 10_000 }).status === 0)
      return candidate;
  }
  throw new Error(NATS_INSTALL_HINT);
}

export interface NatsServerOptions {
  port: number;
  /** Its folder: `nats.conf` (written at each start) and JetStream's data. */
  dir: string;
  users: NatsUser[];
  /** Require TLS with this certificate (as Compose and Kubernetes do). */
  tls?: NatsServerConfigOptions['tls'];
}

/**
 * `nats-server` from PATH (or the usual sbin folders) on 127.0.0.1:`port`, with JetStream and
 * only the given users. Fails when the port is taken (it would otherwise seem to start while
 * another server answers) or when the server exits during start-up.
 */
export async function startNatsServer({
  port,
  dir,
  users,
  tls,
}: NatsServerOptions): Promise<RunningServer> {
  mkdirSync(dir, { recursive: true });
  const configFile = join(dir, 'nats.conf');
  writeFileSync(
    configFile,
    natsServerConfig({ listen: `127.0.0.1:${port}`, storeDir: dir, users, tls }),
    { mode: 0o600 },
  );
  return runNatsServer(port, ['-c', configFile]);
}

/**
 * A nats-server on 127.0.0.1:`port` with no users and no JetStream: only for the benchmarks'
 * baselines, which measure the bus's floor, never for anything of the site's.
 */
export function startBareNatsServer(port: number): Promise<RunningServer> {
  return runNatsServer(port, ['-a', '127.0.0.1', '-p', String(port)]);
}

async function runNatsServer(port: number, args: string[]): Promise<RunningServer> {
  const binary = natsServerBinary();
  if (await isPortOpen('127.0.0.1', port)) {
    throw new Error(`port ${port} is in use: another NATS server? (choose a free port)`);
  }
  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-2_000);
  });
  await waitFor(
    'nats-server',
    async () => {
      if (child.exitCode !== null) throw new Error(`nats-server exited during start-up:\n${log}`);
      return isPortOpen('127.0.0.1', port);
    },
    10_000,
  );
  return {
    url: `nats://127.0.0.1:${port}`,
    source: `${binary} started on port ${port}`,
    stop: () => stopChild(child),
  };
}

export interface NatsServer extends RunningServer {
  /** The seed of each process of the bus, which this server knows by its public key. */
  credentials: NatsCredentials;
}

/**
 * A private NATS with the bus's own users and permissions, in `dir`: the processes' seeds in
 * `dir/credentials` (made on first use, then reused), `nats.conf` and JetStream's data.
 */
export async function spawnNatsServer(port: number, dir: string): Promise<NatsServer> {
  const credentials = ensureNatsCredentials(join(dir, 'credentials'));
  const server = await startNatsServer({ port, dir, users: busUsers(credentials) });
  return { ...server, credentials };
}
