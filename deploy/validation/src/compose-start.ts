import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { environmentOf, type ComposeService } from './compose';
import type { Variables } from './interpolate';

/** How a container's start command ended, and the environment it gave its app. */
export interface Started {
  status: number;
  env: Record<string, string>;
  stderr: string;
}

/**
 * The environment an app's process starts with in Compose: the service's command (sync's and
 * alerts' choose their stand-ins by name) run by a real shell, with `getent` answering as
 * Docker's DNS would (only `resolvable`: the services of the profiles that run) and `node`
 * replaced by a printout of the environment it was given. A service without a command: its
 * environment as Compose hands it over.
 */
export function startEnvironment(
  service: ComposeService,
  {
    entry,
    variables = {},
    resolvable = [],
  }: { entry: string; variables?: Variables; resolvable?: string[] },
): Started {
  if (!service.command) return { status: 0, env: environmentOf(service, variables), stderr: '' };
  const [shell, ...args] = service.command;
  const bin = mkdtempSync(join(tmpdir(), 'compose-start-'));
  try {
    const fake = (name: string, script: string) => {
      writeFileSync(join(bin, name), `#!/bin/sh\n${script}\n`);
      chmodSync(join(bin, name), 0o755);
    };
    const known = resolvable.map((host) => `[ "$1 $2" = "hosts ${host}" ] && exit 0`);
    fake('getent', [...known, 'exit 2'].join('\n'));
    fake('node', '[ "$1" = "$APP_ENTRY" ] || exit 3; exec env -0');
    const output = execFileSync(shell, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: `${bin}:/usr/bin:/bin`, APP_ENTRY: entry, ...environmentOf(service, variables) },
    });
    const env = Object.fromEntries(
      output
        .split('\0')
        .filter(Boolean)
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    // What the fakes and the image add, not the app's settings.
    delete env.PATH;
    delete env.APP_ENTRY;
    delete env.PWD;
    delete env.SHLVL;
    delete env._;
    return { status: 0, env, stderr: '' };
  } catch (error) {
    const { status, stderr } = error as { status: number; stderr: string };
    return { status, env: {}, stderr: String(stderr) };
  } finally {
    rmSync(bin, { recursive: true, force: true });
  }
}
