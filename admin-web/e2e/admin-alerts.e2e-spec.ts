// The Alerts screen (issue #22): after shoppers ask for alerts, operators see how many wait for
// their confirmation, how many are on, which laptops are watched — and no shopper's address.
import type { Laptop } from '@bli/contracts';
import type { CaughtMail } from '@bli/message-catchers';
import { useAdminSite } from './admin-site';

const site = useAdminSite();

/** The confirmation link's token of the mail the stack's mail catcher got for `to`. */
async function confirmationToken(to: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await fetch(`${site.stack.mailUrl}/messages?to=${encodeURIComponent(to)}`);
    const [mail] = (await response.json()) as CaughtMail[];
    const token = /\/alerts\/confirm\?token=([A-Za-z0-9_.-]+)/.exec(mail?.text ?? '')?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no confirmation mail to ${to}`);
}

describe('the Alerts screen', () => {
  it('counts active and waiting alerts and the watched laptops, with no address on the page', async () => {
    const [laptop] = await site.stack.api<Laptop[]>('/api/laptops/featured?pageSize=1');
    for (const email of ['first.shopper@example.com', 'second.shopper@example.com']) {
      const asked = await fetch(`${site.stack.baseUrl}/api/alerts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, laptop: laptop.slug, condition: { kind: 'all-time-low' } }),
      });
      expect(asked.status).toBe(202);
    }
    const confirmed = await fetch(`${site.stack.baseUrl}/api/alerts/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: await confirmationToken('first.shopper@example.com') }),
    });
    expect(confirmed.status).toBe(200);

    const { page, errors } = await site.openSignedIn('/alerts');
    await page.getByRole('heading', { name: 'Price alerts' }).waitFor();
    const counts = page.getByTestId('alert-counts');
    await counts.getByText('Waiting').waitFor();
    expect(await counts.innerText()).toMatch(/Active\s*1\b/);
    expect(await counts.innerText()).toMatch(/Waiting\s*1\b/);
    await page.getByText('1 alert', { exact: true }).waitFor();
    expect(await page.locator('main').innerText()).toContain(laptop.slug);
    expect(await page.content()).not.toContain('shopper@example.com');
    expect(errors).toEqual([]);
  });
});
