// The web's security headers (issue #9) on the stack as `npm start` runs it (NODE_ENV=production):
// every response carries them; every HTML document has a CSP with a fresh nonce that all its
// scripts carry, and pages hydrate under it without a single CSP violation.
import type { Laptop } from '@bli/contracts';
import type { Page } from 'playwright-core';
import { DESKTOP } from './browser';
import { waitForHydration, useSite } from './site';
import { RANGE_SLUG } from './spec-data';

const site = useSite();

const nonceOf = (policy: string | null) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? '')?.[1];

/** Opens a page recording every CSP violation and console error from the first byte. */
async function openRecording(path: string) {
  const context = await site.browser.newContext({ viewport: DESKTOP, locale: 'en-IN' });
  await context.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const response = await page.goto(site.url(path), { waitUntil: 'load' });
  if (!response) throw new Error(`no document response for ${path}`);
  await waitForHydration(page);
  return { context, page, response, consoleErrors };
}

/** Every executable script in the HTML carries this response's own nonce (JSON-LD is data). */
async function expectScriptsCarryTheNonce(response: globalThis.Response): Promise<void> {
  const nonce = nonceOf(response.headers.get('content-security-policy'));
  expect(nonce).toBeDefined();
  const scripts = [...(await response.text()).matchAll(/<script\b([^>]*)>/g)].map(([, a]) => a);
  const executable = scripts.filter(
    (attributes) => !/type="application\/ld\+json"/.test(attributes),
  );
  expect(executable.length).toBeGreaterThan(0);
  for (const attributes of executable) expect(attributes).toContain(`nonce="${nonce}"`);
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

describe('security headers', () => {
  it('every response carries the fixed headers, HSTS included in production', async () => {
    const html = await fetch(site.url('/'));
    const [, asset] = /src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.css)"/.exec(
      await html.text(),
    ) ?? [undefined, undefined];
    const responses = [html, await fetch(site.url('/favicon.svg'))];
    if (asset) responses.push(await fetch(site.url(asset)));
    for (const response of responses) {
      expect({
        nosniff: response.headers.get('x-content-type-options'),
        referrer: response.headers.get('referrer-policy'),
        frame: response.headers.get('x-frame-options'),
        hsts: response.headers.get('strict-transport-security'),
      }).toEqual({
        nosniff: 'nosniff',
        referrer: 'strict-origin-when-cross-origin',
        frame: 'DENY',
        hsts: 'max-age=31536000; includeSubDomains',
      });
    }
  });

  it("a document's CSP: own scripts and a fresh nonce, never 'unsafe-inline' scripts", async () => {
    const [first, second] = await Promise.all([fetch(site.url('/')), fetch(site.url('/'))]);
    const policy = first.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
    expect(policy).toMatch(/(^|; )object-src 'none'(;|$)/);
    const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1].split(' ');
    expect(scriptSrc).toEqual(["'self'", `'nonce-${nonceOf(policy)}'`]);
    expect(nonceOf(second.headers.get('content-security-policy'))).not.toBe(nonceOf(policy));
    await expectScriptsCarryTheNonce(first);
    await expectScriptsCarryTheNonce(second);
  });

  it('a page served from the HTML cache still gets a nonce of its own, in its policy and scripts', async () => {
    const path = `/price-range/${RANGE_SLUG}`;
    const responses = [];
    // The first fills the cache (or finds it filled); the next ones within its TTL are hits.
    for (let i = 0; i < 3; i += 1) responses.push(await fetch(site.url(path)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(responses.slice(1).map((response) => response.headers.get('x-cache'))).toEqual([
      'HIT',
      'HIT',
    ]);
    const nonces = responses.map((response) =>
      nonceOf(response.headers.get('content-security-policy')),
    );
    expect(new Set(nonces).size).toBe(3);
    for (const response of responses) await expectScriptsCarryTheNonce(response);
  });

  it('a revalidation with the ETag gets a 304 without a policy, so the stored page keeps its own', async () => {
    // A page is re-rendered at most every HTML_CACHE_MS and its loaders' data carries the time
    // it was fetched, so the tag holds while one copy is served: try a few pairs of requests.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3 && !statuses.includes(304); attempt += 1) {
      const page = await fetch(site.url('/'));
      await page.arrayBuffer();
      const etag = page.headers.get('etag') ?? '';
      expect(etag).toMatch(/^W\/"/);
      const revalidated = await fetch(site.url('/'), { headers: { 'if-none-match': etag } });
      statuses.push(revalidated.status);
      if (revalidated.status === 304) {
        expect(revalidated.headers.get('content-security-policy')).toBeNull();
        expect(await revalidated.text()).toBe('');
      }
    }
    expect(statuses).toContain(304);
  });

  it('a page the browser revalidates on reload hydrates with no CSP violation', async () => {
    const { context, page } = await openRecording('/');
    try {
      const revalidation = page.waitForResponse(
        (response) =>
          response.url() === site.url('/') && response.request().resourceType() === 'document',
      );
      await page.reload({ waitUntil: 'load' });
      const response = await revalidation;
      expect((await response.request().allHeaders())['if-none-match']).toMatch(/^W\/"/);
      await waitForHydration(page);
      expect(await violations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('pages hydrate with no CSP violation and no console error', async () => {
    const [laptop] = await site.api<Laptop[]>('/api/laptops/featured');
    for (const path of ['/', `/price-range/${RANGE_SLUG}`, `/laptop/${laptop.slug}`, '/blog']) {
      const { context, page, response, consoleErrors } = await openRecording(path);
      try {
        expect(response.status()).toBe(200);
        expect(await violations(page)).toEqual([]);
        expect(consoleErrors).toEqual([]);
        // Client navigation still works under the policy (data requests, route modules).
        await page.getByRole('link', { name: 'Best Laptops India' }).first().click();
        await page.waitForURL(site.url('/'));
        expect(await violations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
