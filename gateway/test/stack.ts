import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MikroORM } from '@mikro-orm/postgresql';
import type { BusProcess } from '@bli/contracts';
import { freePort } from '@bli/dev-infra';
import {
  loginUrl,
  natsSettings,
  provisionDatabaseRoles,
  provisionEventStreams,
} from '@bli/server-kit';
import { startMailCatcher, type RunningMailCatcher } from '@bli/message-catchers';
import { generateVAPIDKeys } from 'web-push';
import {
  runNodeScript,
  spawnNodeProcess,
  startTestInfra,
  testDatabaseRoles,
  type SpawnedProcess,
  type TestInfra,
} from '@bli/testing';
import { join } from 'node:path';
import type { RetailerSimulators } from '@bli/retailer-simulators';
import { gatewayOrmConfig } from '../src/database/mikro-orm.config';
import { createGatewayApp } from '../src/gateway.app';
import { gatewayEnvSchema } from '../src/gateway.config';
import { startSyncWithSimulators } from './sync-stack';

const serviceDist = (service: string) => join(__dirname, '..', '..', 'services', service, 'dist');
const catalogueDist = serviceDist('catalogue');
const contentDist = serviceDist('content');
const seoDist = serviceDist('seo');
const affiliateDist = serviceDist('affiliate');
const alertsDist = serviceDist('alerts');

/** The real path of a request: HTTP → gateway → NATS → catalogue process → PostgreSQL. */
export interface Stack {
  infra: TestInfra;
  gateway: NestFastifyApplication;
  baseUrl: string;
  startCatalogue(): Promise<CatalogueProcess>;
  /** The retailer simulators the sync service talks to, when it was started. */
  simulators: RetailerSimulators | null;
  /** The SMTP catcher the alerts service mails to, when it was started. */
  mail: RunningMailCatcher | null;
  stop(): Promise<void>;
}

export interface CatalogueProcess extends SpawnedProcess {
  healthUrl: string;
}

/** The gateway's own schema (admin users, sessions, failed logins). */
export async function migrateGateway(databaseUrl: string): Promise<void> {
  const orm = await MikroORM.init(gatewayOrmConfig(databaseUrl));
  try {
    await orm.migrator.up();
  } finally {
    await orm.close();
  }
}

export interface StackOptions {
  catalogues: number;
  /** Start the content service too. */
  content?: boolean;
  /** Start the seo service too (it asks catalogue and content). */
  seo?: boolean;
  /** Start the affiliate service too, with its migrations applied. */
  affiliate?: boolean;
  /** Start the sync service against local Creators API and Keepa simulators. */
  sync?: boolean;
  /**
   * Start the alerts service (its migrations applied) mailing a local SMTP catcher; its links
   * point at `https://bestlaptops.example`.
   */
  alerts?: boolean;
  rpcTimeoutMs?: number;
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const infra = await startTestInfra();
  // As deployed: the migrations run as the migrator, each process logs in as its own role.
  const roles = testDatabaseRoles(infra, [
    'catalogue',
    'content',
    'affiliate',
    'sync',
    'alerts',
    'gateway',
  ]);
  await provisionDatabaseRoles(infra.databaseUrl, roles);
  const migratorUrl = loginUrl(infra.databaseUrl, roles.migrator);
  // Each process also reaches NATS as itself (its own nkey); the one-shot steps do not.
  const as = (schema: BusProcess) => ({
    ...infra.natsEnv(schema),
    DATABASE_URL: loginUrl(infra.databaseUrl, roles.schemas[schema]),
  });
  const asMigrator = { DATABASE_URL: migratorUrl };
  await runNodeScript(join(catalogueDist, 'cli', 'migrate.js'), asMigrator);
  await runNodeScript(join(catalogueDist, 'cli', 'seed.js'), {
    ...as('catalogue'),
    AMAZON_ASSOCIATE_TAG: 'test-21',
  });
  await runNodeScript(join(contentDist, 'cli', 'migrate.js'), asMigrator);
  await runNodeScript(join(contentDist, 'cli', 'seed.js'), as('content'));
  if (options.affiliate) await runNodeScript(join(affiliateDist, 'cli', 'migrate.js'), asMigrator);
  // As a deployment's bus step does before any service starts: without the streams each outbox
  // publish of the catalogue waits out its deadline (its listeners take the message, nobody acks).
  await provisionEventStreams(natsSettings(infra.natsEnv('bus-admin'), 'bus-admin'), 1);
  if (options.alerts) await runNodeScript(join(alertsDist, 'cli', 'migrate.js'), asMigrator);
  await migrateGateway(migratorUrl);

