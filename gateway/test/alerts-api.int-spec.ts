import {
  ALERT_ACCEPTED_MESSAGE,
  alertStatsSchema,
  laptopListSchema,
  type Laptop,
} from '@bli/contracts';
import type { CaughtMail } from '@bli/message-catchers';
import { loginAsAdmin, type AdminClient } from './admin-session';
import { call } from './http';
import { startStack, type Stack } from './stack';

// Issue #22 end to end on real parts: the gateway, the catalogue (its outbox and relay), NATS with
// JetStream, the alerts service, an SMTP server, and sync with the retailer simulators. A shopper
// asks for an alert, confirms it from the mail, an operator drops the price (or the sync brings a
// lower one from the retailer), and exactly one mail arrives that links only to our page.

const SITE = 'https://bestlaptops.example';
let stack: Stack;
let admin: AdminClient;
let laptop: Laptop;

beforeAll(async () => {
  stack = await startStack({ catalogues: 1, alerts: true, sync: true });
  admin = await loginAsAdmin(stack);
  const featured = laptopListSchema.parse(
    (await call(stack.baseUrl, '/api/laptops/featured')).body,
  );
  laptop = featured.find((l) => l.currentPrice > 20_000)!;
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

const send = (method: string, path: string, body: unknown) =>
  call(stack.baseUrl, path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const mailsTo = (to: string) => stack.mail!.messages().filter((mail) => mail.to.includes(to));

async function waitForMails(to: string, count: number): Promise<CaughtMail[]> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const mails = mailsTo(to);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${count} mails to ${to} did not arrive in 30 s (got ${mailsTo(to).length})`);
}

const tokenIn = (text: string | null, path: string) =>
  new RegExp(`${SITE}${path}\\?token=([A-Za-z0-9_.-]+)`).exec(text ?? '')?.[1];

const fieldsOf = (body: unknown) =>
  (body as { details?: { fields?: { field: string }[] } }).details?.fields?.map((f) => f.field);

describe('a price alert from the request to the mail', () => {
  const email = 'shopper@example.com';

  it('refuses bad input naming the field, and an unknown laptop with a 404', async () => {
    const bad = await send('POST', '/api/alerts', {
      email: 'not-an-address',
      laptop: laptop.slug,
      condition: { kind: 'back-in-stock' },
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['email']);

    const high = await send('POST', '/api/alerts', {
      email,
      laptop: laptop.slug,
      condition: { kind: 'target-price', targetPrice: laptop.currentPrice },
    });
    expect(high.status).toBe(400);
    expect(fieldsOf(high.body)).toEqual(['condition.targetPrice']);

    const unknown = await send('POST', '/api/alerts', {
      email,
      laptop: 'no-such-laptop',
      condition: { kind: 'all-time-low' },
    });
    expect(unknown.status).toBe(404);
    expect(mailsTo(email)).toEqual([]);
  });

  it('accepts the request with the same answer for anyone and mails one confirmation', async () => {
    const asked = await send('POST', '/api/alerts', {
      email: 'Shopper@Example.com',
      laptop: laptop.slug,
      condition: { kind: 'target-price', targetPrice: laptop.currentPrice - 1_000 },
    });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ message: ALERT_ACCEPTED_MESSAGE });
    const [confirmation] = await waitForMails(email, 1);
    const token = tokenIn(confirmation.text, '/alerts/confirm');
    expect(token).toBeDefined();

    const confirmed = await send('POST', '/api/alerts/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ confirmed: 1, manageToken: expect.any(String) });
  });

  it('mails exactly once when an operator drops the price below the target, linking only to us', async () => {
    const dropped = laptop.currentPrice - 2_000;
    const set = await admin.send('PUT', `/api/admin/laptops/${laptop.asin}/price`, {
      price: dropped,
    });
    expect(set.status).toBe(200);
    const mails = await waitForMails(email, 2);
    const alert = mails[0];
    expect(alert.subject).toContain(laptop.brand);
    const links = [...`${alert.text} ${alert.html}`.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map(
      (m) => m[0],
    );
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => !link.startsWith(`${SITE}/`))).toEqual([]);
    expect(links).toContain(`${SITE}/laptop/${laptop.slug}`);
    expect(`${alert.text} ${alert.html}`.toLowerCase()).not.toContain('amazon');
    expect(alert.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // A further ₹100 lower the same day: the condition stays true, nothing new is sent.
    expect(
      (
        await admin.send('PUT', `/api/admin/laptops/${laptop.asin}/price`, {
          price: dropped - 100,
        })
      ).status,
    ).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('unsubscribes with the one-click link of the mail’s List-Unsubscribe header', async () => {
    const [alert] = mailsTo(email);
    const token = tokenIn(alert.headers['list-unsubscribe'], '/alerts/unsubscribe');
    const removed = await send('POST', '/api/alerts/unsubscribe', { token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ removed: 1 });
  });

  it('mails when the sync brings a lower price from the retailer', async () => {
    const retailer = stack.simulators!.creatorsApi!;
    const retailerPrice = (asin: string) => retailer.priceOf(asin) ?? Number.POSITIVE_INFINITY;
    const all = laptopListSchema.parse(
      (await call(stack.baseUrl, '/api/laptops?pageSize=200')).body,
    );
    // A laptop the retailer sells for clearly less than the demo seed's price.
    const cheaper = all.find(
      (l) =>
        l.asin !== laptop.asin && l.priceRangeId && retailerPrice(l.asin) < l.currentPrice - 1_000,
    )!;
    const target = Math.floor((retailerPrice(cheaper.asin) + cheaper.currentPrice) / 2);
    const buyer = 'sync.shopper@example.com';
    expect(
      (
        await send('POST', '/api/alerts', {
          email: buyer,
          laptop: cheaper.slug,
          condition: { kind: 'target-price', targetPrice: target },
        })
      ).status,
    ).toBe(202);
    const [confirmation] = await waitForMails(buyer, 1);
    const token = tokenIn(confirmation.text, '/alerts/confirm');
    expect((await send('POST', '/api/alerts/confirm', { token })).status).toBe(200);

    const synced = await admin.postJson('/api/laptops/sync', {
      priceRangeId: cheaper.priceRangeId,
      useKeepa: false,
    });
    expect(synced.status).toBe(200);
    const [alert] = await waitForMails(buyer, 2);
    expect(`${alert.text}`).toContain(`${SITE}/laptop/${cheaper.slug}`);
  });

  it('shows operators the counts with no address in them', async () => {
    const stats = await admin.get('/api/admin/alerts/stats');
    expect(stats.status).toBe(200);
    const parsed = alertStatsSchema.parse(stats.body);
    expect(JSON.stringify(parsed)).not.toContain(email);
    expect((await call(stack.baseUrl, '/api/admin/alerts/stats')).status).toBe(401);
  });
});
