import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { generateVAPIDKeys } from 'web-push';
import {
  ALERT_ACCEPTED_MESSAGE,
  AlertsPatterns as P,
  type PriceChangedEvent,
} from '@bli/contracts';
import { DomainError } from '@bli/server-kit';
import { startTestInfra, type TestInfra } from '@bli/testing';
import {
  startMailCatcher,
  startPushCatcher,
  type CaughtMail,
  type RunningMailCatcher,
  type RunningPushCatcher,
} from '@bli/message-catchers';
import { DeliveryDispatcher } from '../src/delivery/delivery.dispatcher';
import { HousekeepingService } from '../src/housekeeping/housekeeping.service';
import { PriceChangesService } from '../src/price-events/price-changes.service';
import { alertsTestConfig, TEST_SITE } from './support/alerts-test-config';
import {
  alertsDatabase,
  FakeCatalogue,
  startAlertsTestApp,
  TestClock,
  type AlertsTestApp,
} from './support/alerts-test-app';

let infra: TestInfra;
let migrator: MikroORM;
let mail: RunningMailCatcher;
let pushes: RunningPushCatcher;
let alerts: AlertsTestApp;
const catalogue = new FakeCatalogue();
// 27 Nov 2026, 14:00 IST.
const clock = new TestClock(new Date('2026-11-27T08:30:00Z'));
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const VICTUS = { asin: 'B0VICTUS15', slug: 'hp-victus-15', name: 'HP Victus 15' };
const TUF = { asin: 'B0ASUSTUF1', slug: 'asus-tuf-a15', name: 'ASUS TUF A15' };

beforeAll(async () => {
  infra = await startTestInfra();
  const database = await alertsDatabase(infra);
  migrator = database.migrator;
  mail = await startMailCatcher();
  pushes = await startPushCatcher();
  const vapid = generateVAPIDKeys();
  const config = alertsTestConfig({
    DATABASE_URL: database.url,
    SMTP_URL: mail.smtpUrl,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    ALERTS_DAILY_CAP: '2',
    ALERTS_PUSH_ORIGINS: pushes.url,
  });
  alerts = await startAlertsTestApp(config, catalogue, clock, { pushCaFile: pushes.caFile });
  catalogue.put({ ...VICTUS, price: 55_000, availability: 'in_stock' });
  catalogue.put({ ...TUF, price: 72_000, availability: 'in_stock' });
});

afterAll(async () => {
  await alerts?.close();
  await pushes?.close();
  await mail?.close();
  await migrator?.close();
  await infra?.stop();
});

const create = (payload: Record<string, unknown>) =>
  alerts.call(P.create, payload, (h, p) => h.create(p));
const send = () => alerts.get(DeliveryDispatcher).sendDue(clock.now());
const apply = (event: PriceChangedEvent) =>
  alerts.unitOfWork.run(() => alerts.get(PriceChangesService).apply(event, clock.now()));
const mailsTo = (to: string) => mail.messages().filter((m) => m.to.includes(to));
const tokenIn = (text: string | null, path: string) =>
  new RegExp(`${TEST_SITE}${path}\\?token=([A-Za-z0-9_.-]+)`).exec(text ?? '')?.[1] ?? '';
const rows = async (table: string, where = 'true', params: unknown[] = []) =>
  (
    await migrator.em
      .fork()
      .execute<{ n: string }[]>(`select count(*) as n from alerts.${table} where ${where}`, params)
  )[0].n;

function priceEvent(laptop: typeof VICTUS, oldPrice: number, newPrice: number): PriceChangedEvent {
  const at = clock.now().toISOString();
  return {
    eventId: randomUUID(),
    ...laptop,
    oldPrice,
    newPrice,
    listPrice: 65_000,
    oldAvailability: 'in_stock',
    availability: 'in_stock',
    lowestPrice: newPrice,
    priceAsOf: at,
    changedAt: at,
    source: 'sync',
  };
}

async function failure(work: Promise<unknown>): Promise<DomainError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('it succeeded');
}

