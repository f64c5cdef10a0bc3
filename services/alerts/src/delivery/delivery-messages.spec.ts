import nodemailer from 'nodemailer';
import {
  alertsTestConfig,
  TEST_SITE,
  TEST_TOKEN_SECRET,
} from '../../test/support/alerts-test-config';
import { AlertTokens } from '../tokens/alert-token';
import type { DueDelivery } from './deliveries.repository';
import type { AlertNews, DeliveryContent } from './delivery-content';
import { DeliveryMessages } from './delivery-messages';
import { smtpMessage } from './mail.transport';

const tokens = new AlertTokens(TEST_TOKEN_SECRET);
const messages = new DeliveryMessages(tokens, alertsTestConfig());
// 14:11 IST on 27 Nov; the mail goes out at 14:12 IST.
const now = new Date('2026-11-27T08:42:00Z');

const news = (overrides: Partial<AlertNews> = {}): AlertNews => ({
  alertId: 7,
  laptop: { slug: 'hp-victus-15', name: 'HP Victus 15' },
  condition: { kind: 'target-price', targetPrice: 50_000 },
  newPrice: 49_990,
  oldPrice: 51_990,
  priceAsOf: '2026-11-27T08:41:00Z',
  lowestPrice: 49_990,
  availability: 'in_stock',
  ...overrides,
});

const delivery = (
  content: DeliveryContent,
  channel: DueDelivery['channel'] = 'email',
): DueDelivery => ({
  id: '1',
  subscriberId: 42,
  email: 'shopper@example.com',
  alertId: content.type === 'alert' ? content.news.alertId : null,
  kind: content.type,
  channel,
  content,
  attempts: 1,
  pushSubscription: null,
});

