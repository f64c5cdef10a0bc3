// Analytics with a tag manager configured (issue 5): its loader is in the page, a page-view
// event goes to its data layer on every route change, and a buy click is a custom event.
// The container script itself is answered by a stub: the test never leaves the machine.
import type { Laptop } from '@bli/contracts';
import { isPriceCurrent } from '@bli/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { eventually } from '@bli/testing';
import { DESKTOP } from './browser';
import { useSite, waitForHydration } from './site';

const CONTAINER = 'GTM-E2ETEST';
// Read by the stack this file starts (the runner passes its environment to the web server).
const previous = process.env.GTM_CONTAINER_ID;
process.env.GTM_CONTAINER_ID = CONTAINER;
afterAll(() => {
  if (previous === undefined) delete process.env.GTM_CONTAINER_ID;
  else process.env.GTM_CONTAINER_ID = previous;
});

const site = useSite();
const contexts: BrowserContext[] = [];

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

type DataLayerEvent = Record<string, unknown>;

async function openWithContainer(path: string): Promise<{ page: Page; containerUrls: string[] }> {
  const context = await site.browser.newContext({ viewport: DESKTOP, locale: 'en-IN' });
  contexts.push(context);
  context.setDefaultTimeout(10_000);
  const containerUrls: string[] = [];
  await context.route('https://www.googletagmanager.com/**', (route) => {
    containerUrls.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'application/javascript',
      body: 'window.__containerLoaded = true;',
    });
  });
  await context.route('https://www.amazon.in/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>amazon.in</title>' }),
  );
  const page = await context.newPage();
  await page.goto(site.url(path), { waitUntil: 'load' });
  await waitForHydration(page);
  return { page, containerUrls };
}

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: DataLayerEvent[] }).dataLayer ?? []);

describe('with a tag manager container configured', () => {
  it('loads its container and sends a page view on every route change', async () => {
    const { page, containerUrls } = await openWithContainer('/');
    expect(containerUrls).toEqual([`https://www.googletagmanager.com/gtm.js?id=${CONTAINER}`]);
    expect(
      await page.evaluate(() => (window as { __containerLoaded?: boolean }).__containerLoaded),
    ).toBe(true);
    await eventually(async () =>
      expect((await dataLayer(page)).filter((e) => e.event === 'page_view')).toEqual([
        expect.objectContaining({ page_path: '/' }),
      ]),
    );

    await page.getByRole('banner').getByRole('link', { name: 'Gaming Laptops' }).first().click();
    await page.waitForURL('**/gaming-laptops');
    await eventually(async () =>
      expect((await dataLayer(page)).filter((e) => e.event === 'page_view')).toEqual([
        expect.objectContaining({ page_path: '/' }),
        expect.objectContaining({ page_path: '/gaming-laptops' }),
      ]),
    );
  });

  it('tracks a buy click as category laptop, label brand and title, value price', async () => {
    const [laptop] = await site.api<Laptop[]>('/api/laptops/featured');
    const { page } = await openWithContainer(`/laptop/${laptop.slug}`);
    await Promise.all([
      page.context().waitForEvent('page'),
      page
        .getByRole('main')
        .getByRole('link', { name: /Check Price & Buy on Amazon/ })
        .click(),
    ]);
    const clicks = (await dataLayer(page)).filter((e) => e.event === 'affiliate_click');
    expect(clicks).toEqual([
      {
        event: 'affiliate_click',
        event_category: 'laptop',
        event_label: `${laptop.brand} ${laptop.title}`,
        ...(isPriceCurrent(laptop.lastUpdated) ? { value: laptop.currentPrice } : {}),
      },
    ]);
  });
});