describe('a shopper sets an alert, confirms it, and is told once', () => {
  const email = 'shopper@example.com';
  let alertMail: CaughtMail;

  it('answers alike for a new address and mails it one confirmation in 10 minutes', async () => {
    const answer = await create({
      email: ' Shopper@Example.com ',
      laptop: VICTUS.slug,
      condition: { kind: 'target-price', targetPrice: 50_000 },
      push: pushes.subscribe(),
    });
    expect(answer).toEqual({ message: ALERT_ACCEPTED_MESSAGE });
    // A second alert within 10 minutes: the same answer, and no second mail.
    clock.advance(MINUTE);
    expect(await create({ email, laptop: TUF.slug, condition: { kind: 'back-in-stock' } })).toEqual(
      { message: ALERT_ACCEPTED_MESSAGE },
    );
    await send();
    const mails = mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual(['Confirm your price alert']);
    expect(mails[0].text).toContain('when HP Victus 15 is ₹50,000 or less');
  });

  it('names the field for a target not below the price and for an unknown laptop', async () => {
    const high = await failure(
      create({
        email,
        laptop: VICTUS.slug,
        condition: { kind: 'target-price', targetPrice: 55_000 },
      }),
    );
    expect(high.code).toBe('INVALID_INPUT');
    expect(high.details).toEqual({
      fields: [{ field: 'condition.targetPrice', message: expect.stringContaining('₹55,000') }],
    });
    const unknown = await failure(
      create({ email, laptop: 'no-such-laptop', condition: { kind: 'all-time-low' } }),
    );
    expect(unknown.code).toBe('NOT_FOUND');
    // The service posts to a subscription's endpoint: only to the push services it trusts.
    const elsewhere = await failure(
      create({
        email,
        laptop: VICTUS.slug,
        condition: { kind: 'all-time-low' },
        push: { ...pushes.subscribe(), endpoint: 'https://169.254.169.254/latest/meta-data' },
      }),
    );
    expect(elsewhere.details).toEqual({
      fields: [{ field: 'push.endpoint', message: expect.stringContaining('push service') }],
    });
  });

  it('sends nothing before the address is confirmed', async () => {
    await apply(priceEvent(TUF, 72_000, 60_000));
    await send();
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('switches both alerts on with the link from the mail', async () => {
    const token = tokenIn(mailsTo(email)[0].text, '/alerts/confirm');
    const confirmed = await alerts.call(P.confirm, { token }, (h, p) => h.confirm(p));
    expect(confirmed).toEqual({ confirmed: 2, manageToken: expect.any(String) });
    // The confirm page links to the manage page with it: the address's two alerts.
    const managed = await alerts.call(P.manage, { token: confirmed.manageToken }, (h, p) =>
      h.manage(p),
    );
    expect(managed.alerts).toHaveLength(2);
  });

  it('mails exactly once when the price crosses the target, with only our links', async () => {
    clock.advance(HOUR); // 15:01 IST
    const event = priceEvent(VICTUS, 55_000, 49_990);
    expect(await apply(event)).toBe(true);
    await send();
    const mails = mailsTo(email);
    expect(mails).toHaveLength(2);
    alertMail = mails[0];
    expect(alertMail.subject).toBe('HP Victus 15 is at or below your target price');
    expect(alertMail.from).toBe('alerts@bestlaptops.in');
    expect(alertMail.text).toContain(
      'Now ₹49,990 (as of 27 Nov 2026, 15:01 IST), down ₹5,010 (9%) from ₹55,000.',
    );
    expect(alertMail.html).toContain('₹49,990 (as of 27 Nov 2026, 15:01 IST)');
    const links = [
      ...(alertMail.text?.match(/https?:\/\/[^\s"<>]+/g) ?? []),
      ...[...(alertMail.html ?? '').matchAll(/href="([^"]+)"/g)].map((m) =>
        m[1].replace(/&amp;/g, '&'),
      ),
    ];
    expect(links.every((url) => url.startsWith(`${TEST_SITE}/`))).toBe(true);
    expect(links.filter((url) => url === `${TEST_SITE}/laptop/hp-victus-15`)).toHaveLength(2); // text + html
    expect(`${alertMail.text}${alertMail.html}`.toLowerCase()).not.toContain('amazon');
    expect(alertMail.headers['list-unsubscribe']).toMatch(
      new RegExp(`^<${TEST_SITE}/alerts/unsubscribe\\?token=[A-Za-z0-9_.-]+>$`),
    );
    expect(alertMail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The browser that asked for pushes got one, linking to our page only.
    const [push] = pushes.messages();
    expect(JSON.parse(push.payload)).toEqual({
      title: 'HP Victus 15 is at or below your target price',
      body: 'Now ₹49,990 (as of 27 Nov 2026, 15:01 IST)',
      url: `${TEST_SITE}/laptop/hp-victus-15`,
    });

    // The same event again (JetStream redelivers at least once): nothing more.
    expect(await apply(event)).toBe(false);
    await send();
    expect(mailsTo(email)).toHaveLength(2);
    expect(pushes.messages()).toHaveLength(1);
  });

  it('lists the address and its alerts from the manage link', async () => {
    const token = tokenIn(alertMail.text, '/alerts/manage');
    const managed = await alerts.call(P.manage, { token }, (h, p) => h.manage(p));
    expect(managed.email).toBe(email);
    expect(managed.push).toBe(true);
    expect(managed.alerts.map((a) => [a.laptop.slug, a.state, a.lastSentAt !== null])).toEqual([
      ['hp-victus-15', 'active', true],
      ['asus-tuf-a15', 'active', false],
    ]);
    const snoozed = await alerts.call(
      P.update,
      { id: managed.alerts[1].id, token, snoozeDays: 7 },
      (h, p) => h.update(p),
    );
    expect(snoozed.state).toBe('snoozed');
  });

  it('deletes the alert with the one-click unsubscribe link, once', async () => {
    const token =
      /token=([A-Za-z0-9_.-]+)>$/.exec(alertMail.headers['list-unsubscribe'])?.[1] ?? '';
    expect(await alerts.call(P.unsubscribe, { token }, (h, p) => h.unsubscribe(p))).toEqual({
      removed: 1,
    });
    expect(await alerts.call(P.unsubscribe, { token }, (h, p) => h.unsubscribe(p))).toEqual({
      removed: 0,
    });
    const manage = tokenIn(alertMail.text, '/alerts/manage');
    const managed = await alerts.call(P.manage, { token: manage }, (h, p) => h.manage(p));
    expect(managed.alerts.map((a) => a.laptop.slug)).toEqual(['asus-tuf-a15']);
  });

  it('shows operators counts and failures with masked addresses only', async () => {
    const stats = await alerts.call(P.stats, {}, (h) => h.stats());
    expect(stats.alerts).toEqual({ waitingConfirmation: 0, active: 0, paused: 1 });
    expect(stats.addresses).toEqual({ confirmed: 1, unconfirmed: 0 });
    expect(stats.perDay.at(-1)).toEqual({
      day: '2026-11-27',
      created: 1,
      confirmed: 1,
      sent: 2,
      failed: 0,
    });
    expect(JSON.stringify(stats)).not.toContain(email);
  });

  it('deletes every row about the address on "delete everything"', async () => {
    const token = tokenIn(alertMail.text, '/alerts/manage');
    expect(await alerts.call(P.removeAll, { token }, (h, p) => h.removeAll(p))).toEqual({
      removed: 1,
    });
    expect(await rows('subscribers')).toBe('0');
    expect(await rows('alerts')).toBe('0');
    expect(await rows('deliveries')).toBe('0');
    // The link is moot now: a 400 naming token.
    const gone = await failure(alerts.call(P.manage, { token }, (h, p) => h.manage(p)));
    expect(gone.details).toEqual({ fields: [{ field: 'token', message: expect.any(String) }] });
  });
});

describe('past the daily cap', () => {
  const email = 'busy@example.com';

  it('holds the rest of the day for one digest at 08:00 IST next morning', async () => {
    const laptops = ['a', 'b', 'c', 'd'].map((x) => ({
      asin: `B0CAP0000${x.toUpperCase()}`,
      slug: `cap-laptop-${x}`,
      name: `Cap Laptop ${x.toUpperCase()}`,
    }));
    for (const laptop of laptops) {
      catalogue.put({ ...laptop, price: 40_000, availability: 'in_stock' });
      await create({ email, laptop: laptop.slug, condition: { kind: 'percent-drop', percent: 5 } });
    }
    await send();
    const token = tokenIn(mailsTo(email)[0].text, '/alerts/confirm');
    expect(await alerts.call(P.confirm, { token }, (h, p) => h.confirm(p))).toMatchObject({
      confirmed: 4,
    });

    clock.at = new Date('2026-11-27T12:00:00Z'); // 17:30 IST
    for (const laptop of laptops) await apply(priceEvent(laptop, 40_000, 36_000));
    await send();
    const today = mailsTo(email).filter((m) => m.subject.includes('price dropped'));
    expect(today.map((m) => m.subject)).toEqual([
      'Cap Laptop B: its price dropped',
      'Cap Laptop A: its price dropped',
    ]);

    clock.at = new Date('2026-11-28T02:29:00Z'); // 07:59 IST: not yet
    await send();
    expect(mailsTo(email).filter((m) => m.subject.startsWith('Your price alerts'))).toHaveLength(0);
    clock.at = new Date('2026-11-28T02:30:00Z');
    await send();
    const [digest] = mailsTo(email).filter((m) => m.subject.startsWith('Your price alerts'));
    expect(digest.subject).toBe('Your price alerts: news about 2 laptops');
    expect(digest.text).toContain('Cap Laptop C');
    expect(digest.text).toContain('Cap Laptop D');
    expect(digest.text).toContain(`${TEST_SITE}/laptop/cap-laptop-d`);
  });
});

describe('a change that arrives late', () => {
  const email = 'late@example.com';
  const LATE = { asin: 'B0LATECHG1', slug: 'late-change-laptop', name: 'Late Change Laptop' };
  const at = (event: PriceChangedEvent, changedAt: string) => ({ ...event, changedAt });

  it('changes no alert when it is older than the change applied before it', async () => {
    clock.at = new Date('2026-11-29T06:00:00Z');
    catalogue.put({ ...LATE, price: 60_000, availability: 'in_stock' });
    await create({
      email,
      laptop: LATE.slug,
      condition: { kind: 'target-price', targetPrice: 50_000 },
    });
    await send();
    const token = tokenIn(mailsTo(email)[0].text, '/alerts/confirm');
    await alerts.call(P.confirm, { token }, (h, p) => h.confirm(p));

    // The catalogue dropped the price to ₹49,000 at 11:40 IST and raised it to ₹55,000 at 11:45;
    // the drop's delivery failed and comes back after the rise.
    await apply(at(priceEvent(LATE, 49_000, 55_000), '2026-11-29T06:15:00Z'));
    expect(await apply(at(priceEvent(LATE, 60_000, 49_000), '2026-11-29T06:10:00Z'))).toBe(true);
    await send();
    expect(mailsTo(email).map((m) => m.subject)).toEqual(['Confirm your price alert']);

    // A later drop still reaches it.
    await apply(at(priceEvent(LATE, 55_000, 48_000), '2026-11-29T06:20:00Z'));
    await send();
    const mails = mailsTo(email); // newest first
    expect(mails).toHaveLength(2);
    const [told] = mails;
    expect(told.subject).toBe('Late Change Laptop is at or below your target price');
    expect(told.text).toContain('Now ₹48,000');
  });
});

describe('housekeeping', () => {
  it('deletes an unconfirmed request and its address after 48 hours', async () => {
    clock.at = new Date('2026-12-01T00:00:00Z');
    await create({
      email: 'never@example.com',
      laptop: TUF.slug,
      condition: { kind: 'all-time-low' },
    });
    expect(await rows('subscribers', 'email = ?', ['never@example.com'])).toBe('1');
    await alerts.get(HousekeepingService).run(new Date(clock.now().getTime() + 47 * HOUR));
    expect(await rows('subscribers', 'email = ?', ['never@example.com'])).toBe('1');
    await alerts.get(HousekeepingService).run(new Date(clock.now().getTime() + 48 * HOUR));
    expect(await rows('subscribers', 'email = ?', ['never@example.com'])).toBe('0');
  });
});