  const catalogues: CatalogueProcess[] = [];
  const startCatalogue = async (): Promise<CatalogueProcess> => {
    const port = await freePort();
    const healthUrl = `http://127.0.0.1:${port}`;
    const process = await spawnNodeProcess(
      join(catalogueDist, 'main.js'),
      { ...as('catalogue'), CATALOGUE_HEALTH_PORT: String(port) },
      `${healthUrl}/health/ready`,
    );
    const catalogue = { ...process, healthUrl };
    catalogues.push(catalogue);
    return catalogue;
  };
  for (let i = 0; i < options.catalogues; i++) await startCatalogue();
  const others: SpawnedProcess[] = [];
  if (options.content) {
    const port = await freePort();
    others.push(
      await spawnNodeProcess(
        join(contentDist, 'main.js'),
        { ...as('content'), CONTENT_HEALTH_PORT: String(port) },
        `http://127.0.0.1:${port}/health/ready`,
      ),
    );
  }

  const startService = async (dist: string, portVariable: string, extra = {}) => {
    const port = await freePort();
    others.push(
      await spawnNodeProcess(
        join(dist, 'main.js'),
        { ...extra, [portVariable]: String(port) },
        `http://127.0.0.1:${port}/health/ready`,
      ),
    );
  };
  if (options.seo) await startService(seoDist, 'SEO_HEALTH_PORT', infra.natsEnv('seo'));
  if (options.affiliate) {
    await startService(affiliateDist, 'AFFILIATE_HEALTH_PORT', {
      ...as('affiliate'),
      AMAZON_ASSOCIATE_TAG: 'test-21',
    });
  }

  let mail: RunningMailCatcher | null = null;
  if (options.alerts) {
    mail = await startMailCatcher();
    const vapid = generateVAPIDKeys();
    await startService(alertsDist, 'ALERTS_HEALTH_PORT', {
      ...as('alerts'),
      SMTP_URL: mail.smtpUrl,
      SITE_URL: 'https://bestlaptops.example',
      ALERTS_TOKEN_SECRET: 'gateway-test-secret-gateway-test-secret',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
    });
  }

  let simulators: RetailerSimulators | null = null;
  if (options.sync) {
    const started = await startSyncWithSimulators(as('sync'), migratorUrl);
    simulators = started.simulators;
    others.push(started.sync);
  }

  const gateway = await createGatewayApp(
    gatewayEnvSchema.parse({
      ...as('gateway'),
      LOG_LEVEL: 'silent',
      RPC_TIMEOUT_MS: String(options.rpcTimeoutMs ?? 2_000),
    }),
  );
  await gateway.listen(0, '127.0.0.1');
  const baseUrl = (await gateway.getUrl()).replace('[::1]', '127.0.0.1');

  return {
    infra,
    gateway,
    baseUrl,
    startCatalogue,
    simulators,
    mail,
    stop: async () => {
      await gateway.close();
      await Promise.all([...catalogues, ...others].map((c) => c.stop()));
      await simulators?.stop();
      await mail?.close();
      await infra.stop();
    },
  };
}

/** A stack that also answers SQL on its database, for tests that read or set the operators' rows. */
export interface StackWithSql extends Stack {
  sql<T>(query: string, params?: unknown[]): Promise<T[]>;
}

export async function startStackWithSql(options: StackOptions): Promise<StackWithSql> {
  const stack = await startStack(options);
  let orm: MikroORM;
  try {
    orm = await MikroORM.init(gatewayOrmConfig(stack.infra.databaseUrl));
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return {
    ...stack,
    sql: <T>(query: string, params: unknown[] = []) =>
      orm.em.getConnection().execute<T[]>(query, params),
    stop: async () => {
      await orm.close();
      await stack.stop();
    },
  };
}
