import { Logger } from '@nestjs/common';
import type { UnitOfWork } from '@bli/server-kit';
import { alertsTestConfig, TEST_TOKEN_SECRET } from '../../test/support/alerts-test-config';
import { AlertTokens } from '../tokens/alert-token';
import type { DeliveriesRepository, DueDelivery } from './deliveries.repository';
import { DeliveryDispatcher, MAX_ATTEMPTS, retryDelayMs } from './delivery.dispatcher';
import { DeliveryError } from './delivery-error';
import { DeliveryMessages } from './delivery-messages';
import type { MailTransport } from './mail.transport';
import type { PushTransport } from './push.transport';

const NOW = new Date('2026-11-27T08:45:00Z');
const push = {
  endpoint: 'https://push.example/1',
  keys: { p256dh: 'k'.repeat(87), auth: 'a'.repeat(22) },
};

const due = (overrides: Partial<DueDelivery> = {}): DueDelivery => ({
  id: '10',
  subscriberId: 1,
  email: 'shopper@example.com',
  alertId: 7,
  kind: 'alert',
  channel: 'email',
  attempts: 1,
  pushSubscription: null,
  content: {
    type: 'alert',
    news: {
      alertId: 7,
      laptop: { slug: 'hp-victus-15', name: 'HP Victus 15' },
      condition: { kind: 'back-in-stock' },
      newPrice: 49_000,
      oldPrice: 49_000,
      priceAsOf: '2026-11-27T08:41:00Z',
      lowestPrice: 45_000,
      availability: 'in_stock',
    },
  },
  ...overrides,
});

function setUp(claimed: DueDelivery[], fail?: { mail?: Error; push?: Error }, pushOn = true) {
  const calls: unknown[][] = [];
  const record =
    (name: string) =>
    async (...args: unknown[]) =>
      void calls.push([name, ...args]);
  const deliveries = {
    claimDue: async () => claimed,
    markSent: async (d: DueDelivery) => void calls.push(['sent', d.id]),
    markSkipped: record('skipped'),
    markFailed: record('failed'),
    dropPushSubscription: record('drop-push'),
  } as unknown as DeliveriesRepository;
  const sentMail: string[] = [];
  const mail = {
    send: async (to: string) => {
      if (fail?.mail) throw fail.mail;
      sentMail.push(to);
    },
  } as unknown as MailTransport;
  const pushes: unknown[] = [];
  const pushTransport = {
    enabled: pushOn,
    send: async (_s: unknown, message: unknown) => {
      if (fail?.push) throw fail.push;
      pushes.push(message);
    },
  } as unknown as PushTransport;
  const unitOfWork = { run: <T>(work: () => Promise<T>) => work() } as UnitOfWork;
  const messages = new DeliveryMessages(new AlertTokens(TEST_TOKEN_SECRET), alertsTestConfig());
  const dispatcher = new DeliveryDispatcher(deliveries, messages, mail, pushTransport, unitOfWork);
  return { dispatcher, calls, sentMail, pushes };
}

describe('the dispatcher', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it('sends a due mail and records it sent', async () => {
    const { dispatcher, calls, sentMail } = setUp([due()]);
    expect(await dispatcher.sendDue(NOW)).toBe(1);
    expect(sentMail).toEqual(['shopper@example.com']);
    expect(calls).toEqual([['sent', '10']]);
  });

  it('retries a failed mail with a growing wait, and gives up after the last try', async () => {
    const refused = new DeliveryError('SMTP: connection refused', false);
    const first = setUp([due({ attempts: 1 })], { mail: refused });
    await first.dispatcher.sendDue(NOW);
    expect(first.calls).toEqual([
      ['failed', '10', 'SMTP: connection refused', new Date(NOW.getTime() + 60_000)],
    ]);
    const third = setUp([due({ attempts: 3 })], { mail: refused });
    await third.dispatcher.sendDue(NOW);
    expect(third.calls[0][3]).toEqual(new Date(NOW.getTime() + 16 * 60_000));
    const last = setUp([due({ attempts: MAX_ATTEMPTS })], { mail: refused });
    await last.dispatcher.sendDue(NOW);
    expect(last.calls).toEqual([['failed', '10', 'SMTP: connection refused', null]]);
  });

  it('gives up at once when the mail server refuses for good, and keeps no address in the error', async () => {
    const bounce = new DeliveryError('SMTP: 550 <shopper@example.com>: no such user', true);
    const { dispatcher, calls } = setUp([due()], { mail: bounce });
    await dispatcher.sendDue(NOW);
    expect(calls).toEqual([['failed', '10', 'SMTP: 550 <s***@example.com>: no such user', null]]);
  });

  it('pushes only our laptop page, skips a push when push is off, and forgets a browser that is gone', async () => {
    const sent = setUp([due({ channel: 'push', pushSubscription: push })]);
    await sent.dispatcher.sendDue(NOW);
    expect(sent.pushes).toEqual([
      expect.objectContaining({ url: 'https://bestlaptops.example/laptop/hp-victus-15' }),
    ]);

    const off = setUp([due({ channel: 'push', pushSubscription: push })], undefined, false);
    await off.dispatcher.sendDue(NOW);
    expect(off.calls).toEqual([['skipped', '10', 'push is off']]);

    const gone = setUp([due({ channel: 'push', pushSubscription: push })], {
      push: new DeliveryError('push service answered 410', true, true),
    });
    await gone.dispatcher.sendDue(NOW);
    expect(gone.calls).toEqual([
      ['drop-push', 7],
      ['failed', '10', 'push service answered 410', null],
    ]);
  });
});

describe('retryDelayMs', () => {
  it('waits 1, 4, 16, 64 minutes, then at most 6 hours', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n) / 60_000)).toEqual([
      1, 4, 16, 64, 256, 360,
    ]);
  });
});
