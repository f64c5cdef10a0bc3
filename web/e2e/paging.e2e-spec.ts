import type { Laptop, PriceRange } from '@bli/contracts';
import { generateLaptops } from '@bli/testing';
import { cardTitles, mainOf, textOf } from './page-helpers';
import { useSite } from './site';

// The catalogue grows behind the services' backs (SQL), so no list total may be kept from before.
const site = useSite({ LIST_TOTAL_CACHE_MS: '0' });
const NO_JS = { javaScriptEnabled: false };
/** The web's page size (web/app/lib/paging.ts). */
const WEB_PAGE_SIZE = 120;
/** Enough clones of the demo laptops for several ranges to pass one page. */
const LAPTOPS = 1_500;

let range: PriceRange;
let total: number;

/** One page of the range's list as the API ranks it, and the titles on it. */
async function rangePage(page: number): Promise<string[]> {
  const laptops = await site.api<Laptop[]>(
    `/api/laptops/price-range/${range.id}?page=${page}&pageSize=${WEB_PAGE_SIZE}`,
  );
  return laptops.map((laptop) => laptop.title);
}

/** The canonical URL's path and query (its origin is SITE_URL). */
async function canonicalOf(page: import('playwright-core').Page): Promise<string> {
  const href = await page.locator('link[rel="canonical"]').getAttribute('href');
  const url = new URL(href ?? '');
  return `${url.pathname}${url.search}`;
}

beforeAll(async () => {
  // This file's stack is its own: grow its catalogue past a page in several ranges.
  await generateLaptops(site.stack.databaseUrl, LAPTOPS);
  // Past the gateway's micro-cache: the catalogue grew behind the services' backs.
  const response = await fetch(site.url('/api/price-ranges'), {
    headers: { 'cache-control': 'no-cache' },
  });
  const ranges = (await response.json()) as PriceRange[];
  range = [...ranges]
    .filter((candidate) => candidate.seoSlug)
    .sort((a, b) => b.laptopCount - a.laptopCount)[0];
  total = range.laptopCount;
}, 120_000);

describe('a range with more laptops than a page', () => {
  it('has more than two pages to show', () => {
    expect(total).toBeGreaterThan(2 * WEB_PAGE_SIZE);
  });

  it('shows the first page, the total and links to the other pages without JavaScript', async () => {
    const { page, response } = await site.open(`/price-range/${range.slug}`, NO_JS);
    expect(response.status()).toBe(200);
    const main = mainOf(page);
    expect(await textOf(main)).toContain(`${total} Laptops Available`);
    // The page's own sort (popularity by default) orders the laptops of the API's page.
    expect((await cardTitles(main)).sort()).toEqual((await rangePage(1)).sort());
    const nav = page.getByRole('navigation', { name: /Pages of laptops/ });
    expect(await nav.getByRole('link', { name: 'Next →' }).getAttribute('href')).toBe(
      `/price-range/${range.slug}?page=2`,
    );
    expect(await nav.locator('[aria-current="page"]').innerText()).toBe('1');
    expect(await canonicalOf(page)).toBe(`/price-range/${range.slug}`);

    // A plain link: without JavaScript the browser loads the server-rendered second page.
    await nav.getByRole('link', { name: 'Next →' }).click();
    await page.waitForURL(/\?page=2$/);
    expect((await cardTitles(mainOf(page))).sort()).toEqual((await rangePage(2)).sort());
    expect(await canonicalOf(page)).toBe(`/price-range/${range.slug}?page=2`);
    const second = page.getByRole('navigation', { name: /Pages of laptops/ });
    expect(await second.getByRole('link', { name: '← Previous' }).getAttribute('href')).toBe(
      `/price-range/${range.slug}`,
    );
    expect(await second.locator('[aria-current="page"]').innerText()).toBe('2');
  });

  it('shows the last page short and without a next link', async () => {
    const last = Math.ceil(total / WEB_PAGE_SIZE);
    const { page, response } = await site.open(`/price-range/${range.slug}?page=${last}`, NO_JS);
    expect(response.status()).toBe(200);
    const titles = await cardTitles(mainOf(page));
    expect([...titles].sort()).toEqual((await rangePage(last)).sort());
    expect(titles).toHaveLength(total - (last - 1) * WEB_PAGE_SIZE);
    const nav = page.getByRole('navigation', { name: /Pages of laptops/ });
    expect(await nav.getByRole('link', { name: 'Next →' }).count()).toBe(0);
  });

  it('pages the budget landing page, numbering its ranks on from the first page', async () => {
    const { page, response } = await site.open(`/${range.seoSlug}?page=2`, NO_JS);
    expect(response.status()).toBe(200);
    const text = await textOf(mainOf(page));
    expect(text).toContain(`All ${total} laptops`);
    const titles = await rangePage(2);
    expect(text).toContain(titles[0]);
    expect(text).toContain(`#${WEB_PAGE_SIZE + 1}`);
    expect(await canonicalOf(page)).toBe(`/${range.seoSlug}?page=2`);
  });

  it('pages a filter page, and moves between pages with JavaScript too', async () => {
    const ssd = await fetch(site.url('/api/laptops/storage/ssd?pageSize=1'));
    const ssdTotal = Number(ssd.headers.get('x-total-count'));
    const { page, errors } = await site.open('/laptops/ssd-storage');
    expect(await textOf(mainOf(page))).toContain(`All ${ssdTotal} laptops`);
    await page
      .getByRole('navigation', { name: /Pages of SSD/ })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await page.waitForURL(/\/laptops\/ssd-storage\?page=2$/);
    const second = await site.api<Laptop[]>(
      `/api/laptops/storage/ssd?page=2&pageSize=${WEB_PAGE_SIZE}`,
    );
    await page.getByText(second[0].title).first().waitFor();
    expect(errors).toEqual([]);
  });

  it.each(['?page=0', '?page=two', '?page=999'])('answers 404 for %s', async (search) => {
    const { response } = await site.open(`/price-range/${range.slug}${search}`, NO_JS);
    expect(response.status()).toBe(404);
  });
});
