import type { Laptop } from '@bli/contracts';
import type { Page } from 'playwright-core';
import { eventually } from '@bli/testing';
import {
  cardTitles,
  escapeRegExp,
  headingTexts,
  mainOf,
  must,
  VISIBLE_CARDS,
} from './page-helpers';
import { useSite } from './site';

const site = useSite();

interface Tab {
  label: string;
  api: string;
}

// docs/product-rules.md §7: the gaming page reads these three lists.
const TABS: Tab[] = [
  { label: 'All', api: '/api/laptops/gaming' },
  { label: 'Entry Level', api: '/api/laptops/gaming/tier/Entry' },
  { label: 'High Performance', api: '/api/laptops/gaming/performance/6' },
];

/** The label first, then anything but a letter (the count may follow without a space). */
const startsWithLabel = (label: string) => new RegExp(`^\\s*${escapeRegExp(label)}(?![a-z])`, 'i');
const standalone = (count: number) => new RegExp(`(?<!\\d)${count}(?!\\d)`);

const tabNamed = (page: Page, label: string) =>
  page.getByRole('tab', { name: startsWithLabel(label) });

const sorted = (titles: string[]) => [...titles].sort();

describe('/gaming-laptops', () => {
  let lists: Record<string, Laptop[]>;

  beforeAll(async () => {
    lists = {};
    for (const tab of TABS) lists[tab.label] = await site.api<Laptop[]>(tab.api);
    // The three tabs must differ in the data, or switching proves nothing.
    expect(lists['Entry Level'].length).toBeLessThan(lists.All.length);
    expect(lists['High Performance'].length).toBeLessThan(lists.All.length);
    expect(lists['Entry Level'].length).toBeGreaterThan(0);
  });

  it('shows the tabs All, Entry Level and High Performance with their counts', async () => {
    const { page, response } = await site.open('/gaming-laptops');
    expect(response.status()).toBe(200);
    expect(await headingTexts(page, 1)).toEqual([expect.stringMatching(/gaming/i)]);
    const names = await page
      .getByRole('tab')
      .evaluateAll((tabs) =>
        tabs.map((tab) => (tab.textContent ?? '').replace(/\s+/g, ' ').trim()),
      );
    expect(names).toHaveLength(3);
    TABS.forEach((tab, i) => {
      expect(names[i]).toMatch(startsWithLabel(tab.label));
      expect(names[i]).toMatch(standalone(lists[tab.label].length));
    });
    expect(await tabNamed(page, 'All').getAttribute('aria-selected')).toBe('true');
  });

  it('starts on All with every gaming laptop', async () => {
    const { page } = await site.open('/gaming-laptops');
    expect(sorted(await cardTitles(mainOf(page)))).toEqual(
      sorted(lists.All.map((laptop) => laptop.title)),
    );
  });

  it('switching tabs changes the laptops shown', async () => {
    const { page } = await site.open('/gaming-laptops');
    for (const label of ['Entry Level', 'High Performance', 'All']) {
      await tabNamed(page, label).click();
      await eventually(async () =>
        expect(await tabNamed(page, label).getAttribute('aria-selected')).toBe('true'),
      );
      await eventually(async () =>
        expect(sorted(await cardTitles(mainOf(page)))).toEqual(
          sorted(lists[label].map((laptop) => laptop.title)),
        ),
      );
    }
  });

  it('tabs work from the keyboard', async () => {
    const { page } = await site.open('/gaming-laptops');
    await tabNamed(page, 'All').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await eventually(async () =>
      expect(await tabNamed(page, 'Entry Level').getAttribute('aria-selected')).toBe('true'),
    );
    await eventually(async () =>
      expect(await mainOf(page).locator(VISIBLE_CARDS).count()).toBe(lists['Entry Level'].length),
    );
  });

  it('gaming cards list every feature', async () => {
    const laptop = must(
      lists.All.find((candidate) => candidate.features.length > 2),
      'a gaming laptop with more than two features',
    );
    const { page } = await site.open('/gaming-laptops');
    const card = mainOf(page)
      .locator(VISIBLE_CARDS)
      .filter({ has: page.getByRole('heading', { name: laptop.title, exact: true }) });
    const text = (await card.innerText()).replace(/\s+/g, ' ');
    for (const feature of laptop.features) expect(text).toContain(feature);
  });
});
