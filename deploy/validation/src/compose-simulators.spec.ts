import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configProblems } from './app-config';
import { environmentOf, loadCompose, MINIMAL_DOTENV, type ComposeService } from './compose';
import { appDeployables } from './deployables';
import type { Variables } from './interpolate';
import { fromRoot } from './repo';

// `docker compose --profile simulators up`: the retailer simulators, and sync pointed at them.
const dotenv = MINIMAL_DOTENV;
const { compose } = loadCompose(dotenv);
const simulators = appDeployables(compose, { profiles: true }).find(
  (app) => app.name === 'retailer-simulators',
);
const sync = appDeployables(compose).find((app) => app.name === 'sync');
const simulatorEnv = environmentOf(compose.services['retailer-simulators'] ?? {});

/**
 * The environment sync's process starts with: its container command run by a real shell, with
 * `getent` answering as Docker's DNS would (retailer-simulators resolves only while its profile
 * runs) and `node` replaced by a printout of the environment it was given.
 */
function syncStartEnvironment(variables: Variables, profile: boolean): Record<string, string> {
  const service = loadCompose({ ...dotenv, ...variables }).compose.services.sync;
  const [shell, ...args] = service.command ?? [];
  const bin = mkdtempSync(join(tmpdir(), 'compose-sync-'));
  try {
    const fake = (name: string, script: string) => {
      writeFileSync(join(bin, name), `#!/bin/sh\n${script}\n`);
      chmodSync(join(bin, name), 0o755);
    };
    fake('getent', `[ "$1 $2" = "hosts retailer-simulators" ] && exit ${profile ? 0 : 2}; exit 2`);
    fake('node', '[ "$1" = "$APP_ENTRY" ] || exit 3; exec env -0');
    const output = execFileSync(shell, args, {
      encoding: 'utf8',
      env: {
        PATH: `${bin}:/usr/bin:/bin`,
        APP_ENTRY: sync?.entry,
        ...environmentOf(service, variables),
      },
    });
    return Object.fromEntries(
      output
        .split('\0')
        .filter(Boolean)
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
  } finally {
    rmSync(bin, { recursive: true, force: true });
  }
}

const RETAILER_URLS = [
  'CREATORS_API_TOKEN_URL',
  'CREATORS_API_BASE_URL',
  'KEEPA_BASE_URL',
] as const;

describe('docker-compose.yml, simulators profile', () => {
  it('runs the retailer simulators only in that profile, with nothing depending on them', () => {
    expect(simulators?.service.profiles).toEqual(['simulators']);
    expect(simulators?.project.root).toBe('tools/retailer-simulators');
    // A dependency on a service whose profile does not run stops Compose v1 (and v2 without
    // `required: false`, which v1 refuses): sync finds them by name when it starts.
    expect(simulators?.service.depends_on).toBeUndefined();
    expect(sync?.service.depends_on?.['retailer-simulators']).toBeUndefined();
  });

  it('starts the simulators from a built entry point, on every interface, checked where they answer', async () => {
    if (!simulators) throw new Error('no retailer-simulators in docker-compose.yml');
    expect(simulators.entry.startsWith(`${simulators.project.root}/dist/`)).toBe(true);
    expect(simulatorEnv.SIMULATOR_HOST).toBe('0.0.0.0');
    expect(simulators.service.healthcheck?.test).toEqual([
      'CMD',
      'node',
      'healthcheck.mjs',
      simulators.healthPath,
    ]);
    expect(simulatorEnv[simulators.portVariable]).toBe(String(simulators.defaultPort));
    // The built entry point with the container's settings (on free loopback ports) answers the
    // healthcheck's path.
    const [creatorsPort, keepaPort] = await freePorts(2);
    const child = spawn(process.execPath, [fromRoot(simulators.entry)], {
      env: {
        ...simulatorEnv,
        SIMULATOR_HOST: '127.0.0.1',
        CREATORS_API_SIMULATOR_PORT: String(creatorsPort),
        KEEPA_SIMULATOR_PORT: String(keepaPort),
      },
      stdio: 'ignore',
    });
    try {
      const response = await retry(() =>
        fetch(`http://127.0.0.1:${creatorsPort}${simulators.healthPath}`),
      );
      expect(response.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('leaves sync on the real retailers without the profile', () => {
    const env = syncStartEnvironment({}, false);
    for (const name of RETAILER_URLS) expect([name, env[name]]).toEqual([name, undefined]);
    expect(env.CREATORS_API_CREDENTIAL_ID).toBe('');
    expect(env.KEEPA_API_KEY).toBe('');
    expect(env.SYNC_REFRESH_AFTER_MINUTES).toBeUndefined();
  });

  it('points sync at both simulators, with the credentials they accept, when .env has none', () => {
    const env = syncStartEnvironment({}, true);
    expect(env.CREATORS_API_BASE_URL).toBe(
      `http://retailer-simulators:${simulatorEnv.CREATORS_API_SIMULATOR_PORT}`,
    );
    expect(env.CREATORS_API_TOKEN_URL).toBe(`${env.CREATORS_API_BASE_URL}/auth/o2/token`);
    expect(env.KEEPA_BASE_URL).toBe(
      `http://retailer-simulators:${simulatorEnv.KEEPA_SIMULATOR_PORT}`,
    );
    for (const name of [
      'CREATORS_API_CREDENTIAL_ID',
      'CREATORS_API_CREDENTIAL_SECRET',
      'KEEPA_API_KEY',
    ]) {
      expect([name, env[name]]).toEqual([name, simulatorEnv[name]]);
    }
    expect(env.SYNC_REFRESH_AFTER_MINUTES).toBe('15');
    expect(env.SYNC_SCHEDULE_INTERVAL_SECONDS).toBe('300');
    if (!sync?.config) throw new Error('sync has no config schema');
    expect(configProblems(sync.config, env)).toEqual([]);
  });

  it('keeps a retailer whose credentials .env has on the real one, and .env’s pace', () => {
    const env = syncStartEnvironment(
      { KEEPA_API_KEY: 'a-real-key', SYNC_REFRESH_AFTER_MINUTES: '30' },
      true,
    );
    expect(env.KEEPA_API_KEY).toBe('a-real-key');
    expect(env.KEEPA_BASE_URL).toBeUndefined();
    expect(env.CREATORS_API_CREDENTIAL_ID).toBe(simulatorEnv.CREATORS_API_CREDENTIAL_ID);
    expect(env.SYNC_REFRESH_AFTER_MINUTES).toBe('30');
  });

  it('never hands the real credentials in .env to the simulators', () => {
    const withCredentials = loadCompose({
      ...dotenv,
      CREATORS_API_CREDENTIAL_ID: 'real-id',
      CREATORS_API_CREDENTIAL_SECRET: 'real-secret',
      KEEPA_API_KEY: 'real-key',
    }).compose.services['retailer-simulators'] as ComposeService;
    expect(environmentOf(withCredentials)).toEqual(simulatorEnv);
  });
});

function freePorts(count: number): Promise<number[]> {
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<number>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => {
            const address = server.address();
            server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
          });
        }),
    ),
  );
}

async function retry<T>(attempt: () => Promise<T>, deadline = Date.now() + 5_000): Promise<T> {
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
