import type { SearchResult } from '@bli/contracts';
import type { Page } from 'playwright-core';
import { eventually } from '@bli/testing';
import {
  cardTitles,
  hasType,
  headingTexts,
  jsonLdNodes,
  mainOf,
  must,
  structuredData,
  textOf,
} from './page-helpers';
import { useSite } from './site';

const site = useSite();

const search = (query: string) => site.api<SearchResult>(`/api/search?${query}`);
const robotsOf = (page: import('playwright-core').Page) =>
  page
    .locator('meta[name="robots"]')
    .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')));

describe('search page', () => {
  it('answers "gaming laptop under 80k" with the gaming laptops under ₹80,000, server-rendered', async () => {
    const expected = await search('q=gaming+laptop+under+80k&pageSize=24');
    expect(expected.total).toBeGreaterThan(0);
    const { page, response, errors } = await site.open('/search?q=gaming+laptop+under+80k', {
      javaScriptEnabled: false,
    });
    expect(response.status()).toBe(200);
    expect(await headingTexts(page, 1)).toEqual(['Search results for “gaming laptop under 80k”']);
    expect(await cardTitles(page)).toEqual(expected.results.map((laptop) => laptop.title));
    for (const laptop of expected.results) {
      expect(laptop.isGamingLaptop).toBe(true);
      expect(laptop.currentPrice).toBeLessThanOrEqual(80_000);
    }
    const summary = await textOf(page.getByTestId('search-summary'));
    expect(summary).toContain('Under ₹80,000');
    expect(summary).toContain('Gaming');
    expect(await robotsOf(page)).toContain('noindex, follow');
    expect(await page.title()).toBe(
      `“gaming laptop under 80k”: ${expected.total} laptops found | Best Laptops India`,
    );
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      /^https?:\/\/[^/]+\/search\?q=gaming\+laptop\+under\+80k$/,
    );
    expect(errors).toEqual([]);
  });

  it('keeps the bare /search indexable', async () => {
    const { page, response } = await site.open('/search');
    expect(response.status()).toBe(200);
    expect(await robotsOf(page)).toEqual([]);
    expect(await page.title()).toBe(
      'Search Laptops by Budget, Specs and Brand | Best Laptops India',
    );
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      /^https?:\/\/[^/]+\/search$/,
    );
    expect(await textOf(mainOf(page))).toContain('gaming laptop under 80k');
  });

  it('narrows the results with a facet and shows its count', async () => {
    const expected = await search('q=under+1+lakh');
    const brand = expected.facets.brand[0];
    const { page } = await site.open('/search?q=under+1+lakh');
    const facets = page.getByTestId('search-facets');
    await facets
      .getByRole('link', { name: new RegExp(`^${brand.label}\\s*${brand.count}$`) })
      .click();
    await eventually(async () =>
      expect(page.url()).toContain(`brand=${encodeURIComponent(brand.value)}`),
    );
    await eventually(async () =>
      expect(await headingTexts(page, 2)).toContain(
        brand.count === 1 ? '1 laptop' : `${brand.count} laptops`,
      ),
    );
    const chosen = facets.locator('a[aria-current="true"]');
    expect(await textOf(chosen.first())).toContain(brand.label);
  });

  it('sorts by price', async () => {
    const { page } = await site.open('/search?q=ssd');
    await page.getByLabel('Sort by').selectOption('price-asc');
    await eventually(async () => expect(page.url()).toContain('sort=price-asc'));
    const expected = await search('q=ssd&sort=price-asc');
    await eventually(async () =>
      expect(await cardTitles(page)).toEqual(expected.results.map((laptop) => laptop.title)),
    );
  });

  it('suggests nearby budgets when nothing matches', async () => {
    const { page } = await site.open('/search?q=gaming+laptop+under+20k');
    const empty = page.getByTestId('search-no-results');
    expect(await textOf(empty)).toContain('No laptops match your search.');
    const suggestion = empty.getByRole('link').first();
    const label = await textOf(suggestion);
    expect(label).toMatch(/^Under ₹[\d,]+ \(\d+ laptops?\)$/);
    await suggestion.click();
    await eventually(async () => expect(page.url()).toMatch(/q=gaming\+laptop\+under\+\d+k/));
    await eventually(async () => expect(await cardTitles(page)).not.toEqual([]));
  });

  it('shows a 400 for a bad filter instead of failing', async () => {
    const { page, response } = await site.open('/search?q=hp&ram=lots');
    expect(response.status()).toBe(400);
    expect(await textOf(page.getByRole('alert'))).toContain('ram');
  });
});

/**
 * The header's search box once its autocomplete has loaded (after the page: SearchBox) — the
 * combobox that controls a suggestion list; before that it is a plain search form.
 */
async function autocompleteBox(page: Page) {
  const box = page.getByRole('combobox', { name: 'Search laptops' });
  await eventually(async () => expect(await box.getAttribute('aria-controls')).toBeTruthy());
  return box;
}

describe('search box', () => {
  it('autocompletes laptops by keyboard and opens the chosen one', async () => {
    const { page } = await site.open('/');
    const box = await autocompleteBox(page);
    await box.fill('lenovo legion');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await listbox.waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const first = listbox.getByRole('option').first();
    const label = await textOf(first);
    expect(label).toMatch(/Legion/i);
    await box.press('ArrowDown');
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    await box.press('Enter');
    await eventually(async () => expect(new URL(page.url()).pathname).toMatch(/^\/laptop\//));
    await eventually(async () => expect(await headingTexts(page, 1)).toEqual([label]));
  });

  it('closes on Escape and searches the typed words on Enter', async () => {
    const { page } = await site.open('/gaming-laptops');
    const box = await autocompleteBox(page);
    await box.fill('gaming under 80k');
    await page.getByRole('listbox', { name: 'Suggestions' }).waitFor();
    await box.press('Escape');
    await eventually(async () => expect(await box.getAttribute('aria-expanded')).toBe('false'));
    await box.press('Enter');
    await eventually(async () => expect(page.url()).toContain('/search?q=gaming+under+80k'));
    await eventually(async () =>
      expect(await headingTexts(page, 1)).toEqual(['Search results for “gaming under 80k”']),
    );
  });

  it('searches without JavaScript too', async () => {
    const { page } = await site.open('/', { javaScriptEnabled: false });
    const box = page.getByRole('combobox', { name: 'Search laptops' });
    await box.fill('16gb ssd under 60k');
    await box.press('Enter');
    await page.waitForURL(/\/search\?q=16gb\+ssd\+under\+60k/);
    expect(await textOf(page.getByTestId('search-summary'))).toContain('Under ₹60,000');
  });
});

describe('home page', () => {
  it('advertises the search page in its WebSite structured data', async () => {
    const { page } = await site.open('/', { javaScriptEnabled: false });
    const website = must(
      jsonLdNodes(await structuredData(page)).find((node) => hasType(node, 'WebSite')),
      'WebSite JSON-LD',
    );
    expect(website.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: `${String(website.url)}search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
  });
});
