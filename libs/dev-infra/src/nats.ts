import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { isPortOpen, waitFor } from './ports';
import type { RunningServer } from './running-server';

export const NATS_INSTALL_HINT =
  'No NATS server found: set NATS_URL, run one on 127.0.0.1:4222, or install it (Debian/Ubuntu: apt-get install nats-server; macOS: brew install nats-server).';

/** A NATS server already listening on 127.0.0.1:4222. */
export async function localNats(): Promise<RunningServer | null> {
  if (!(await isPortOpen('127.0.0.1', 4222))) return null;
  return {
    url: 'nats://127.0.0.1:4222',
    source: 'NATS on 127.0.0.1:4222',
    stop: async () => undefined,
  };
}

// The same candidates as scripts/test-tools.mjs, which `npm test` runs first to install Debian's
// nats-server where none is found.
function natsServerBinary(): string | null {
  for (const candidate of ['nats-server', '/usr/sbin/nats-server', '/usr/local/bin/nats-server']) {
    if (spawnSync(candidate, ['--version'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return null;
}

/** `nats-server` from PATH (or the usual sbin folders) with JetStream, on a port of ours. */
export async function spawnNatsServer(
  port: number,
  storeDir: string,
): Promise<RunningServer | null> {
  const binary = natsServerBinary();
  if (!binary) return null;
  mkdirSync(storeDir, { recursive: true });
  const child = spawn(binary, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], {
    stdio: 'ignore',
  });
  await waitFor('nats-server', () => isPortOpen('127.0.0.1', port), 10_000);
  return {
    url: `nats://127.0.0.1:${port}`,
    source: `${binary} started on port ${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
