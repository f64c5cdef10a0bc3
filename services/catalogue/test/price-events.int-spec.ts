import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import {
  PRICE_CHANGED_SUBJECT,
  PRICE_EVENTS_STREAM,
  priceChangedEventSchema,
  type PriceChangedEvent,
} from '@bli/contracts';
import {
  EventPublisher,
  natsConnectionOptions,
  natsSettings,
  provisionEventStreams,
  UnitOfWork,
} from '@bli/server-kit';
import { startTestInfra, type TestInfra } from '@bli/testing';
import { CatalogueConfig } from '../src/catalogue.config';
import { catalogueOrmConfig } from '../src/database/mikro-orm.config';
import { Laptop, PriceEvent } from '../src/entities';
import { ListTotals } from '../src/laptops/list-totals';
import { PriceEventsRelay } from '../src/price-events/price-events.relay';
import { PriceEventsRepository } from '../src/price-events/price-events.repository';
import { PriceRangesRepository } from '../src/price-ranges/price-ranges.repository';
import { PriceSyncRepository } from '../src/price-sync/price-sync.repository';
import { PriceSyncService } from '../src/price-sync/price-sync.service';
import { seedDemoCatalogue } from '../src/seed/demo-catalogue.seed';

let infra: TestInfra;
let orm: MikroORM;
const seedTime = new Date('2026-11-20T06:30:00Z');

function priceSync(): PriceSyncService {
  const em = orm.em.fork();
  return new PriceSyncService(
    new PriceSyncRepository(em, new ListTotals(0)),
    new PriceRangesRepository(em),
  );
}

const unpublished = () =>
  orm.em.fork().find(PriceEvent, { publishedAt: null }, { orderBy: { createdAt: 'asc' } });

/**
 * The price stream's next messages as the alerts service receives them: through its durable
 * consumer, as its NATS user (so its permissions are exercised too), each acked once read.
 */
async function consumedMessages(): Promise<{ id: string; event: PriceChangedEvent }[]> {
  const connection = await connect(
    natsConnectionOptions(natsSettings(infra.natsEnv('alerts'), 'alerts')),
  );
  try {
    const consumer = await jetstream(connection).consumers.get(PRICE_EVENTS_STREAM, 'alerts');
    const messages = [];
    for await (const message of await consumer.fetch({ max_messages: 100, expires: 1_000 })) {
      messages.push({
        id: message.headers?.get('Nats-Msg-Id') ?? '',
        event: priceChangedEventSchema.parse(message.json()),
      });
      message.ack();
    }
    await connection.flush();
    return messages;
  } finally {
    await connection.drain();
  }
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const value = await read();
    if (done(value) || attempt >= 200) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  infra = await startTestInfra();
  orm = await MikroORM.init(catalogueOrmConfig(infra.databaseUrl));
  await orm.migrator.up();
  await seedDemoCatalogue(orm.em.fork(), { associateTag: 'test-21', now: seedTime });
});

afterAll(async () => {
  await orm?.close();
  await infra?.stop();
});

