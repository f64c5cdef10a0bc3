// The operators' flows against the whole product with the retailer simulators: dashboard,
// price ranges, Amazon and Keepa syncs, price update.
import type { CatalogueStats, Laptop, PriceRange, SyncRun } from '@bli/contracts';
import type { Page } from 'playwright-core';
import { useAdminSite } from './admin-site';

const site = useAdminSite();

/** An admin API read with the page's session cookie. */
async function adminApi<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${site.stack.baseUrl}${path}`);
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The price list's server search: the laptops whose title, brand, model or ASIN match. */
async function searchPrices(page: Page, words: string): Promise<void> {
  await page.getByRole('searchbox').fill(words);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL(new RegExp(`/admin/price-update\\?q=${encodeURIComponent(words)}$`));
  await page.getByText('Page 1 of 1').waitFor();
}

async function toast(page: Page, title: string): Promise<string> {
  const item = page.locator('li[data-swipe-direction]').filter({ hasText: title }).first();
  await item.waitFor({ timeout: 60_000 });
  return item.innerText();
}

describe('admin dashboard', () => {
  it('shows the system status and the four stat cards from live data', async () => {
    const { page, errors } = await site.openSignedIn('/');
    await page.getByText('System Status: Online').waitFor();
    const stats = await adminApi<CatalogueStats>(page, '/api/admin/stats');
    const cards = page.getByTestId('stat-cards');
    await cards.waitFor();
    const text = await cards.innerText();
    expect(text).toContain(`${stats.totalLaptops}`);
    expect(text).toContain(`${stats.activeLaptops} active, ${stats.featuredLaptops} featured`);
    expect(text).toMatch(/Average Price\s+₹[\d,]+/);
    await page.getByRole('link', { name: 'Price Update' }).first().click();
    await page.waitForURL(/\/admin\/price-update$/);
    expect(errors).toEqual([]);
  });

  it('adds a price range: slug from the name, ignored submit, field errors, toast', async () => {
    const { page } = await site.openSignedIn('/?tab=price-ranges');
    await page.getByRole('button', { name: 'Add New Price Range' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Price Range' });
    await dialog.getByLabel('Name').fill('Under ₹45,000 Students');
    expect(await dialog.getByLabel('Slug').inputValue()).toBe('under-45-000-students');

    // maxPrice still 0: the submit is ignored (no request, the dialog stays).
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') requests.push(request.url());
    });
    await dialog.getByRole('button', { name: 'Create Price Range' }).click();
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);

    // The server's refusal lands next to the field it names.
    await dialog.getByLabel('Min Price (₹)').fill('50000');
    await dialog.getByLabel('Max Price (₹)').fill('45000');
    await dialog.getByRole('button', { name: 'Create Price Range' }).click();
    await dialog.getByText('minPrice must not be greater than maxPrice').waitFor();

    await dialog.getByLabel('Min Price (₹)').fill('40000');
    await dialog.getByRole('button', { name: 'Create Price Range' }).click();
    expect(await toast(page, 'Price range created')).toContain(
      'New price range has been added successfully',
    );
    const item = page.getByTestId('price-range-under-45-000-students');
    await item.waitFor();

    // Edit it: the dialog starts from the stored range and saves with PUT.
    await item.getByRole('button', { name: 'Edit Under ₹45,000 Students' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Under ₹45,000 Students' });
    expect(await edit.getByLabel('Slug').inputValue()).toBe('under-45-000-students');
    await edit.getByLabel('Max Price (₹)').fill('46000');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Price range updated');
    await item.getByText('₹40,000 - ₹46,000').waitFor();
    const ranges = await adminApi<PriceRange[]>(page, '/api/admin/price-ranges');
    expect(ranges.find((range) => range.slug === 'under-45-000-students')).toMatchObject({
      minPrice: 40000,
      maxPrice: 46000,
    });
  });

  it('syncs one range from the Amazon API simulator: spinner, toast, new prices', async () => {
    const { page } = await site.openSignedIn('/');
    const ranges = await adminApi<PriceRange[]>(page, '/api/admin/price-ranges');
    const range = ranges.find((candidate) => candidate.slug === 'under-50000');
    if (!range) throw new Error('the demo range under-50000 is missing');
    const startedAt = Date.now();

    const button = page.getByRole('button', { name: `Sync ${range.name}` }).first();
    await button.click();
    const text = await toast(page, 'Sync Completed');
    expect(text).toContain('(source: Amazon API)');
    expect(await button.isEnabled()).toBe(true);

    const laptops = await adminApi<Laptop[]>(page, '/api/admin/laptops?pageSize=200');
    const synced = laptops.filter(
      (laptop) =>
        laptop.priceSource === 'creators-api' &&
        Date.parse(laptop.lastUpdated) >= startedAt - 1_000,
    );
    expect(synced.length).toBeGreaterThan(0);

    // The price-update page shows the new price with its source and time, found by the server.
    await page.getByRole('link', { name: 'Price Update' }).first().click();
    await searchPrices(page, synced[0].asin);
    const row = page.getByTestId(`laptop-row-${synced[0].asin}`);
    await row.waitFor();
    expect(await page.getByTestId('laptops-total').innerText()).toBe('1 laptops');
    expect(await row.getByTestId('price-source').innerText()).toBe('Amazon API');
    expect(await row.getByTestId('as-of').innerText()).toMatch(/^as of \d{2}:\d{2} IST$/);
  });

  it('syncs all ranges two seconds apart with a progress percentage', async () => {
    const { page } = await site.openSignedIn('/');
    await page.getByRole('button', { name: 'Sync All Price Ranges' }).click();
    const progress = page.getByTestId('sync-all-progress');
    await progress.waitFor();
    expect(await progress.innerText()).toMatch(/^\d{1,3}%$/);
    // Ranges start 2 s apart, so a few are still waiting right after the click.
    const disabled = await page.getByRole('button', { name: 'Sync All Price Ranges' }).isDisabled();
    expect(disabled).toBe(true);
    await progress.waitFor({ state: 'detached', timeout: 90_000 });

    await page.getByRole('tab', { name: 'Recent Activity' }).click();
    const summary = page.getByTestId('activity-summary');
    await summary.waitFor();
    await page
      .getByText(/Price range sync: Under ₹30,000/)
      .first()
      .waitFor();
    expect(await summary.innerText()).toMatch(/Successful Syncs\s+\d+\/\d+/);
  });

  it('shows the Keepa token figures and syncs every product from Keepa', async () => {
    const { page } = await site.openSignedIn('/?tab=keepa');
    await page.getByText('Connected', { exact: true }).waitFor();
    const tokensLeft = Number(
      (await page.getByTestId('keepa-tokens-left').innerText())
        .replace(/\D+/g, ' ')
        .trim()
        .split(' ')
        .pop(),
    );
    const calls = await page.getByTestId('keepa-api-calls').innerText();
    expect(calls).toContain(String(10_000 - tokensLeft));
    expect(await page.getByTestId('keepa-refill').innerText()).toMatch(
      /Refill In\s+(\d+ min|\d+h( \d+m)?)$/,
    );
    expect(await page.getByTestId('keepa-cost').innerText()).toContain('€19/month');

    await page.getByRole('button', { name: 'Sync All Products' }).click();
    expect(await toast(page, 'Sync completed')).toMatch(/Successfully synchronized \d+ products/);

    // Keepa's product finder by price; what is in the catalogue can be synced from there.
    await page.getByLabel('Min price (₹)').fill('60000');
    await page.getByLabel('Max price (₹)').fill('30000');
    await page.getByRole('button', { name: 'Search Keepa' }).click();
    await page.getByText('priceMin must not be greater than priceMax').waitFor();
    await page.getByLabel('Min price (₹)').fill('30000');
    await page.getByLabel('Max price (₹)').fill('60000');
    await page.getByRole('button', { name: 'Search Keepa' }).click();
    const results = page.getByTestId('keepa-search-results');
    await results.getByText('in catalogue').first().waitFor();
    await results.getByRole('button', { name: /^Sync [1-9]\d* catalogue products$/ }).click();
    await toast(page, 'FolderSync completed');
  });

  it('price update: pages the list, keeps a selection across searches, syncs it', async () => {
    const { page } = await site.openSignedIn('/price-update');
    const laptops = await adminApi<Laptop[]>(page, '/api/admin/laptops?pageSize=200');
    const active = laptops.filter((laptop) => laptop.isActive);
    const [first, second] = [active[0], active.at(-1)!];

    // One page of the server's list, not every laptop: the last one is on the last page.
    const pages = Math.ceil(laptops.length / 50);
    await page.getByText(`Page 1 of ${pages}`).waitFor();
    expect(await page.locator('tr[data-testid^="laptop-row-"]').count()).toBe(50);
    expect(await page.getByTestId(`laptop-row-${laptops.at(-1)!.asin}`).count()).toBe(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/admin\/price-update\?page=2$/);
    await page.getByText(`Page 2 of ${pages}`).waitFor();

    // Found by ASIN, one after the other: the first stays selected while the second is found.
    await searchPrices(page, first.asin);
    await page.getByLabel(`Select ${first.asin}`).check();
    await searchPrices(page, second.asin);
    await page.getByLabel(`Select ${second.asin}`).check();
    // After success the list is asked again (docs/product-rules.md §4).
    const refetched = page.waitForResponse(
      (response) =>
        response.url().includes('/api/admin/laptops?') && response.request().method() === 'GET',
      { timeout: 60_000 },
    );
    await page.getByRole('button', { name: 'Sync Selected (2)' }).click();
    expect(await toast(page, 'FolderSync completed')).toContain(
      'Product data has been synchronized with the price-history API',
    );
    await refetched;
    const runs = await adminApi<SyncRun[]>(page, '/api/admin/sync/runs?limit=5');
    expect(runs.find((run) => run.kind === 'asins' && run.asinCount === 2)).toMatchObject({
      requestedSource: 'keepa',
      status: 'succeeded',
    });
    await searchPrices(page, first.asin);
    const row = page.getByTestId(`laptop-row-${first.asin}`);

    await row.getByRole('button', { name: `Edit price of ${first.asin}` }).click();
    await row.getByLabel(`New price of ${first.asin} in rupees`).fill('45678');
    await row.getByRole('button', { name: 'Save' }).click();
    await row.getByText('₹45,678').waitFor();
    await row.getByTestId('price-source').filter({ hasText: 'Manual' }).waitFor();
    const after = await adminApi<Laptop[]>(page, '/api/admin/laptops?pageSize=200');
    expect(after.find((laptop) => laptop.asin === first.asin)).toMatchObject({
      currentPrice: 45678,
      priceSource: 'admin',
    });
  });
});
