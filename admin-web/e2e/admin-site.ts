// Jest wiring of the admin browser tests: one private product stack (libs/testing) with a
// first operator from ADMIN_EMAIL / ADMIN_PASSWORD, one Chromium, a fresh context per test.
import { useBrowserSite, type ProductStack } from '@bli/testing';
import type { Page } from 'playwright-core';

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
  const base = useBrowserSite({ env: { ADMIN_EMAIL, ADMIN_PASSWORD } }, IGNORED_CONSOLE);
  const site: AdminSite = {
    get stack() {
      return base.stack;
    },
    url: (path) => `${site.stack.baseUrl}/admin${path}`,
    open: async (path = '/') => {
      const opened = await base.newPage({ defaultTimeout: 15_000 });
      await opened.page.goto(site.url(path), { waitUntil: 'load' });
      return opened;
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
