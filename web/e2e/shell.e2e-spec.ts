import type { Laptop, PriceRange } from '@bli/contracts';
import type { Locator, Page } from 'playwright-core';
import { eventually } from '@bli/testing';
import { MOBILE } from './browser';
import {
  anchors,
  expectAffiliateLinksCompliant,
  headingTexts,
  pathOf,
  textOf,
  viewportBox,
} from './page-helpers';
import { useSite } from './site';
import {
  AFFILIATE_DISCLOSURE,
  FILTER_PAGES,
  LANDING_PAGES,
  RANGE_SLUG,
  USE_CASE_TOPICS,
} from './spec-data';

const site = useSite();

/** Link targets of a menu's items (the item is the link, or holds one). */
async function menuItemLinks(menu: Locator): Promise<{ text: string; path: string | null }[]> {
  return menu.getByRole('menuitem').evaluateAll((items) =>
    items.map((item) => {
      const anchor = item instanceof HTMLAnchorElement ? item : item.querySelector('a');
      return {
        text: (item.textContent ?? '').replace(/\s+/g, ' ').trim(),
        path: anchor ? new URL(anchor.href).pathname : null,
      };
    }),
  );
}

async function openDropdown(page: Page, name: string): Promise<Locator> {
  const trigger = page.getByRole('banner').getByRole('button', { name, exact: true });
  await trigger.click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  expect(await trigger.getAttribute('aria-expanded')).toBe('true');
  return menu;
}

async function publicRoutes(): Promise<string[]> {
  const [laptop] = await site.api<Laptop[]>('/api/laptops?pageSize=200');
  return [
    '/',
    `/price-range/${RANGE_SLUG}`,
    ...LANDING_PAGES.map((landing) => landing.path),
    '/gaming-laptops',
    ...FILTER_PAGES.map((filter) => filter.path),
    `/laptop/${laptop.slug}`,
  ];
}

describe('every public route', () => {
  it('answers 200 with one h1, a title and a description, and hydrates without errors', async () => {
    const problems: string[] = [];
    for (const path of await publicRoutes()) {
      const { page, response, errors } = await site.open(path);
      const h1s = await headingTexts(page, 1);
      const title = await page.title();
      const description = await page
        .locator('meta[name="description"]')
        .first()
        .getAttribute('content')
        .catch(() => null);
      if (response.status() !== 200) problems.push(`${path}: status ${response.status()}`);
      if (h1s.length !== 1) problems.push(`${path}: ${h1s.length} h1 (${h1s.join(' | ')})`);
      if (!title.trim()) problems.push(`${path}: empty <title>`);
      if (!description?.trim()) problems.push(`${path}: no meta description`);
      errors.forEach((error) => problems.push(`${path}: ${error}`));
      await page.context().close();
    }
    expect(problems).toEqual([]);
  });

  it('sends every Amazon link to amazon.in in a new tab with rel="sponsored noopener"', async () => {
    const counts: Record<string, number> = {};
    for (const path of await publicRoutes()) {
      const { page } = await site.open(path);
      counts[path] = await expectAffiliateLinksCompliant(page);
      await page.context().close();
    }
    // Every one of these pages shows laptops, so every one has buy links.
    const withoutLinks = Object.entries(counts)
      .filter(([, count]) => count === 0)
      .map(([path]) => path);
    expect(withoutLinks).toEqual([]);
  });
});

describe('desktop navigation bar', () => {
  it('stays in view when the page scrolls (sticky)', async () => {
    const { page } = await site.open('/');
    const budget = page.getByRole('banner').getByRole('button', { name: 'Budget Range' });
    await budget.waitFor();
    await page.mouse.wheel(0, 3_000);
    await eventually(async () =>
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500),
    );
    // The scripted menus load when the browser is idle and replace the trigger: a measurement
    // caught in that swap sees no element (once in CI), so it is retried.
    await eventually(async () => {
      const box = await viewportBox(page, budget);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(box.viewportHeight);
    });
    await budget.click();
    await page.getByRole('menu').waitFor();
  });

  it('has Home and Gaming Laptops links', async () => {
    const { page } = await site.open('/gaming-laptops');
    const banner = page.getByRole('banner');
    const home = banner.getByRole('link', { name: 'Home', exact: true });
    expect(await home.getAttribute('href')).toBe('/');
    const gaming = banner.getByRole('link', { name: 'Gaming Laptops', exact: true });
    expect(await gaming.getAttribute('href')).toBe('/gaming-laptops');
  });

  it('Budget Range lists the six budget pages, cheapest first, and navigates to one', async () => {
    const { page } = await site.open('/');
    const menu = await openDropdown(page, 'Budget Range');
    const items = await menuItemLinks(menu);
    expect(items.map((item) => item.path)).toEqual(LANDING_PAGES.map((landing) => landing.path));
    expect(items.map((item) => item.text)).toEqual([
      expect.stringMatching(/30,000/),
      expect.stringMatching(/50,000/),
      expect.stringMatching(/80,000/),
      expect.stringMatching(/1 lakh/i),
      expect.stringMatching(/1\.5 lakh/i),
      expect.stringMatching(/2 lakh/i),
    ]);

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    const again = await openDropdown(page, 'Budget Range');
    await again.getByRole('menuitem').nth(1).click();
    await page.waitForURL(`**${LANDING_PAGES[1].path}`);
    await page.getByRole('menu').waitFor({ state: 'detached' });
  });

  it('By Specs lists the six spec pages with the spec labels', async () => {
    const { page } = await site.open('/');
    const menu = await openDropdown(page, 'By Specs');
    expect(await menuItemLinks(menu)).toEqual(
      FILTER_PAGES.map((filter) => ({ text: filter.label, path: filter.path })),
    );
    await menu.getByRole('menuitem', { name: '16GB RAM' }).click();
    await page.waitForURL('**/laptops/16gb-ram');
  });

  it('Use Cases lists guides for students, gaming, business, programming and content creation', async () => {
    const { page } = await site.open('/');
    const menu = await openDropdown(page, 'Use Cases');
    const items = await menuItemLinks(menu);
    expect(items).toHaveLength(USE_CASE_TOPICS.length);
    items.forEach((item, i) => {
      expect(item.text).toMatch(USE_CASE_TOPICS[i]);
      expect(item.path).toMatch(/^\//);
    });
  });
});

