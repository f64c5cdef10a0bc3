// Jest wiring of the admin browser tests: one private product stack (libs/testing) with a
// first operator from ADMIN_EMAIL / ADMIN_PASSWORD, one Chromium, a fresh context per test.
import { DESKTOP, launchBrowser, startProductStack, type ProductStack } from '@bli/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const ADMIN_EMAIL = 'ops@example.com';
export const ADMIN_PASSWORD = 'e2e-operator-password-2026';

export interface OpenedAdminPage {
  page: Page;
  /** Uncaught exceptions and console errors (other than the expected non-2xx answers). */
  errors: string[];
}

export interface AdminSite {
  readonly stack: ProductStack;
  url(path: string): string;
  /** A new browser context on `/admin{path}`, not signed in. */
  open(path?: string): Promise<OpenedAdminPage>;
  /** The same, signed in through the login screen, back on `/admin{path}`. */
  openSignedIn(path?: string): Promise<OpenedAdminPage>;
}

// Chromium logs every non-2xx answer (the 401 of /api/auth/me before login) as a console error.
const IGNORED_CONSOLE = [/Failed to load resource/];

/** Fills the login screen and waits until it has gone. */
export async function signIn(page: Page, password = ADMIN_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export function useAdminSite(): AdminSite {
  let stack: ProductStack | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    stack = await startProductStack({
      env: { ADMIN_EMAIL, ADMIN_PASSWORD },
    });
    browser = await launchBrowser();
  }, 180_000);

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  const required = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} did not start (see beforeAll)`);
    return value;
  };

  const site: AdminSite = {
    get stack() {
      return required(stack, 'the e2e stack');
    },
    url: (path) => `${site.stack.baseUrl}/admin${path}`,
    open: async (path = '/') => {
      const context = await required(browser, 'Chromium').newContext({
        viewport: DESKTOP,
        locale: 'en-IN',
        timezoneId: 'Asia/Kolkata',
      });
      contexts.push(context);
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!IGNORED_CONSOLE.some((pattern) => pattern.test(text))) errors.push(`console: ${text}`);
      });
      await page.goto(site.url(path), { waitUntil: 'load' });
      return { page, errors };
    },
    openSignedIn: async (path = '/') => {
      const opened = await site.open(path);
      await opened.page.getByRole('button', { name: 'Sign in' }).waitFor();
      await signIn(opened.page);
      await opened.page.getByRole('button', { name: 'Log out' }).waitFor();
      return opened;
    },
  };
  return site;
}
