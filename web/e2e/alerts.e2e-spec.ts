// Price alerts as a shopper meets them (issue #22, docs/alerts.md): "Alert me" on a laptop's
// page with and without JavaScript, the confirmation mail's link, an alert mail after a price
// drop, the manage page's forms, and RFC 8058 one-click unsubscribe from a mail client.
import { ALERT_ACCEPTED_MESSAGE, type Laptop } from '@bli/contracts';
import { formatInr } from '@bli/domain';
import type { Locator, Page, Response } from 'playwright-core';
import { eventually } from '@bli/testing';
import { defaultTargetPrice } from '../app/components/alerts/alert-form.model';
import { mainOf, textOf } from './page-helpers';
import { useSite, waitForHydration } from './site';

// The tests' browser is one client address: the web's per-shopper alert limit would count every
// test of the file together.
const site = useSite({ ALERT_RATE_LIMIT_PER_MINUTE: '1000' });
const NO_JS = { javaScriptEnabled: false };

/** What the mail catcher keeps of a message (tools/message-catchers). */
interface CaughtMail {
  subject: string;
  text: string | null;
  headers: Record<string, string>;
}

/** The newest mail to `to` whose subject matches, once it has arrived. */
async function mailTo(to: string, subject: RegExp): Promise<CaughtMail> {
  const mailUrl = site.stack.mailUrl;
  if (!mailUrl) throw new Error('the stack has no mail catcher (SMTP_URL was set)');
  return eventually(async () => {
    const mails = (await (
      await fetch(`${mailUrl}/messages?to=${encodeURIComponent(to)}`)
    ).json()) as CaughtMail[];
    const mail = mails.find((candidate) => subject.test(candidate.subject));
    if (!mail) throw new Error(`no mail to ${to} matching ${subject} yet`);
    return mail;
  }, 60_000);
}

/** One of our links in a mail, as a path on this stack (mails name SITE_URL's host). */
function linkIn(mail: CaughtMail, page: 'confirm' | 'manage' | 'unsubscribe'): string {
  const found = new RegExp(`https?://[^\\s<>"]+/alerts/${page}\\?token=[\\w.-]+`).exec(
    mail.text ?? '',
  );
  if (!found) throw new Error(`no ${page} link in "${mail.subject}"`);
  const url = new URL(found[0]);
  return `${url.pathname}${url.search}`;
}

const tokenOf = (path: string) => new URL(path, 'http://x').searchParams.get('token') ?? '';

/** An address of its own for each test: a mail a test waits for is never another test's. */
const address = (label: string) => `alerts-${label}-${Date.now()}@example.com`;

/** A laptop on sale and in stock, its price well above ₹10,000. */
async function laptopOnSale(skip: string[] = []): Promise<Laptop> {
  const laptops = await site.api<Laptop[]>('/api/laptops?pageSize=200');
  const laptop = laptops.find(
    (candidate) =>
      candidate.status === 'active' &&
      candidate.availability !== 'out_of_stock' &&
      candidate.availability !== 'unavailable' &&
      candidate.currentPrice > 10_000 &&
      !skip.includes(candidate.slug),
  );
  if (!laptop) throw new Error('no laptop on sale in the demo catalogue');
  return laptop;
}

/** Every alert page: private, out of search results and referrers, without any script. */
async function expectPrivatePage(page: Page, response: Response | null, token: string) {
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  // Set after the site-wide policy: a browser takes the last one it knows.
  expect(response?.headers()['referrer-policy']).toMatch(/(^|,\s*)no-referrer$/);
  expect(response?.headers()['x-cache']).toBeUndefined();
  const html = await page.content();
  expect(html).toContain('<meta name="robots" content="noindex"');
  expect(html).toContain('<meta name="referrer" content="no-referrer"');
  expect(html).not.toMatch(/<link rel="canonical"[^>]*token/);
  expect(html).not.toContain('<script');
  if (token) expect(site.stack.output()).not.toContain(token);
}

const alertForm = (page: Page) => page.locator('#alert');

