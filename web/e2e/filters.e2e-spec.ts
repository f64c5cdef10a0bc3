import type { Laptop } from '@bli/contracts';
import { formatInr } from '@bli/domain';
import type { Page } from 'playwright-core';
import {
  cardTitles,
  expectAccordionToggles,
  escapeRegExp,
  FAQ_HEADING,
  hasType,
  headingTexts,
  jsonLdNodes,
  mainOf,
  sectionWithHeading,
  structuredData,
} from './page-helpers';
import { useSite } from './site';
import { FILTER_PAGES } from './spec-data';

const site = useSite();

/**
 * A stat tile: a small block of the main content whose text has both the label and the value
 * (the value standing alone, so "13" does not match inside "113").
 */
async function statTile(page: Page, label: RegExp, value: string): Promise<string | null> {
  return mainOf(page).evaluate(
    (main, { labelSource, valueSource }) => {
      const labelPattern = new RegExp(labelSource, 'i');
      const valuePattern = new RegExp(valueSource);
      for (const element of Array.from(main.querySelectorAll<HTMLElement>('*'))) {
        const text = element.innerText?.replace(/\s+/g, ' ').trim() ?? '';
        if (text.length <= 80 && labelPattern.test(text) && valuePattern.test(text)) return text;
      }
      return null;
    },
    {
      labelSource: label.source,
      valueSource: `(^|[^\\d,.])${escapeRegExp(value)}($|[^\\d,])`,
    },
  );
}

describe.each(FILTER_PAGES.map((filter) => [filter.path, filter]))('%s', (path, filter) => {
  let laptops: Laptop[];

  beforeAll(async () => {
    // The whole list: the SSD page lists all 101 demo laptops, past the API default of 100.
    laptops = await site.api<Laptop[]>(`${filter.api}?pageSize=200`);
  });

  it('has its own title, description and one h1', async () => {
    const { page, response } = await site.open(path);
    expect(response.status()).toBe(200);
    expect(await headingTexts(page, 1)).toHaveLength(1);
    const words = filter.label.replace(/(\d+)GB/, '$1 ?GB').split(' ')[0];
    expect(await page.title()).toMatch(new RegExp(words, 'i'));
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(50);
  });

  it('shows four stat tiles computed from its laptops', async () => {
    const prices = laptops.map((laptop) => laptop.currentPrice);
    const stats: [RegExp, string][] = [
      [/total|laptops/, String(laptops.length)],
      [/gaming/, String(laptops.filter((laptop) => laptop.isGamingLaptop).length)],
      [/start|from|lowest/, formatInr(Math.min(...prices))],
      [/brand/, String(new Set(laptops.map((laptop) => laptop.brand)).size)],
    ];
    const { page } = await site.open(path);
    const missing: string[] = [];
    for (const [label, value] of stats) {
      if (!(await statTile(page, label, value))) missing.push(`${label.source}: ${value}`);
    }
    expect(missing).toEqual([]);
  });

  it('lists its laptops as cards, best ranked first', async () => {
    const { page } = await site.open(path);
    const titles = await cardTitles(mainOf(page));
    expect(titles.length).toBeGreaterThanOrEqual(Math.min(6, laptops.length));
    expect(titles).toEqual(laptops.slice(0, titles.length).map((laptop) => laptop.title));
  });

  it('publishes five laptops as structured data', async () => {
    const { page } = await site.open(path);
    const lists = (await structuredData(page))
      .flatMap(jsonLdNodes)
      .filter((node) => hasType(node, 'ItemList'));
    expect(lists).toHaveLength(1);
    expect(lists[0].itemListElement).toHaveLength(Math.min(5, laptops.length));
  });

  it('has an FAQ whose answers open', async () => {
    const { page } = await site.open(path);
    await expectAccordionToggles(sectionWithHeading(page, FAQ_HEADING));
  });
});
