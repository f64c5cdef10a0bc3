import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  AlertsPatterns as P,
  PRICE_CHANGED_SUBJECT,
  PRICE_EVENTS_STREAM,
  type PriceChangedEvent,
} from '@bli/contracts';
import {
  EventPublisher,
  natsConnectionOptions,
  natsSettings,
  provisionEventStreams,
} from '@bli/server-kit';
import { eventually, startTestInfra, type TestInfra } from '@bli/testing';
import { startMailCatcher, type RunningMailCatcher } from '@bli/message-catchers';
import type { AlertsConfig } from '../src/alerts.config';
import { DispatchSchedule } from '../src/delivery/dispatch.schedule';
import {
  PRICE_EVENTS_DURABLE,
  PriceEventsConsumer,
} from '../src/price-events/price-events.consumer';
import { alertsTestConfig, TEST_SITE } from './support/alerts-test-config';
import {
  alertsDatabase,
  FakeCatalogue,
  RealClock,
  startAlertsTestApp,
  type AlertsTestApp,
} from './support/alerts-test-app';

let infra: TestInfra;
let migrator: MikroORM;
let mail: RunningMailCatcher;
let publisher: EventPublisher;
let admin: NatsConnection;
let config: AlertsConfig;
let alerts: AlertsTestApp | undefined;
const catalogue = new FakeCatalogue();
const email = 'patient@example.com';
const laptops = [1, 2, 3, 4].map((n) => ({
  asin: `B0STREAM0${n}`,
  slug: `stream-laptop-${n}`,
  name: `Stream Laptop ${n}`,
}));

/** The alerts service as it runs: its JetStream consumer and its dispatcher on their own. */
const startService = () =>
  startAlertsTestApp(config, catalogue, new RealClock(), {
    background: [PriceEventsConsumer, DispatchSchedule],
  });

beforeAll(async () => {
  infra = await startTestInfra();
  const database = await alertsDatabase(infra);
  migrator = database.migrator;
  mail = await startMailCatcher();
  // The bus provisioning step, as deployed: the stream and the durable consumer exist first.
  await provisionEventStreams(natsSettings(infra.natsEnv('bus-admin'), 'bus-admin'), 1);
  publisher = await EventPublisher.connect(natsSettings(infra.natsEnv('catalogue'), 'catalogue'));
  admin = await connect(
    natsConnectionOptions(natsSettings(infra.natsEnv('bus-admin'), 'bus-admin')),
  );
  config = alertsTestConfig({
    DATABASE_URL: database.url,
    SMTP_URL: mail.smtpUrl,
    ...infra.natsEnv('alerts'),
  });
  for (const laptop of laptops)
    catalogue.put({ ...laptop, price: 60_000, availability: 'in_stock' });
});

afterAll(async () => {
  await alerts?.close();
  await admin?.drain();
  await publisher?.close();
  await mail?.close();
  await migrator?.close();
  await infra?.stop();
});

function drop(laptop: (typeof laptops)[number]): PriceChangedEvent {
  const at = new Date().toISOString();
  return {
    eventId: randomUUID(),
    ...laptop,
    oldPrice: 60_000,
    newPrice: 49_000,
    listPrice: 70_000,
    oldAvailability: 'in_stock',
    availability: 'in_stock',
    lowestPrice: 49_000,
    priceAsOf: at,
    changedAt: at,
    source: 'sync',
  };
}

/** What the service does in its own time (a pull, a send) is awaited for at most this. */
const WAIT_MS = 20_000;

const publish = (event: PriceChangedEvent) =>
  publisher.publish(PRICE_CHANGED_SUBJECT, event.eventId, event);
const alertMails = () => mail.messages().filter((m) => m.subject.includes('target price'));

const consumerState = async () => {
  const info = await (
    await jetstreamManager(admin, { checkAPI: false })
  ).consumers.info(PRICE_EVENTS_STREAM, PRICE_EVENTS_DURABLE);
  return { pending: info.num_pending, unacked: info.num_ack_pending };
};

describe('price events on JetStream', () => {
  it('mails a confirmed alert when its drop arrives through the durable consumer', async () => {
    alerts = await startService();
    for (const laptop of laptops) {
      await alerts.call(
        P.create,
        { email, laptop: laptop.slug, condition: { kind: 'target-price', targetPrice: 50_000 } },
        (h, p) => h.create(p),
      );
    }
    await eventually(() => expect(mail.messages()).toHaveLength(1), WAIT_MS);
    const token = /\/alerts\/confirm\?token=([A-Za-z0-9_.-]+)/.exec(
      mail.messages()[0].text ?? '',
    )?.[1];
    expect(await alerts.call(P.confirm, { token }, (h, p) => h.confirm(p))).toMatchObject({
      confirmed: 4,
    });

    await publish(drop(laptops[0]));
    await eventually(() => expect(alertMails()).toHaveLength(1), WAIT_MS);
    expect(alertMails()[0].text).toContain(`${TEST_SITE}/laptop/stream-laptop-1`);
    await eventually(async () => expect((await consumerState()).unacked).toBe(0), WAIT_MS);
  });

  it('sends every alert due while the service was down once it is back, none twice', async () => {
    await alerts?.close();
    alerts = undefined;
    const missed = laptops.slice(1).map(drop);
    for (const event of missed) await publish(event);
    // The catalogue's relay may publish an event again: the stream keeps it once (its id).
    await publish(missed[0]);
    expect(await consumerState()).toEqual({ pending: 3, unacked: 0 });

    alerts = await startService();
    await eventually(() => expect(alertMails()).toHaveLength(4), WAIT_MS);
    await eventually(
      async () => expect(await consumerState()).toEqual({ pending: 0, unacked: 0 }),
      WAIT_MS,
    );
    // A while longer: nothing is sent twice.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(
      alertMails()
        .map((m) => m.subject)
        .sort(),
    ).toEqual(laptops.map((l) => `${l.name} is at or below your target price`).sort());
  });
});
