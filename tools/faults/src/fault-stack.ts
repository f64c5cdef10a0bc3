// Everything behind the public origin, owned by this tool so it can break it: an embedded
// PostgreSQL and a nats-server of its own (never the machine's), each service and the gateway as
// its own process, which can be killed with SIGKILL and started again.
import {
  createDatabaseIfMissing,
  freePort,
  natsClientEnv,
  spawnNatsServer,
  startEmbeddedPostgres,
  type NatsServer,
  type RunningServer,
} from '@bli/dev-infra';
import { demoProducts, startRetailerSimulators } from '@bli/retailer-simulators';
import { runNodeScript, spawnNodeProcess, type SpawnedProcess } from '@bli/testing';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');
const dist = (app: string, file: string) =>
  app === 'gateway'
    ? join(root, 'gateway', 'dist', file)
    : join(root, 'services', app, 'dist', file);

/** A start under load on a busy 2-core machine can be slow. */
const START_TIMEOUT_MS = 120_000;

export const SERVICES = ['catalogue', 'content', 'seo', 'affiliate', 'sync'] as const;
export type Service = (typeof SERVICES)[number];
type App = Service | 'gateway';

const HEALTH_PORT_VARIABLE: Record<App, string> = {
  catalogue: 'CATALOGUE_HEALTH_PORT',
  content: 'CONTENT_HEALTH_PORT',
  seo: 'SEO_HEALTH_PORT',
  affiliate: 'AFFILIATE_HEALTH_PORT',
  sync: 'SYNC_HEALTH_PORT',
  gateway: 'GATEWAY_PORT',
};

export interface FaultStack {
  baseUrl: string;
  databaseUrl: string;
  admin: { email: string; password: string };
  kill(app: Service): void;
  start(app: Service): Promise<void>;
  stopNats(): Promise<void>;
  startNats(): Promise<void>;
  stopPostgres(): Promise<void>;
  startPostgres(): Promise<void>;
  /** What a service logged as errors (its current and earlier processes). */
  errorsOf(app: Service): string[];
  /** Processes that exited without being told to (e.g. because PostgreSQL restarted). */
  unexpectedExits(): string[];
  stop(): Promise<void>;
}

export async function startFaultStack(): Promise<FaultStack> {
  const scratch = mkdtempSync(join(tmpdir(), 'bli-faults-'));
  // initdb runs as the postgres user (it refuses root): it must reach the data folder.
  chmodSync(scratch, 0o755);
  const pgPort = await freePort();
  const natsPort = await freePort();
  let postgres: RunningServer = await startEmbeddedPostgres({
    dataDir: join(scratch, 'pg'),
    port: pgPort,
  });
  // Restarted in the same folder, it keeps the processes' credentials.
  let nats: NatsServer = await spawnNatsServer(natsPort, join(scratch, 'nats'));
  const databaseUrl = await createDatabaseIfMissing(postgres.url, 'bli_faults');
  const simulators = await startRetailerSimulators({
    products: demoProducts,
    creatorsApi: { credentialId: 'faults-id', credentialSecret: 'faults-secret', tps: 20 },
    keepa: { apiKey: 'faults-keepa-key-0123456789', refillRate: 60 },
  });
  const admin = { email: 'faults-admin@example.com', password: 'faults-password-123456' };
  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'error',
    AMAZON_ASSOCIATE_TAG: 'faults-21',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    RATE_LIMIT_EXEMPT_INTERNAL: 'true',
    SYNC_SCHEDULE_ENABLED: 'false',
    CREATORS_API_CREDENTIAL_ID: 'faults-id',
    CREATORS_API_CREDENTIAL_SECRET: 'faults-secret',
    CREATORS_API_TOKEN_URL: simulators.creatorsApi!.tokenUrl,
    CREATORS_API_BASE_URL: simulators.creatorsApi!.url,
    CREATORS_API_RATE_PER_SECOND: '19',
    KEEPA_API_KEY: 'faults-keepa-key-0123456789',
    KEEPA_BASE_URL: simulators.keepa!.url,
  };
  for (const app of ['catalogue', 'content', 'affiliate', 'sync', 'gateway']) {
    await runNodeScript(dist(app, 'cli/migrate.js'), env);
  }
  for (const app of ['catalogue', 'content']) await runNodeScript(dist(app, 'cli/seed.js'), env);

  const ports = new Map<App, number>();
  const running = new Map<App, SpawnedProcess>();
  const killed = new Set<App>();
  const exits: string[] = [];
  const logs = new Map<App, string>();
  let stopping = false;
  const launch = async (app: App) => {
    const port = ports.get(app) ?? (await freePort());
    ports.set(app, port);
    const ready = `http://127.0.0.1:${port}/health/ready`;
    const process = await spawnNodeProcess(
      dist(app, 'main.js'),
      {
        ...env,
        ...natsClientEnv(nats.url, nats.credentials, app),
        [HEALTH_PORT_VARIABLE[app]]: String(port),
      },
      ready,
      START_TIMEOUT_MS,
    );
    killed.delete(app);
    process.child.once('exit', (code, signal) => {
      if (!stopping && !killed.has(app)) exits.push(`${app} exited (${code ?? signal})`);
    });
    const previous = running.get(app);
    if (previous) logs.set(app, (logs.get(app) ?? '') + previous.output());
    running.set(app, process);
  };
  for (const app of [...SERVICES, 'gateway'] as const) await launch(app);

  return {
    baseUrl: `http://127.0.0.1:${ports.get('gateway')}`,
    databaseUrl,
    admin,
    kill: (app) => {
      killed.add(app);
      running.get(app)?.child.kill('SIGKILL');
    },
    start: (app) => launch(app),
    stopNats: () => nats.stop(),
    startNats: async () => {
      nats = await spawnNatsServer(natsPort, join(scratch, 'nats'));
    },
    stopPostgres: () => postgres.stop(),
    startPostgres: async () => {
      postgres = await startEmbeddedPostgres({ dataDir: join(scratch, 'pg'), port: pgPort });
    },
    unexpectedExits: () => [...exits],
    errorsOf: (app) => {
      const text = (logs.get(app) ?? '') + (running.get(app)?.output() ?? '');
      const messages = text
        .split('\n')
        .filter((line) => line.includes('"level":50'))
        .map((line) => (JSON.parse(line) as { msg?: string }).msg ?? line);
      return [...new Set(messages)];
    },
    stop: async () => {
      stopping = true;
      await Promise.all([...running.values()].map((process) => process.stop()));
      await simulators.stop();
      await nats.stop();
      await postgres.stop();
    },
  };
}
