import type { PriceChangedEvent } from '@bli/contracts';
import { alertsTestConfig } from '../../test/support/alerts-test-config';
import type {
  DayRecord,
  DeliveriesRepository,
  NewDelivery,
} from '../delivery/deliveries.repository';
import type { AlertNews } from '../delivery/delivery-content';
import type { Alert } from '../entities';
import { PriceChangesService } from './price-changes.service';
import type { PriceEventsRepository } from './price-events.repository';

const NOW = new Date('2026-11-27T08:45:00Z'); // 14:15 IST, 27 Nov

const event = (overrides: Partial<PriceChangedEvent> = {}): PriceChangedEvent => ({
  eventId: '0b7f8a39-6a55-4c2b-9d1c-3f3e2a1b4c5d',
  asin: 'B0VICTUS15',
  slug: 'hp-victus-15',
  name: 'HP Victus 15',
  oldPrice: 52_000,
  newPrice: 49_000,
  listPrice: 60_000,
  oldAvailability: 'in_stock',
  availability: 'in_stock',
  lowestPrice: 49_000,
  priceAsOf: '2026-11-27T08:41:00Z',
  changedAt: '2026-11-27T08:42:00Z',
  source: 'sync',
  ...overrides,
});

let nextId = 1;
const alert = (overrides: Partial<Alert> & { subscriberId?: number } = {}): Alert => {
  const { subscriberId = 1, ...rest } = overrides;
  return {
    id: nextId++,
    subscriber: { id: subscriberId },
    laptopAsin: 'B0VICTUS15',
    laptopSlug: 'hp-victus-15',
    laptopName: 'HP Victus 15',
    condition: { kind: 'target-price', targetPrice: 50_000 },
    armed: true,
    reference: null,
    paused: false,
    snoozedUntil: null,
    priceWhenSet: 55_000,
    pushSubscription: null,
    createdAt: new Date('2026-11-20T00:00:00Z'),
    expiresAt: null,
    lastSentAt: null,
    ...rest,
  } as unknown as Alert;
};

interface World {
  alerts: Alert[];
  days?: Map<number, DayRecord>;
  applied?: boolean;
  /** The laptop's newest change applied before this event, if any. */
  newestChange?: Date;
  env?: Record<string, string>;
}

function setUp(world: World) {
  const added: NewDelivery[] = [];
  const digests: { subscriberId: number; dueAt: Date; day: string; news: AlertNews }[] = [];
  const events = {
    applyOnce: async (_id: string, _now: Date, work: () => Promise<void>) => {
      if (world.applied) return false;
      await work();
      return true;
    },
    recordIfNewest: async (_asin: string, changedAt: Date) =>
      !world.newestChange || world.newestChange <= changedAt,
    confirmedAlertsOn: async () => world.alerts,
    flush: async () => undefined,
  } as unknown as PriceEventsRepository;
  const deliveries = {
    dayOf: async (ids: number[]) =>
      new Map(
        ids.map((id) => [id, world.days?.get(id) ?? { mails: 0, laptops: new Set<string>() }]),
      ),
    add: async (rows: NewDelivery[]) => void added.push(...rows),
    addToDigest: async (subscriberId: number, dueAt: Date, day: string, news: AlertNews) =>
      void digests.push({ subscriberId, dueAt, day, news }),
  } as unknown as DeliveriesRepository;
  const service = new PriceChangesService(events, deliveries, alertsTestConfig(world.env));
  return { service, added, digests };
}

const brief = (rows: NewDelivery[]) => rows.map((row) => [row.alertId, row.channel, row.status]);

