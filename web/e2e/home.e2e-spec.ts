import type { Deal, Laptop, PriceRange } from '@bli/contracts';
import { DEAL_PRICE_GONE_TEXT } from '@bli/domain';
import { eventually } from '@bli/testing';
import {
  anchors,
  cardTitles,
  disclosureButtons,
  expandedStates,
  FAQ_HEADING,
  hopTo,
  mainOf,
  pathOf,
  sectionWithHeading,
  textOf,
} from './page-helpers';
import { useSite } from './site';
import { FILTER_PAGES, LANDING_PAGES } from './spec-data';

const site = useSite();

describe('home page', () => {
  it('has the spec title and a hero that leads to the gaming page', async () => {
    const { page } = await site.open('/');
    expect(await page.title()).toBe('Best Laptops India - Reviews & Buying Guide');
    const paths = (await anchors(mainOf(page))).map((link) => pathOf(link.href));
    expect(paths).toContain('/gaming-laptops');
  });

  it('shows the first four price ranges with their laptop counts, linking to each range', async () => {
    const ranges = await site.api<PriceRange[]>('/api/price-ranges');
    expect(ranges.length).toBeGreaterThan(4);
    const { page } = await site.open('/');
    const main = mainOf(page);
    const explore = main.getByRole('link', { name: 'Explore Laptops' });
    const targets = await explore.evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
    const rangeTargets = targets.filter((path) => path.startsWith('/price-range/'));
    expect(rangeTargets).toEqual(ranges.slice(0, 4).map((range) => `/price-range/${range.slug}`));

    const text = await textOf(main);
    for (const range of ranges.slice(0, 4)) {
      expect(text).toContain(range.name);
      expect(text).toContain(`${range.laptopCount} laptops`);
    }

    await explore.nth(1).click();
    await page.waitForURL(`**/price-range/${ranges[1].slug}`);
    await page.getByRole('heading', { level: 1, name: `Best Laptops ${ranges[1].name}` }).waitFor();
    // The page meta follows a client-side route change.
    await eventually(async () => expect(await page.title()).toContain(ranges[1].name));
  });

  it('shows at most two featured laptops', async () => {
    const featured = await site.api<Laptop[]>('/api/laptops/featured');
    const { page } = await site.open('/');
    const section = sectionWithHeading(page, /featured/i);
    if (featured.length === 0) {
      expect(await textOf(section)).toContain('No featured laptops available at the moment.');
      return;
    }
    const titles = await cardTitles(section);
    expect(titles).toHaveLength(Math.min(2, featured.length));
    const featuredTitles = featured.map((laptop) => laptop.title);
    titles.forEach((title) => expect(featuredTitles).toContain(title));
  });

  it('links the six budget pages, the gaming page and the six spec pages in its buying guide', async () => {
    const { page } = await site.open('/');
    const paths = new Set((await anchors(mainOf(page))).map((link) => pathOf(link.href)));
    const expected = [
      ...LANDING_PAGES.map((landing) => landing.path),
      '/gaming-laptops',
      ...FILTER_PAGES.map((filter) => filter.path),
    ];
    expect(expected.filter((path) => !paths.has(path))).toEqual([]);
  });

  it('shows up to three live deals under "Latest Deals & Offers"', async () => {
    const deals = await site.api<Deal[]>('/api/deals');
    const { page } = await site.open('/');
    const main = mainOf(page);
    if (deals.length === 0) {
      expect(await textOf(main)).not.toContain('Latest Deals & Offers');
      return;
    }
    const section = sectionWithHeading(page, 'Latest Deals & Offers');
    const text = await textOf(section);
    const shown = deals.filter((deal) => text.includes(deal.title));
    expect(shown.map((deal) => deal.title)).toEqual(deals.slice(0, 3).map((deal) => deal.title));
    // "Grab Deal Now" is each deal's laptop buy link through the click hop, never a retailer URL;
    // a deal whose price is gone says so and offers the laptop at its current price instead.
    const first = deals.slice(0, 3);
    const grab = await section
      .getByRole('link', { name: /Grab Deal Now/ })
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    const available = first.filter((deal) => deal.priceAvailable);
    expect(grab).toHaveLength(available.length);
    available.forEach((deal, i) => expect(pathOf(grab[i])).toMatch(hopTo(deal.laptop.asin)));
    expect(text.split(DEAL_PRICE_GONE_TEXT).length - 1).toBe(
      first.filter((deal) => !deal.priceAvailable).length,
    );
    expect(text).toContain('View All');
  });

  it('has a ten-question FAQ that keeps one answer open at a time', async () => {
    const { page } = await site.open('/');
    const faq = sectionWithHeading(page, FAQ_HEADING);
    const questions = disclosureButtons(faq);
    expect(await questions.count()).toBe(10);

    await questions.nth(0).click();
    await eventually(async () =>
      expect(await expandedStates(questions)).toEqual([true, ...Array(9).fill(false)]),
    );
    const firstAnswer = page.locator(
      `[id="${await questions.nth(0).getAttribute('aria-controls')}"]`,
    );
    expect(await firstAnswer.isVisible()).toBe(true);
    expect((await textOf(firstAnswer)).length).toBeGreaterThan(20);

    await questions.nth(3).click();
    await eventually(async () =>
      expect(await expandedStates(questions)).toEqual(
        Array.from({ length: 10 }, (_, i) => i === 3),
      ),
    );
    expect(await firstAnswer.isVisible()).toBe(false);

    await questions.nth(3).click();
    await eventually(async () =>
      expect(await expandedStates(questions)).toEqual(Array(10).fill(false)),
    );
  });

  it('says prices are tracked and reviews come from a community', async () => {
    const { page } = await site.open('/');
    const text = await textOf(mainOf(page));
    expect(text).toMatch(/price[- ]tracking/i);
    expect(text).toMatch(/communit/i);
  });
});
