// The alerts service as main.ts starts it (AlertsModule, bootstrapService), on a real NATS with
// the bus's users: the gateway's questions reach it, the catalogue's absence is a fast 503, and
// its readiness covers the database and NATS.
import type { INestApplication } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { generateVAPIDKeys } from 'web-push';
import { AlertsPatterns as P } from '@bli/contracts';
import { bootstrapService, DomainError, natsSettings, RpcClient } from '@bli/server-kit';
import { startTestInfra, type TestInfra } from '@bli/testing';
import { startMailCatcher, type RunningMailCatcher } from '@bli/message-catchers';
import { AlertsModule } from '../src/alerts.module';
import { alertsTestConfig } from './support/alerts-test-config';
import { alertsDatabase } from './support/alerts-test-app';

let infra: TestInfra;
let migrator: MikroORM;
let mail: RunningMailCatcher;
let app: INestApplication;
let gateway: RpcClient;
const vapid = generateVAPIDKeys();

beforeAll(async () => {
  infra = await startTestInfra();
  const database = await alertsDatabase(infra);
  migrator = database.migrator;
  mail = await startMailCatcher();
  const config = alertsTestConfig({
    DATABASE_URL: database.url,
    SMTP_URL: mail.smtpUrl,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    ...infra.natsEnv('alerts'),
  });
  // The service's JSON logs read LOG_LEVEL from the environment, as in a container.
  process.env.LOG_LEVEL ??= 'warn';
  app = await bootstrapService(AlertsModule.forRoot(config), {
    service: 'alerts',
    nats: natsSettings(config, 'alerts'),
    healthPort: 0,
  });
  gateway = await RpcClient.connect(natsSettings(infra.natsEnv('gateway'), 'gateway'), 2_000);
});

afterAll(async () => {
  await gateway?.close();
  await app?.close();
  await mail?.close();
  await migrator?.close();
  await infra?.stop();
});

describe('the alerts service', () => {
  it('answers the gateway over NATS', async () => {
    expect(await gateway.send(P.pushKey, {})).toEqual({ publicKey: vapid.publicKey });
  });

  it('names the field of a bad request, and answers 503 fast while the catalogue is away', async () => {
    const bad = await gateway
      .send(P.create, {
        email: 'not-an-address',
        laptop: 'hp-victus-15',
        condition: { kind: 'back-in-stock' },
      })
      .catch((error: DomainError) => error);
    expect(bad).toMatchObject({ code: 'INVALID_INPUT', message: expect.stringContaining('email') });
    const away = await gateway
      .send(P.create, {
        email: 'shopper@example.com',
        laptop: 'hp-victus-15',
        condition: { kind: 'back-in-stock' },
      })
      .catch((error: DomainError) => error);
    expect(away).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
  });

  it('is ready when its database and NATS are', async () => {
    const response = await fetch(`${await app.getUrl()}/health/ready`);
    expect(response.status).toBe(200);
  });
});
