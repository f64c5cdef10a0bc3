// Deal verdicts as a shopper meets them (issue #23, docs/deal-verdicts.md): a laptop page says
// whether its discount is real, whether now is a good time and what a bank card makes the price,
// with the evidence beside each; the chart's range buttons work with and without JavaScript;
// lists sort by real discount and keep only good deals; the methodology page explains the rules.
import {
  BUY_VERDICT_VALUES,
  type Deal,
  type Laptop,
  type PriceHistory,
  type PriceRange,
} from '@bli/contracts';
import { PRICE_VERDICT_RULES } from '@bli/domain';
import { eventually } from '@bli/testing';
import { headingTexts, mainOf, must, textOf, VISIBLE_CARDS } from './page-helpers';
import { useSite } from './site';

const site = useSite();
const NO_JS = { javaScriptEnabled: false };

let bankDeal: Deal;

beforeAll(async () => {
  const deals = await site.api<Deal[]>('/api/deals');
  bankDeal = must(
    deals.find((deal) => deal.dealType === 'bank' && deal.effectivePrice !== null),
    'a live bank offer that states what it takes off',
  );
});

const tableRows = (history: PriceHistory) => history.points.length;

describe('a laptop page answers "is this a real deal"', () => {
  it('shows the discount check, the buy-or-wait verdict with its evidence and the sale lows', async () => {
    const slug = bankDeal.laptop.slug;
    const history = await site.api<PriceHistory>(`/api/laptops/slug/${slug}/price-history`);
    const { page, errors } = await site.open(`/laptop/${slug}`);
    const main = mainOf(page);

    const advice = main.getByTestId('buy-advice');
    expect(BUY_VERDICT_VALUES).toContain(await advice.getAttribute('data-verdict'));
    expect(await advice.getAttribute('data-verdict')).toBe(history.advice.verdict);
    const adviceText = await textOf(advice);
    expect(adviceText).toContain(history.advice.label);
    expect(adviceText).toContain(history.advice.reason);

    const check = await textOf(main.getByTestId('discount-check'));
    expect(check).toMatch(/90-day median/);

    // 13 months of seeded history cover last year's sale events: one row each, newest first.
    const lows = main.getByTestId('sale-event-lows');
    const rows = lows.locator('tbody tr');
    expect(await rows.count()).toBe(history.saleEventLows.length);
    expect(history.saleEventLows.length).toBeGreaterThan(0);
    expect(await textOf(rows.first())).toContain(history.saleEventLows[0].event.name);

    // Every verdict links to the methodology.
    const methodology = main.locator('a[href^="/price-verdicts"]');
    expect(await methodology.count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('shows what a live bank offer makes the price, under the Amazon price', async () => {
    const { page } = await site.open(`/laptop/${bankDeal.laptop.slug}`, NO_JS);
    const price = page.getByRole('region', { name: 'Price', exact: true });
    const effective = await textOf(price.getByTestId('effective-price'));
    expect(effective).toContain(must(bankDeal.effectivePrice, 'effective price').line);
    // The main price stays Amazon's, with its "as of" time.
    expect(await textOf(price)).toMatch(/as of (\d{1,2} \w{3} \d{4}, )?\d{2}:\d{2} IST/);
  });

  it('switches the chart between 30 days, 90 days, 1 year and all, the table following', async () => {
    const slug = bankDeal.laptop.slug;
    const year = await site.api<PriceHistory>(`/api/laptops/slug/${slug}/price-history?days=365`);
    const { page, errors } = await site.open(`/laptop/${slug}`);
    const ranges = page.getByTestId('price-history-range');
    expect(await ranges.locator('[aria-current="true"]').textContent()).toBe('90 days');

    await ranges.getByRole('link', { name: '1 year', exact: true }).click();
    await page.waitForURL(/[?&]days=365/);
    // The click navigates in the app (static islands' links, client-links.ts): the address
    // changes first, the page once the loader has answered.
    const selected = page.getByTestId('price-history-range').locator('[aria-current="true"]');
    await eventually(async () => expect(await selected.textContent()).toBe('1 year'), 15_000);
    const rows = page.locator('#price-history table tbody tr');
    expect(await rows.count()).toBe(tableRows(year));
    expect(errors).toEqual([]);
  });

  it('keeps the range buttons working without JavaScript', async () => {
    const slug = bankDeal.laptop.slug;
    const month = await site.api<PriceHistory>(`/api/laptops/slug/${slug}/price-history?days=30`);
    const { page } = await site.open(`/laptop/${slug}?days=30`, NO_JS);
    const section = page.locator('#price-history');
    expect(await section.locator('table tbody tr').count()).toBe(tableRows(month));
    expect(await section.locator('[aria-current="true"]').textContent()).toBe('30 days');
    // An unknown range is the default, never an error page.
    const { response } = await site.open(`/laptop/${slug}?days=7`, NO_JS);
    expect(response.status()).toBe(200);
  });
});

describe('lists by real discount', () => {
  it('keeps only good deals on a range page when asked, each with its badge', async () => {
    const ranges = await site.api<PriceRange[]>('/api/price-ranges');
    let checked = 0;
    for (const range of ranges) {
      const goodDeals = await site.api<Laptop[]>(
        `/api/laptops/price-range/${range.id}?goodDeals=true&sort=real-discount`,
      );
      if (goodDeals.length === 0) continue;
      const { page } = await site.open(
        `/price-range/${range.slug}?sort=real-discount&goodDeals=true`,
        NO_JS,
      );
      const cards = page.locator(VISIBLE_CARDS);
      const shown = await cards.count();
      expect(shown).toBeGreaterThan(0);
      expect(shown).toBeLessThanOrEqual(goodDeals.length);
      for (let i = 0; i < shown; i += 1) {
        expect(await cards.nth(i).getByTestId('good-deal-badge').count()).toBe(1);
      }
      checked += 1;
      break;
    }
    expect(checked).toBe(1);
  });
});

describe('the methodology page', () => {
  it('explains each rule with its thresholds', async () => {
    const { page, response } = await site.open('/price-verdicts', NO_JS);
    expect(response.status()).toBe(200);
    expect((await headingTexts(page, 1)).length).toBe(1);
    const text = await textOf(mainOf(page));
    expect(text).toContain(`${PRICE_VERDICT_RULES.goodDealWithinPercent}%`);
    expect(text).toMatch(/90-day median/);
    expect(text).toMatch(/Not enough price history yet/);
    expect(text).toMatch(/Likely to drop in the next sale/);
  });
});
