// Signing in and out of the operators' screens, and what the edge serves at /admin.
import type { Locator } from 'playwright-core';
import { signIn, useAdminSite } from './admin-site';

const site = useAdminSite();

describe('admin sign-in', () => {
  it('shows the login screen first and refuses a wrong password with the server error', async () => {
    const { page, errors } = await site.open('/');
    await page.waitForURL(/\/admin\/login$/);
    await signIn(page, 'not-the-right-password');
    await expectText(page.getByRole('alert'), 'Invalid email or password');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(errors).toEqual([]);
  });

  it('returns to the page asked for after login, and logout ends the session', async () => {
    const { page, errors } = await site.open('/price-update');
    await page.waitForURL(/\/admin\/login\?next=%2Fprice-update$/);
    await signIn(page);
    await page.waitForURL(/\/admin\/price-update$/);
    await page.getByRole('heading', { name: 'Price Update' }).waitFor();

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/admin\/login$/);
    // The session is gone on the server too: a fresh load lands on the login screen again.
    await page.goto(site.url('/'));
    await page.waitForURL(/\/admin\/login$/);
    const me = await page.request.get(`${site.stack.baseUrl}/api/auth/me`);
    expect(me.status()).toBe(401);
    expect(errors).toEqual([]);
  });

  it('sends an expired session back to login and then to the same page', async () => {
    const { page } = await site.openSignedIn('/');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    // The session ends behind the page's back (expiry, logout in another tab).
    await page.context().clearCookies();
    await page.getByRole('tab', { name: 'Keepa API' }).click();
    await page.waitForURL(/\/admin\/login\?next=%2F%3Ftab%3Dkeepa$/);
    await signIn(page);
    await page.waitForURL(/\/admin\/?\?tab=keepa$/);
    await page.getByText('Keepa API Status').waitFor();
  });
});

describe('the edge at /admin', () => {
  it('serves the app for every client route, never framed', async () => {
    const response = await fetch(`${site.stack.baseUrl}/admin/price-update`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const html = await response.text();
    const script = /src="(\/admin\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${site.stack.baseUrl}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${site.stack.baseUrl}/admin/assets/missing.js`)).status).toBe(404);
  });
});

async function expectText(locator: Locator, text: string): Promise<void> {
  await locator.filter({ hasText: text }).first().waitFor();
}
