// The living catalogue from the operators' side, against the whole product with the retailer
// simulators: find new laptops at the retailer, import them as drafts, fix a parsed field in the
// editor, see publishing refused until the laptop has everything it needs, then publish it and
// see it in the shop with its picture.
import type { AdminLaptop, AuditEntry } from '@bli/contracts';
import type { Page } from 'playwright-core';
import { useAdminSite } from './admin-site';

const site = useAdminSite();

/** An admin API read with the page's session cookie. */
async function adminApi<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${site.stack.baseUrl}${path}`);
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

describe('the catalogue editor', () => {
  it('imports two new laptops, fixes a parsed field, publishes one and the shop shows its picture', async () => {
    const { page, errors } = await site.openSignedIn('/laptops');
    await page.getByRole('heading', { name: 'Laptops' }).waitFor();
    await page.getByRole('link', { name: 'Import from Amazon' }).click();
    await page.waitForURL(/\/admin\/laptops\/import$/);

    // Search the retailer: 2026 launches the demo catalogue does not have.
    await page.getByLabel('Search Amazon').fill('2026');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.getByTestId('retailer-results');
    await results.waitFor({ timeout: 30_000 });
    const selectable = results.locator('input[type="checkbox"]:not([disabled])');
    expect(await selectable.count()).toBeGreaterThanOrEqual(2);
    await selectable.nth(0).check();
    await selectable.nth(1).check();
    await page
      .getByTestId('selection-count')
      .getByText(/^2 of 10 selected/)
      .waitFor();

    await page.getByRole('button', { name: 'Import 2' }).click();
    const outcome = page.getByTestId('import-result');
    await outcome.getByText('Imported 2 as drafts').waitFor({ timeout: 60_000 });
    // The results now mark both as in the catalogue.
    await results.getByTestId('in-catalogue').nth(1).waitFor();

    // Open the first imported laptop in the editor.
    await outcome.getByRole('link').first().click();
    await page.waitForURL(/\/admin\/laptops\/[A-Z0-9]{10}$/);
    const asin = page.url().split('/').pop() ?? '';
    const before = await adminApi<AdminLaptop>(page, `/api/admin/laptops/${asin}`);
    expect(before.status).toBe('draft');
    expect(before.parsedFields).toContain('processorModel');
    await page.getByTestId('parsed-banner').waitFor();

    // Fix the parsed processor model: highlighted until saved, then no longer flagged.
    const parsed = page.getByTestId('parsed-processorModel');
    await parsed.getByText('Parsed from the listing — check it').waitFor();
    const fixed = `${before.processorModel ?? 'Ryzen AI 7'} (checked)`;
    await parsed.getByRole('textbox', { name: 'Processor model', exact: true }).fill(fixed);
    await page.getByTestId('unsaved').getByText('1 unsaved change').waitFor();
    const patch = page.waitForRequest(
      (request) => request.method() === 'PATCH' && request.url().endsWith(`/laptops/${asin}`),
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect((await patch).postDataJSON()).toEqual({ processorModel: fixed });
    await page.getByTestId('unsaved').getByText('No unsaved changes').waitFor();
    await parsed.waitFor({ state: 'detached' });

    const after = await adminApi<AdminLaptop>(page, `/api/admin/laptops/${asin}`);
    expect(after.processorModel).toBe(fixed);
    expect(after.parsedFields).not.toContain('processorModel');
    const audit = await adminApi<AuditEntry[]>(page, `/api/admin/laptops/${asin}/audit`);
    expect(audit.find((entry) => entry.field === 'processorModel')).toMatchObject({
      newValue: fixed,
    });

    // The preview shows the laptop as shoppers will see it: its card and its page.
    await page.getByRole('tab', { name: 'Preview' }).click();
    await page.getByTestId('card-preview').getByText(after.title).waitFor();
    await page
      .getByTestId('detail-preview')
      .getByRole('heading', { name: after.title, exact: true })
      .waitFor();

    // Publishing is refused: there is no review of 300 characters yet.
    await page.getByRole('button', { name: 'Publish' }).click();
    const refused = page.getByTestId('publish-refused');
    await refused.waitFor();
    expect(await refused.innerText()).toMatch(/review/i);
    const still = await adminApi<AdminLaptop>(page, `/api/admin/laptops/${asin}`);
    expect(still.status).toBe('draft');

    // With a review of our own it publishes, and a shopper sees it with its picture.
    await page.getByRole('tab', { name: 'Edit' }).click();
    await page
      .getByRole('textbox', { name: 'Review', exact: true })
      .fill('We used this laptop for a week of office work, calls and travel. '.repeat(6).trim());
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByTestId('unsaved').getByText('No unsaved changes').waitFor();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('button', { name: 'Retire' }).waitFor();
    const published = await adminApi<AdminLaptop>(page, `/api/admin/laptops/${asin}`);
    expect(published.status).toBe('active');

    const shop = await page.context().newPage();
    await shop.goto(`${site.stack.baseUrl}/laptop/${published.slug}`);
    await shop.getByRole('heading', { level: 1 }).waitFor();
    const picture = shop.getByRole('img', { name: published.title }).first();
    await picture.waitFor();
    expect(await picture.getAttribute('src')).toContain('/images/I/');
    await shop.waitForFunction(
      (title) =>
        [...document.images].some(
          (img) => img.alt === title && img.complete && img.naturalWidth > 0,
        ),
      published.title,
    );
    await shop.close();
    expect(errors).toEqual([]);
  });
});
