import type { Laptop } from '@bli/contracts';
import type { Page } from 'playwright-core';
import { eventually } from '@bli/testing';
import { must, textOf } from './page-helpers';
import { useSite } from './site';

const site = useSite();

let laptops: Laptop[];

beforeAll(async () => {
  laptops = await site.api<Laptop[]>('/api/laptops?pageSize=200');
});

/** Column headings of the comparison table (the laptops' titles). */
const columnTitles = (page: Page) =>
  page
    .getByTestId('compare-table')
    .locator('thead th[scope="col"] a[href^="/laptop/"]')
    .allInnerTexts();
const rowLabels = (page: Page) =>
  page.getByTestId('compare-table').locator('tbody th[scope="row"]').allInnerTexts();

describe('add to compare', () => {
  it('collects laptops in the tray from cards and the detail page, then compares them', async () => {
    const { page } = await site.open('/search?q=ssd');
    const cards = page.locator('[data-testid="laptop-card"]');
    const firstTitle = await textOf(cards.nth(0).locator('h3'));
    const secondTitle = await textOf(cards.nth(1).locator('h3'));
    await cards.nth(0).getByTestId('add-to-compare').click();
    const tray = page.getByRole('complementary', { name: 'Compare tray' });
    await tray.waitFor();
    expect(await textOf(tray)).toContain('Add one more laptop to compare');
    expect(await cards.nth(0).getByTestId('add-to-compare').getAttribute('aria-pressed')).toBe(
      'true',
    );
    await cards.nth(1).getByTestId('add-to-compare').click();
    await tray.getByRole('link', { name: 'Compare 2 laptops' }).click();
    await eventually(async () => expect(new URL(page.url()).pathname).toBe('/compare'));
    await eventually(async () =>
      expect(await columnTitles(page)).toEqual([firstTitle, secondTitle]),
    );

    // The tray survives navigation (localStorage) and takes a third laptop from a detail page.
    const third = must(
      laptops.find((l) => l.title !== firstTitle && l.title !== secondTitle),
      'a third laptop',
    );
    await page.goto(site.url(`/laptop/${third.slug}`));
    await page.getByRole('button', { name: 'Add to compare' }).first().click();
    await eventually(async () =>
      expect(await page.getByTestId('compare-tray').getByRole('link').innerText()).toBe(
        'Compare 3 laptops',
      ),
    );
  });

  it('refuses a fifth laptop', async () => {
    const { page } = await site.open('/search?q=ssd');
    const buttons = page.getByTestId('add-to-compare');
    for (let i = 0; i < 5; i++) await buttons.nth(i).click();
    await eventually(async () =>
      expect(await page.getByTestId('compare-tray').locator('li').count()).toBe(4),
    );
    expect(await buttons.nth(4).getAttribute('aria-pressed')).toBe('false');
    await eventually(async () =>
      expect(await textOf(page.locator('body'))).toContain('You can compare up to 4 laptops'),
    );
  });
});

describe('compare page', () => {
  it('renders a shared URL on the server, dropping unknown and repeated slugs', async () => {
    const [a, b] = laptops;
    const url = `/compare?laptops=${a.slug},no-such-laptop,${b.slug},${a.slug}`;
    const { page, response } = await site.open(url, { javaScriptEnabled: false });
    expect(response.status()).toBe(200);
    expect(await columnTitles(page)).toEqual([a.title, b.title]);
    const notices = await textOf(page.getByTestId('compare-notices'));
    expect(notices).toContain('“no-such-laptop”');
    expect(notices).toContain(`“${a.slug}” was listed more than once`);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe(
      'noindex, follow',
    );
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`/compare\\?laptops=${a.slug},no-such-laptop,${b.slug},${a.slug}$`),
    );
    expect(await page.title()).toMatch(/ vs .*: Specs and Prices Compared \| Best Laptops India$/);
    expect(await page.getByTestId('price-overlay').locator('svg path').count()).toBe(2);
  });

  it('keeps the first four of more than four', async () => {
    const five = laptops.slice(0, 5);
    const { page } = await site.open(`/compare?laptops=${five.map((l) => l.slug).join(',')}`);
    expect(await columnTitles(page)).toEqual(five.slice(0, 4).map((l) => l.title));
    expect(await textOf(page.getByTestId('compare-notices'))).toContain(
      `You can compare up to 4 laptops: “${five[4].slug}” was left out.`,
    );
  });

  it('shows only the differences, and highlights the best value of a row', async () => {
    const pair = must(
      laptops
        .flatMap((a) => laptops.map((b) => [a, b] as const))
        .find(
          ([a, b]) =>
            a.slug !== b.slug &&
            a.brand === b.brand &&
            a.currentPrice !== b.currentPrice &&
            (a.specifications.os ?? '') === (b.specifications.os ?? ''),
        ),
      'two laptops of one brand at different prices',
    );
    const cheaper = pair[0].currentPrice < pair[1].currentPrice ? 0 : 1;
    const { page } = await site.open(`/compare?laptops=${pair[0].slug},${pair[1].slug}`);
    expect(await rowLabels(page)).toContain('Brand');
    const priceCells = page.locator('tr[data-row="Price"] td');
    expect(await priceCells.nth(cheaper).getAttribute('data-best')).toBe('true');
    expect(await priceCells.nth(1 - cheaper).getAttribute('data-best')).toBeNull();

    const toggle = page.getByRole('switch', { name: 'Show only differences' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await eventually(async () => expect(await toggle.getAttribute('aria-checked')).toBe('true'));
    const labels = await rowLabels(page);
    expect(labels).not.toContain('Brand');
    expect(labels).toContain('Price');
    expect(page.url()).toContain('diff=1');

    // The address is shareable: the server renders the same view.
    const shared = await site.open(new URL(page.url()).pathname + new URL(page.url()).search, {
      javaScriptEnabled: false,
    });
    expect(await rowLabels(shared.page)).toEqual(labels);
  });
});
