import { spawn } from 'node:child_process';
import { eventually } from '@bli/testing';
import { configProblems } from './app-config';
import { environmentOf, loadCompose, MINIMAL_DOTENV, type ComposeService } from './compose';
import { startEnvironment } from './compose-start';
import { appDeployables } from './deployables';
import type { Variables } from './interpolate';
import { freePorts } from './local-servers';
import { fromRoot } from './repo';

// `docker compose --profile simulators up`: the retailer simulators, and sync pointed at them.
const dotenv = MINIMAL_DOTENV;
const { compose } = loadCompose(dotenv);
const simulators = appDeployables(compose, { profiles: true }).find(
  (app) => app.name === 'retailer-simulators',
);
const sync = appDeployables(compose).find((app) => app.name === 'sync');
const simulatorEnv = environmentOf(compose.services['retailer-simulators'] ?? {});

/** The environment sync's process starts with, with or without the profile running. */
function syncStartEnvironment(variables: Variables, profile: boolean): Record<string, string> {
  const started = startEnvironment(loadCompose({ ...dotenv, ...variables }).compose.services.sync, {
    entry: sync?.entry ?? '',
    variables,
    resolvable: profile ? ['retailer-simulators'] : [],
  });
  if (started.status !== 0) throw new Error(`sync's command failed: ${started.stderr}`);
  return started.env;
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
      const response = await eventually(() =>
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
