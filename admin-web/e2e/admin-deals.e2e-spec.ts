// Deals from the operators' side to the shoppers': an operator creates a bank-card deal for a
// laptop in the Deals screen, the home page shows it with "Grab Deal Now" going to that laptop's
// click hop, and expiring it takes it off the shoppers' list.
import type { AdminDeal, AdminLaptop, Deal } from '@bli/contracts';
import type { Page } from 'playwright-core';
import { useAdminSite } from './admin-site';

const site = useAdminSite();

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${site.stack.baseUrl}${path}`);
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

describe('the Deals screen', () => {
  it('creates a bank-card deal for a laptop that the home page shows with its buy flow, then expires it', async () => {
    const { page, errors } = await site.openSignedIn('/deals');
    await page.getByRole('heading', { name: 'Deals' }).waitFor();
    const [laptop] = await api<AdminLaptop[]>(page, '/api/admin/laptops?status=active&pageSize=1');

    await page.getByRole('link', { name: 'New deal' }).click();
    await page.waitForURL(/\/admin\/deals\/new$/);
    const picker = page.getByTestId('deal-laptop-picker');
    await picker.getByRole('searchbox').fill(laptop.asin);
    await picker.getByRole('button', { name: 'Pick' }).first().click();
    await picker.getByText(`${laptop.brand} ${laptop.title}`).waitFor();

    const title = 'ICICI Bank card offer, picked in the Deals screen';
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    expect(await page.getByTestId('bank-fields').count()).toBe(0);
    await page.getByRole('combobox', { name: 'Type' }).selectOption('bank');
    await page.getByTestId('bank-fields').waitFor();
    await page.getByRole('textbox', { name: 'Deal price (₹)' }).fill(String(laptop.currentPrice));

    // Without the bank's conditions the server's 400 lands under the field.
    await page.getByRole('textbox', { name: 'Card or bank' }).fill('ICICI Bank');
    await page.getByRole('button', { name: 'Create deal' }).click();
    await page.getByText('conditions are required for a bank offer').waitFor();

    await page
      .getByRole('textbox', { name: 'Conditions' })
      .fill('₹4,000 instant discount on ICICI Bank credit cards');
    await page.getByRole('button', { name: 'Create deal' }).click();
    await page.waitForURL(/\/admin\/deals\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const deal = await api<AdminDeal>(page, `/api/admin/deals/${id}`);
    expect(deal).toMatchObject({ state: 'live', bankName: 'ICICI Bank', priceAvailable: true });
    expect(deal.laptop.asin).toBe(laptop.asin);

    // A shopper sees it on the home page; "Grab Deal Now" is the laptop's click hop.
    const shop = await page.context().newPage();
    const card = shop.getByTestId('deal-card').filter({ hasText: title });
    // Within the caches' lifetimes (the gateway's and the rendered page's, docs/api.md#deals).
    for (let attempt = 0; ; attempt++) {
      await shop.goto(`${site.stack.baseUrl}/`);
      if ((await card.count()) > 0) break;
      if (attempt === 15) {
        const shown = await shop.getByTestId('deal-card').locator('h3').allTextContents();
        throw new Error(`"${title}" not on the home page; it shows: ${shown.join(' | ')}`);
      }
      await shop.waitForTimeout(2_000);
    }
    const href = await card.getByRole('link', { name: /Grab Deal Now/ }).getAttribute('href');
    expect(href).toMatch(new RegExp(`^/api/affiliate/go/${laptop.asin}\\?source=deal-card`));
    expect(await card.textContent()).toContain('ICICI Bank');
    await shop.close();

    // Expired from the list: off the shoppers' list at once.
    await page.goto(site.url('/deals'));
    const row = page.getByTestId(`deal-row-${id}`);
    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: 'Expire' }).click();
    await row.getByText('Ended').waitFor();
    const live = await api<Deal[]>(page, '/api/deals');
    expect(live.map((d) => d.id)).not.toContain(id);
    expect(errors).toEqual([]);
  });
});