/** Clicks a form's button and waits for the page its POST answers. */
async function post(page: Page, button: Locator): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (answer) => answer.request().method() === 'POST' && answer.request().isNavigationRequest(),
    ),
    button.click(),
  ]);
  await page.waitForLoadState('load');
  return response;
}

describe('price alerts', () => {
  it('a shopper sets a target-price alert, confirms it from the mail, then pauses and deletes it', async () => {
    const laptop = await laptopOnSale();
    const email = address('js');
    const { page, errors } = await site.open(`/laptop/${laptop.slug}`);
    // Nothing of push is asked for, or registered, until the shopper asks for it.
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
    const form = alertForm(page);
    await expect(form.getByRole('radio', { name: /falls to my target/ }).isChecked()).resolves.toBe(
      true,
    );
    const target = form.getByLabel('Target price in rupees');
    expect(await target.inputValue()).toBe(String(defaultTargetPrice(laptop.currentPrice)));
    // The page stays: nothing reloads it while the form works.
    await page.evaluate(() => Object.assign(window, { stayed: true }));

    // Reaching for the form loads its script, which offers this browser's notifications too.
    await form.getByLabel('Email address').click();
    await form.getByText('Also notify this browser').waitFor();
    // A target above today's price: the API's 400, next to the field.
    await form.getByLabel('Email address').fill(email);
    await target.fill(String(laptop.currentPrice + 1_000));
    await form.getByRole('button', { name: 'Alert me' }).click();
    await eventually(async () =>
      expect(await textOf(form)).toContain(
        `Your target must be below the current price, ${formatInr(laptop.currentPrice)}.`,
      ),
    );
    expect(await target.getAttribute('aria-invalid')).toBe('true');

    const price = defaultTargetPrice(laptop.currentPrice);
    await target.fill(String(price));
    await form.getByRole('button', { name: 'Alert me' }).click();
    await eventually(async () =>
      expect(await form.getByRole('status').innerText()).toBe(ALERT_ACCEPTED_MESSAGE),
    );
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);

    // The confirmation mail. Opening its link (as a mail scanner would) confirms nothing.
    const confirmation = await mailTo(email, /^Confirm your price alert/);
    const confirmPath = linkIn(confirmation, 'confirm');
    const scanned = await fetch(site.url(confirmPath));
    expect(scanned.status).toBe(200);
    expect(await scanned.text()).toContain('Confirm my alerts');

    const confirmPage = await site.browser.newPage();
    const shown = await confirmPage.goto(site.url(confirmPath));
    await expectPrivatePage(confirmPage, shown, tokenOf(confirmPath));
    const confirmed = await post(
      confirmPage,
      confirmPage.getByRole('button', { name: 'Confirm my alerts' }),
    );
    expect(confirmed.status()).toBe(200);
    expect(await textOf(mainOf(confirmPage))).toContain('Your alerts are on');
    await expectPrivatePage(confirmPage, confirmed, tokenOf(confirmPath));
    // The confirmed page leads to the manage page (a token of its own, not the confirm one).
    const manageLink = confirmPage.getByRole('link', { name: 'See and manage your alerts' });
    expect(await manageLink.getAttribute('href')).toMatch(/^\/alerts\/manage\?token=[\w.%-]+$/);

    // The price drops below the target: one alert mail, with the manage link.
    const drop = await site.admin(`/api/admin/laptops/${laptop.asin}/price`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ price: price - 500 }),
    });
    expect(drop.status).toBe(200);
    const news = await mailTo(email, /^(?!Confirm)/);
    const managePath = linkIn(news, 'manage');

    const manage = await site.browser.newPage();
    // No request from the page (its stylesheet, a link followed) names it as the referrer.
    const referrers: string[] = [];
    manage.on('request', (request) => referrers.push(request.headers()['referer'] ?? ''));
    const listed = await manage.goto(site.url(managePath));
    await expectPrivatePage(manage, listed, tokenOf(managePath));
    const laptopLink = manage.locator(`a[href="/laptop/${laptop.slug}"]`);
    const card = manage.locator('article', { has: laptopLink });
    expect(await textOf(card)).toContain(`Price at or below ${formatInr(price)} · On`);
    expect(await card.count()).toBe(1);
    await Promise.all([manage.waitForURL(`**/laptop/${laptop.slug}`), laptopLink.click()]);
    await manage.goBack();
    expect(referrers.filter((referrer) => referrer.includes('token'))).toEqual([]);

    await post(manage, card.getByRole('button', { name: 'Pause' }));
    // The page the form answers has no token in its address.
    expect(new URL(manage.url()).search).toBe('');
    expect(await textOf(mainOf(manage))).toContain('Paused: we will not mail you about it');
    expect(await textOf(card)).toContain(`Price at or below ${formatInr(price)} · Paused`);

    await post(manage, card.getByRole('button', { name: 'Resume' }));
    expect(await textOf(card)).toContain(`Price at or below ${formatInr(price)} · On`);
    await post(manage, card.getByRole('button', { name: 'Snooze 7 days' }));
    expect(await textOf(card)).toMatch(/· Snoozed until \d+ \w{3} \d{4}/);
    expect(await card.getByRole('button', { name: 'Wake now' }).count()).toBe(1);

    await post(manage, card.getByRole('button', { name: 'Delete' }));
    expect(await textOf(mainOf(manage))).toContain('Deleted.');
    expect(await manage.locator('article').count()).toBe(0);

    // Everything about the address, after a confirmation step.
    await manage.getByText('Delete everything about me…').click();
    const forgotten = await post(
      manage,
      manage.getByRole('button', { name: 'Yes, delete everything' }),
    );
    expect(forgotten.status()).toBe(200);
    expect(await textOf(mainOf(manage))).toContain('Everything is deleted');
    // The manage link now names an address that is gone: a clear message and what to do.
    const after = await manage.goto(site.url(managePath));
    expect(after?.status()).toBe(400);
    expect(await textOf(mainOf(manage))).toContain('This link has expired or is not valid');
    for (const opened of [confirmPage, manage]) await opened.context().close();
  });

  it('registers the service worker only when the shopper asks for this browser’s notifications', async () => {
    const laptop = await laptopOnSale();
    const context = await site.browser.newContext({ permissions: ['notifications'] });
    const page = await context.newPage();
    await page.goto(site.url(`/laptop/${laptop.slug}`), { waitUntil: 'load' });
    await waitForHydration(page);
    const form = alertForm(page);
    await form.getByLabel('Email address').click();
    const push = form.getByRole('checkbox', { name: 'Also notify this browser' });
    await push.waitFor();
    const workers = () =>
      page.evaluate(async () =>
        (await navigator.serviceWorker.getRegistrations()).map(
          (registration) =>
            (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL,
        ),
      );
    expect(await workers()).toEqual([]);
    await push.click();
    await eventually(
      async () => expect(await workers()).toEqual([site.url('/alerts-sw.js')]),
      10_000,
    );
    await context.close();
  });

  it('is there and works when the laptop page is reached by a client-side navigation', async () => {
    const { page, errors } = await site.open('/');
    const link = page.locator('main a[href^="/laptop/"]').first();
    const slug = (await link.getAttribute('href'))?.replace('/laptop/', '') ?? '';
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    await Promise.all([page.waitForURL(`**/laptop/${slug}`), link.click()]);
    const form = alertForm(page);
    await form.getByLabel('Email address').fill(address('client-nav'));
    await form.getByRole('radio', { name: /back in stock/ }).check();
    await form.getByRole('button', { name: 'Alert me' }).click();
    await eventually(async () =>
      expect(await form.getByRole('status').innerText()).toBe(ALERT_ACCEPTED_MESSAGE),
    );
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('works without JavaScript: the page answers the fields to fix, then the message', async () => {
    const laptop = await laptopOnSale();
    const email = address('nojs');
    const { page } = await site.open(`/laptop/${laptop.slug}`, NO_JS);
    const form = alertForm(page);
    // No push offer without scripts.
    expect(await form.getByText('Also notify this browser').count()).toBe(0);
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Target price in rupees').fill(String(laptop.currentPrice));
    const refused = await post(page, form.getByRole('button', { name: 'Alert me' }));
    expect(refused.status()).toBe(400);
    expect(refused.headers()['cache-control']).toBe('private, no-store');
    expect(new URL(page.url()).hash).toBe('#alert');
    expect(await textOf(form)).toContain('Your target must be below the current price');
    // What the shopper typed is still there.
    expect(await form.getByLabel('Email address').inputValue()).toBe(email);

    await form.getByRole('radio', { name: /drops by at least/ }).check();
    await form.getByLabel('Drop in per cent').fill('10');
    const accepted = await post(page, form.getByRole('button', { name: 'Alert me' }));
    expect(accepted.status()).toBe(200);
    expect(await form.getByRole('status').innerText()).toBe(ALERT_ACCEPTED_MESSAGE);

    // The mail's button works without scripts too (the alert pages have none anyway).
    const confirmPath = linkIn(await mailTo(email, /^Confirm your price alert/), 'confirm');
    const confirm = await site.open(confirmPath, NO_JS);
    const confirmed = await post(
      confirm.page,
      confirm.page.getByRole('button', { name: 'Confirm my alerts' }),
    );
    expect(confirmed.status()).toBe(200);
    expect(await textOf(mainOf(confirm.page))).toContain('Your alerts are on');
  });

  it('unsubscribes with one click from a mail client, and with the page’s button', async () => {
    const laptop = await laptopOnSale();
    const email = address('one-click');
    const asked = await fetch(site.url('/api/alerts'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, laptop: laptop.slug, condition: { kind: 'all-time-low' } }),
    });
    expect(asked.status).toBe(202);
    const mail = await mailTo(email, /^Confirm your price alert/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const header = /<(https?:\/\/[^>]+)>/.exec(mail.headers['list-unsubscribe'] ?? '');
    expect(header).not.toBeNull();
    const url = new URL(header?.[1] ?? '');
    const path = `${url.pathname}${url.search}`;
    expect(path).toBe(linkIn(mail, 'unsubscribe'));

    // Opening the link changes nothing: the page offers a button.
    const shown = await fetch(site.url(path));
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('>Unsubscribe</button>');

    // RFC 8058: a POST from the mail provider's server — another origin, no cookie, no token
    // but the link's own.
    const oneClick = () =>
      fetch(site.url(path), {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://mail.example.com',
        },
        body: 'List-Unsubscribe=One-Click',
        redirect: 'manual',
      });
    const first = await oneClick();
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(await first.text()).toContain('You are unsubscribed');
    const again = await oneClick();
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('nothing left to unsubscribe from');

    // Only that POST is let through from another origin: the manage page's forms are not.
    const foreign = await fetch(site.url('/alerts/manage'), {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example.com',
      },
      body: `token=${tokenOf(path)}&intent=forget`,
    });
    expect(foreign.status).toBe(400);
    expect(await foreign.text()).not.toContain('Everything is deleted');

    // The page's own button, without scripts.
    const { page } = await site.open(path, NO_JS);
    const done = await post(page, page.getByRole('button', { name: 'Unsubscribe' }));
    expect(done.status()).toBe(200);
    expect(await textOf(mainOf(page))).toContain('You are unsubscribed');
  });

  it('says what to do with a link that is not valid, and keeps every alert page out of the cache', async () => {
    const junk = 'eyJzIjoibWFuYWdlIiwic3ViIjoxfQ.bm90LWEtc2lnbmF0dXJl';
    for (const path of [`/alerts/manage?token=${junk}`, '/alerts/manage', '/alerts/confirm']) {
      const first = await fetch(site.url(path));
      const second = await fetch(site.url(path));
      expect([path, second.headers.get('x-cache'), second.headers.get('cache-control')]).toEqual([
        path,
        null,
        'private, no-store',
      ]);
      expect(await first.text()).toContain('This link has expired or is not valid');
    }
    const { page } = await site.open('/alerts/confirm?token=' + junk, NO_JS);
    const refused = await post(page, page.getByRole('button', { name: 'Confirm my alerts' }));
    expect(refused.status()).toBe(400);
    expect(await textOf(mainOf(page))).toContain('Confirmation links work for 48 hours');
  });
});