describe('mobile menu (390 px)', () => {
  it('opens, expands its three sections independently, and closes after navigating', async () => {
    const { page } = await site.open('/', { viewport: MOBILE });
    // The desktop dropdowns give way to the toggle.
    expect(await page.getByRole('button', { name: 'Budget Range', exact: true }).isVisible()).toBe(
      false,
    );
    const toggle = page
      .getByRole('banner')
      .getByRole('button', { name: /menu|navigation/i })
      .first();
    await toggle.click();
    await eventually(async () => expect(await toggle.getAttribute('aria-expanded')).toBe('true'));

    const banner = page.getByRole('banner');
    const section = (name: RegExp) =>
      banner.getByRole('button', { name }).filter({ visible: true }).first();
    const budget = section(/budget/i);
    const specs = section(/spec/i);
    const useCases = section(/use cases/i);
    for (const trigger of [budget, specs, useCases]) await trigger.waitFor();

    const budgetLink = banner.locator(`a[href="${LANDING_PAGES[1].path}"]`);
    const specLink = banner.locator(`a[href="${FILTER_PAGES[0].path}"]`);
    expect(await budgetLink.isVisible()).toBe(false);
    expect(await specLink.isVisible()).toBe(false);

    await budget.click();
    await budgetLink.waitFor();
    expect(await budget.getAttribute('aria-expanded')).toBe('true');
    await specs.click();
    await specLink.waitFor();
    // Sections toggle on their own: opening Specs left Budget open; closing Budget leaves Specs.
    expect(await budgetLink.isVisible()).toBe(true);
    await budget.click();
    await budgetLink.waitFor({ state: 'hidden' });
    expect(await specLink.isVisible()).toBe(true);
    await useCases.click();
    expect(await useCases.getAttribute('aria-expanded')).toBe('true');

    await specLink.click();
    await page.waitForURL(`**${FILTER_PAGES[0].path}`);
    await specLink.waitFor({ state: 'hidden' });
    await eventually(async () => expect(await toggle.getAttribute('aria-expanded')).toBe('false'));
    expect(await budget.isVisible()).toBe(false);
  });
});

describe('footer', () => {
  it('carries the disclosures, the budget links and the plain-text items', async () => {
    const { page } = await site.open('/');
    const footer = page.getByRole('contentinfo');
    const text = await textOf(footer);
    expect(text).toContain(AFFILIATE_DISCLOSURE);
    expect(text).toMatch(/prices and availability/i);
    expect(text).toMatch(/(©|copyright)\s*2025/i);

    const ranges = await site.api<PriceRange[]>('/api/price-ranges');
    const links = await anchors(footer);
    const paths = links.map((link) => pathOf(link.href));
    for (const slug of [...ranges.slice(0, 3).map((range) => range.slug), 'premium']) {
      expect(paths).toContain(`/price-range/${slug}`);
    }
    expect(paths.some((path) => path.startsWith('/author/'))).toBe(true);

    const linkTexts = links.map((link) => link.text);
    for (const plain of [
      'Gaming',
      'Business',
      'Student',
      'Ultrabooks',
      'Affiliate Disclosure',
      'Privacy Policy',
      'Terms of Service',
    ]) {
      expect(text).toContain(plain);
      expect(linkTexts).not.toContain(plain);
    }
  });

  it('a footer price-range link opens that range', async () => {
    const { page } = await site.open('/');
    const footer = page.getByRole('contentinfo');
    await footer.locator('a[href="/price-range/premium"]').click();
    await page.waitForURL('**/price-range/premium');
    const premium = await site.api<PriceRange>('/api/price-ranges/premium');
    await page.getByRole('heading', { level: 1, name: `Best Laptops ${premium.name}` }).waitFor();
  });
});
