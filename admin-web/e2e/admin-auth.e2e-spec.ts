// Signing in and out of the operators' screens, what the edge serves at /admin, and the
// operator's own account: sessions, two-step sign-in (the login's code step), the password.
import { Secret, TOTP } from 'otpauth';
import type { Locator } from 'playwright-core';
import { ADMIN_PASSWORD, signIn, useAdminSite } from './admin-site';

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

describe('the Account screen', () => {
  it("lists the operator's sessions and ends another one", async () => {
    const other = await site.openSignedIn('/');
    const { page, errors } = await site.openSignedIn('/account');
    await page.getByRole('heading', { name: 'Account' }).waitFor();
    await page.getByText('This session', { exact: true }).waitFor();
    const end = page.getByRole('button', { name: 'End this session' });
    // Earlier tests left sessions too: end every other one.
    while ((await end.count()) > 0) {
      const before = await end.count();
      await end.first().click();
      await page.waitForFunction(
        (count) =>
          [...document.querySelectorAll('button')].filter(
            (button) => button.textContent === 'End this session',
          ).length < count,
        before,
      );
    }
    expect(await page.getByTestId('operator-session').count()).toBe(1);
    await other.page.reload();
    await other.page.waitForURL(/\/admin\/login$/);
    expect(errors).toEqual([]);
  });

  it('turns two-step sign-in on, asks for the code at sign-in, and turns it off', async () => {
    const { page, errors } = await site.openSignedIn('/account');
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const key = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    const codes = authenticator(key);
    await page.getByLabel('Code from the app').fill(await codes.next());
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await page.getByText('On', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/admin\/login$/);
    await signIn(page);
    await page.getByLabel('Authentication code').fill(await codes.next());
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor();

    await page.goto(site.url('/account'));
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByLabel('Code from the app').fill(await codes.next());
    await page.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
    await page.getByText('Off', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('changes the password, which then signs in', async () => {
    const { page, errors } = await site.openSignedIn('/account');
    const newPassword = 'e2e-new-operator-password';
    const change = async (from: string, to: string) => {
      await page.getByLabel('Current password').fill(from);
      await page.getByLabel('New password', { exact: true }).fill(to);
      await page.getByLabel('New password again').fill(to);
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('Your other sessions have been signed out.', { exact: true }).waitFor();
    };
    await page.getByLabel('Current password').fill('not-the-right-password');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('New password again').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('is not right').waitFor();

    await change(ADMIN_PASSWORD, newPassword);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/admin\/login$/);
    await signIn(page, newPassword);
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    // Back to the password the other tests of this file sign in with.
    await page.goto(site.url('/account'));
    await change(newPassword, ADMIN_PASSWORD);
    expect(errors).toEqual([]);
  });
});

/**
 * An authenticator app for `key`: each code of a later 30-second step than the one before (a
 * step is accepted once), within the one step ahead the gateway allows, waiting when needed.
 */
function authenticator(key: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(key) });
  const stepNow = () => Math.floor(Date.now() / 30_000);
  let last = stepNow() - 1;
  return {
    async next(): Promise<string> {
      // Never a past step: the gateway may already be in the next one when the code arrives.
      const step = Math.max(last + 1, stepNow());
      while (step > stepNow() + 1) await new Promise((resolve) => setTimeout(resolve, 1_000));
      last = step;
      return totp.generate({ timestamp: step * 30_000 });
    },
  };
}

async function expectText(locator: Locator, text: string): Promise<void> {
  await locator.filter({ hasText: text }).first().waitFor();
}