const urlsIn = (text: string) => text.match(/https?:\/\/[^\s"<>]+/g) ?? [];
const hrefsIn = (html: string) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

/** Amazon rule 5 (docs/compliance.md): our own pages only, no retailer link, image or tag. */
function expectOnlyOurLinks(text: string, html: string) {
  for (const url of [...urlsIn(text), ...hrefsIn(html)])
    expect(url.startsWith(`${TEST_SITE}/`)).toBe(true);
  for (const part of [text, html]) {
    expect(part.toLowerCase()).not.toContain('amazon');
    expect(part).not.toMatch(/[?&]tag=/);
    expect(part).not.toMatch(/<img/i);
  }
}

describe('an alert mail', () => {
  const mail = messages.mail(delivery({ type: 'alert', news: news() }), now);

  it('names the laptop and its new price with the "as of" time in IST, the change and the lowest price', () => {
    expect(mail.subject).toBe('HP Victus 15 is at or below your target price');
    expect(mail.text).toContain('HP Victus 15');
    expect(mail.text).toContain(
      'Now ₹49,990 (as of 27 Nov 2026, 14:11 IST), down ₹2,000 (4%) from ₹51,990.',
    );
    expect(mail.text).toContain('Lowest price we have recorded: ₹49,990.');
    expect(mail.text).toContain('You asked to hear when it is ₹50,000 or less.');
    expect(mail.html).toContain(
      'Now ₹49,990 (as of 27 Nov 2026, 14:11 IST), down ₹2,000 (4%) from ₹51,990.',
    );
  });

  it('has a plain-text and an HTML part with one link to our laptop page, and the manage and unsubscribe links', () => {
    const laptop = `${TEST_SITE}/laptop/hp-victus-15`;
    expect(urlsIn(mail.text).filter((url) => url === laptop)).toHaveLength(1);
    expect(hrefsIn(mail.html).filter((url) => url === laptop)).toHaveLength(1);
    expectOnlyOurLinks(mail.text, mail.html);

    const manage = urlsIn(mail.text).find((url) =>
      url.startsWith(`${TEST_SITE}/alerts/manage?token=`),
    );
    expect(tokens.verify(tokenOf(manage ?? ''), 'manage', now).subscriberId).toBe(42);
    expect(mail.unsubscribeUrl.startsWith(`${TEST_SITE}/alerts/unsubscribe?token=`)).toBe(true);
    expect(tokens.verify(tokenOf(mail.unsubscribeUrl), 'unsubscribe', now)).toMatchObject({
      subscriberId: 42,
      alertId: 7,
    });
    expect(mail.text).toContain(`Stop this alert: ${mail.unsubscribeUrl}`);
    expect(hrefsIn(mail.html)).toContain(mail.unsubscribeUrl);
  });

  it('escapes what it quotes in the HTML part', () => {
    const odd = messages.mail(
      delivery({
        type: 'alert',
        news: news({ laptop: { slug: 'x', name: 'Acer <b>"Nitro"</b>' } }),
      }),
      now,
    );
    expect(odd.html).toContain('Acer &lt;b&gt;&quot;Nitro&quot;&lt;/b&gt;');
    expect(odd.html).not.toContain('<b>"Nitro"');
  });

  it('shows no price once it is older than 24 hours (Amazon rule 3)', () => {
    const late = messages.mail(
      delivery({ type: 'alert', news: news() }),
      new Date('2026-11-28T09:00:00Z'),
    );
    expect(late.text).not.toContain('₹49,990 (as of');
    expect(late.text).toContain(
      "Its price changed on 27 Nov 2026, 14:11 IST; see today's price on our page.",
    );
  });

  it('says so when a laptop is back in stock, and a rise as a rise', () => {
    const back = messages.mail(
      delivery({
        type: 'alert',
        news: news({ condition: { kind: 'back-in-stock' }, oldPrice: 49_000 }),
      }),
      now,
    );
    expect(back.subject).toBe('HP Victus 15 is back in stock');
    expect(back.text).toContain(
      'Back in stock.\nNow ₹49,990 (as of 27 Nov 2026, 14:11 IST), up ₹990 (2%) from ₹49,000.',
    );
  });

  it('goes over SMTP with List-Unsubscribe and List-Unsubscribe-Post (RFC 8058)', async () => {
    const raw = await nodemailer
      .createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
      .sendMail(
        smtpMessage('Best Laptops India <alerts@bestlaptops.in>', 'shopper@example.com', mail),
      );
    const headers = (raw.message as Buffer)
      .toString()
      .split('\n\n')[0]
      .replace(/\n[ \t]+/g, ' ');
    expect(headers).toContain(`List-Unsubscribe: <${mail.unsubscribeUrl}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(headers).toMatch(/Content-Type: multipart\/alternative/);
    expect(headers).toContain('From: Best Laptops India <alerts@bestlaptops.in>');
  });
});

describe('a push', () => {
  it('carries a title, the price with its time and our laptop page only', () => {
    expect(messages.push(delivery({ type: 'alert', news: news() }, 'push'), now)).toEqual({
      title: 'HP Victus 15 is at or below your target price',
      body: 'Now ₹49,990 (as of 27 Nov 2026, 14:11 IST)',
      url: `${TEST_SITE}/laptop/hp-victus-15`,
    });
  });
});

describe('a digest', () => {
  it('tells every held alert, each with its laptop page, and unsubscribes the whole address', () => {
    const items = [
      news(),
      news({ alertId: 8, laptop: { slug: 'asus-tuf-a15', name: 'ASUS TUF A15' } }),
    ];
    const mail = messages.mail(delivery({ type: 'digest', items }), now);
    expect(mail.subject).toBe('Your price alerts: news about 2 laptops');
    expect(urlsIn(mail.text)).toEqual(
      expect.arrayContaining([
        `${TEST_SITE}/laptop/hp-victus-15`,
        `${TEST_SITE}/laptop/asus-tuf-a15`,
      ]),
    );
    expectOnlyOurLinks(mail.text, mail.html);
    const claims = tokens.verify(tokenOf(mail.unsubscribeUrl), 'unsubscribe', now);
    expect(claims.alertId).toBeUndefined();
  });
});

describe('a confirmation mail', () => {
  const mail = messages.mail(
    delivery({
      type: 'confirmation',
      laptop: { slug: 'hp-victus-15', name: 'HP Victus 15' },
      condition: { kind: 'percent-drop', percent: 5 },
    }),
    now,
  );

  it('says what was asked and carries a 48-hour confirm link, and no price', () => {
    expect(mail.subject).toBe('Confirm your price alert');
    expect(mail.text).toContain('when the price of HP Victus 15 drops by 5% or more');
    const confirm = urlsIn(mail.text).find((url) =>
      url.startsWith(`${TEST_SITE}/alerts/confirm?token=`),
    );
    expect(tokens.verify(tokenOf(confirm ?? ''), 'confirm', now).subscriberId).toBe(42);
    expect(mail.text).not.toContain('₹');
    expectOnlyOurLinks(mail.text, mail.html);
  });

  it('lets a reader who never asked stop all mail to the address', () => {
    expect(tokens.verify(tokenOf(mail.unsubscribeUrl), 'unsubscribe', now).alertId).toBeUndefined();
  });
});