describe('the price-changed outbox', () => {
  let asin: string;
  let before: Laptop;

  beforeAll(async () => {
    before = await orm.em
      .fork()
      .findOneOrFail(Laptop, { status: 'active' }, { orderBy: { id: 'asc' } });
    asin = before.asin;
  });

  it('records one event per laptop whose price or availability moved, in the same transaction', async () => {
    await priceSync().apply([
      {
        asin,
        currentPrice: before.currentPrice - 5_000,
        observedAt: '2026-11-21T10:00:00.000Z',
        source: 'creators-api',
        availability: 'in_stock',
      },
    ]);
    const [row] = await unpublished();
    const event = priceChangedEventSchema.parse(row.payload);
    expect(event).toMatchObject({
      eventId: row.id,
      asin,
      slug: before.slug,
      oldPrice: before.currentPrice,
      newPrice: before.currentPrice - 5_000,
      lowestPrice: before.currentPrice - 5_000,
      priceAsOf: '2026-11-21T10:00:00.000Z',
      source: 'sync',
    });
  });

  it('records nothing when the same price is applied again, and nothing for a change rolled back', async () => {
    const count = (await unpublished()).length;
    const current = await orm.em.fork().findOneOrFail(Laptop, { asin });
    await priceSync().apply([
      {
        asin,
        currentPrice: current.currentPrice,
        observedAt: '2026-11-21T11:00:00.000Z',
        source: 'creators-api',
      },
    ]);
    expect(await unpublished()).toHaveLength(count);

    const repository = new PriceSyncRepository(orm.em.fork(), new ListTotals(0));
    await expect(
      repository.inTransaction([asin], async (laptops, _ranges, tx) => {
        await tx.recordPriceEvents(
          [
            {
              ...priceChangedEventSchema.parse((await unpublished())[0].payload),
              eventId: randomUUID(),
            },
          ],
          new Date(),
        );
        laptops[0].currentPrice = 1;
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await unpublished()).toHaveLength(count);
    expect((await orm.em.fork().findOneOrFail(Laptop, { asin })).currentPrice).toBe(
      current.currentPrice,
    );
  });

  it('names an operator’s price as such', async () => {
    const current = await orm.em.fork().findOneOrFail(Laptop, { asin });
    await priceSync().apply([
      {
        asin,
        currentPrice: current.currentPrice + 2_000,
        observedAt: '2026-11-21T12:00:00.000Z',
        source: 'admin',
      },
    ]);
    const last = (await unpublished()).at(-1)!;
    expect(priceChangedEventSchema.parse(last.payload)).toMatchObject({
      source: 'operator',
      oldPrice: current.currentPrice,
      newPrice: current.currentPrice + 2_000,
      lowestPrice: before.currentPrice - 5_000,
    });
  });
});

describe('the relay', () => {
  it('publishes each event to JetStream once, under its id, and stamps it published', async () => {
    await provisionEventStreams(natsSettings(infra.natsEnv('bus-admin'), 'bus-admin'), 1);
    const waiting = await unpublished();
    expect(waiting.length).toBeGreaterThan(0);
    const config = CatalogueConfig.load({
      DATABASE_URL: infra.databaseUrl,
      ...infra.natsEnv('catalogue'),
    });
    const relay = new PriceEventsRelay(
      new PriceEventsRepository(orm.em),
      new UnitOfWork(orm),
      config,
    );
    await relay.onApplicationBootstrap();
    try {
      expect(await waitFor(unpublished, (rows) => rows.length === 0)).toEqual([]);
    } finally {
      await relay.onApplicationShutdown();
    }
    const messages = await consumedMessages();
    expect(messages.map((m) => m.id)).toEqual(waiting.map((row) => row.id));
    expect(messages.map((m) => m.event.eventId)).toEqual(waiting.map((row) => row.id));

    // The same id again (a relay that died between the stream's ack and its stamp): stored once.
    const publisher = await EventPublisher.connect(
      natsSettings(infra.natsEnv('catalogue'), 'catalogue'),
    );
    try {
      await publisher.publish(PRICE_CHANGED_SUBJECT, waiting[0].id, waiting[0].payload);
    } finally {
      await publisher.close();
    }
    expect(await consumedMessages()).toEqual([]);
  });

  it('polls an empty outbox with one statement, opening no transaction', async () => {
    expect(await unpublished()).toEqual([]);
    const em = orm.em.fork();
    const transactional = jest.spyOn(em, 'transactional');
    const publish = jest.fn(async () => undefined);
    const repository = new PriceEventsRepository(em);
    expect(await repository.publishBatch(100, publish, () => new Date())).toBe(0);
    expect(transactional).not.toHaveBeenCalled();
    expect(publish).not.toHaveBeenCalled();
  });
});