describe('applying a price-changed event', () => {
  it('queues one mail for an alert whose condition just became true, due now, with what it tells', async () => {
    const target = alert();
    const { service, added } = setUp({ alerts: [target] });
    expect(await service.apply(event(), NOW)).toBe(true);
    expect(added).toEqual([
      expect.objectContaining({
        subscriberId: 1,
        alertId: target.id,
        kind: 'alert',
        channel: 'email',
        status: 'pending',
        laptopSlug: 'hp-victus-15',
        day: '2026-11-27',
        nextAttemptAt: NOW,
        content: {
          type: 'alert',
          news: expect.objectContaining({
            newPrice: 49_000,
            priceAsOf: '2026-11-27T08:41:00Z',
            lowestPrice: 49_000,
          }),
        },
      }),
    ]);
    expect(target.armed).toBe(false);
  });

  it('does nothing for an event applied before (a redelivery)', async () => {
    const target = alert();
    const { service, added } = setUp({ alerts: [target], applied: true });
    expect(await service.apply(event(), NOW)).toBe(false);
    expect(added).toEqual([]);
    expect(target.armed).toBe(true);
  });

  it('changes no alert for a change older than one applied before (a late redelivery)', async () => {
    const target = alert();
    const { service, added } = setUp({
      alerts: [target],
      newestChange: new Date('2026-11-27T08:43:00Z'),
    });
    expect(await service.apply(event(), NOW)).toBe(true);
    expect(added).toEqual([]);
    expect(target.armed).toBe(true);
  });

  it('keeps following the price for paused and snoozed alerts, but tells them nothing', async () => {
    const paused = alert({ paused: true });
    const snoozed = alert({ snoozedUntil: new Date('2026-12-01T00:00:00Z') });
    const woken = alert({ snoozedUntil: new Date('2026-11-27T08:00:00Z') });
    const { service, added } = setUp({ alerts: [paused, snoozed, woken] });
    await service.apply(event(), NOW);
    expect(brief(added)).toEqual([[woken.id, 'email', 'pending']]);
    expect([paused.armed, snoozed.armed]).toEqual([false, false]);
  });

  it('sends a second alert on the same laptop nothing the same day (one mail per laptop per day)', async () => {
    const first = alert();
    const second = alert({ condition: { kind: 'all-time-low' } });
    const { service, added } = setUp({ alerts: [first, second] });
    await service.apply(event(), NOW);
    expect(brief(added)).toEqual([
      [first.id, 'email', 'pending'],
      [second.id, 'email', 'skipped'],
    ]);
  });

  it('skips a laptop already mailed about today, whatever the alert', async () => {
    const target = alert();
    const days = new Map([[1, { mails: 1, laptops: new Set(['hp-victus-15']) }]]);
    const { service, added } = setUp({ alerts: [target], days });
    await service.apply(event(), NOW);
    expect(brief(added)).toEqual([[target.id, 'email', 'skipped']]);
  });

  it('holds news past the daily cap for the digest at 08:00 IST next morning', async () => {
    const target = alert({ subscriberId: 3 });
    const days = new Map([[3, { mails: 5, laptops: new Set(['a', 'b', 'c', 'd', 'e']) }]]);
    const { service, added, digests } = setUp({ alerts: [target], days });
    await service.apply(event(), NOW);
    expect(brief(added)).toEqual([[target.id, 'digest', 'held']]);
    expect(digests).toEqual([
      {
        subscriberId: 3,
        dueAt: new Date('2026-11-28T02:30:00Z'),
        day: '2026-11-28',
        news: expect.objectContaining({ alertId: target.id }),
      },
    ]);
  });

  it('counts the cap per address as it goes: the sixth fired alert of one address waits', async () => {
    const alerts = ['a', 'b', 'c', 'd', 'e', 'f'].map(() => alert({ subscriberId: 4 }));
    // Six laptops: six events, one alert each, applied one after another with the day growing.
    const days = new Map<number, DayRecord>([[4, { mails: 0, laptops: new Set<string>() }]]);
    const statuses: string[] = [];
    for (const [i, a] of alerts.entries()) {
      const { service, added } = setUp({ alerts: [a], days });
      await service.apply(event({ slug: `laptop-${i}` }), NOW);
      statuses.push(added[0].status);
    }
    expect(statuses).toEqual(['pending', 'pending', 'pending', 'pending', 'pending', 'held']);
  });

  it('adds a push to a mail sent now when the alert asked for one and push is on', async () => {
    const push = {
      endpoint: 'https://push.example/1',
      keys: { p256dh: 'k'.repeat(87), auth: 'a'.repeat(22) },
    };
    const withPush = alert({ pushSubscription: push });
    const vapid = { VAPID_PUBLIC_KEY: 'public', VAPID_PRIVATE_KEY: 'private' };
    const on = setUp({ alerts: [withPush], env: vapid });
    await on.service.apply(event(), NOW);
    expect(brief(on.added)).toEqual([
      [withPush.id, 'email', 'pending'],
      [withPush.id, 'push', 'pending'],
    ]);
    const off = setUp({ alerts: [alert({ pushSubscription: push })] });
    await off.service.apply(event(), NOW);
    expect(brief(off.added).map(([, channel]) => channel)).toEqual(['email']);
  });
});
