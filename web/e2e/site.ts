// Jest wiring shared by every e2e file: one private stack and one browser per file, a fresh
// browser context per page, and the page's uncaught errors collected for assertions.
import { useBrowserSite, type ProductStack as Stack } from '@bli/testing';
import type { Browser, Page, Response } from 'playwright-core';
import { adminFetch, E2E_ADMIN, type AdminFetch } from './admin-session';

export interface OpenOptions {
  viewport?: { width: number; height: number };
  javaScriptEnabled?: boolean;
}

export interface OpenedPage {
  page: Page;
  /** The document response of the first navigation. */
  response: Response;
  /** Uncaught exceptions and console errors (React hydration errors land here). */
  errors: string[];
}

export interface Site {
  readonly stack: Stack;
  readonly browser: Browser;
  api<T>(path: string): Promise<T>;
  /** A call as the stack's operator (admin routes need a session and a CSRF token). */
  admin: AdminFetch;
  url(path: string): string;
  /** A new context and page, navigated to `path` (relative to the stack's origin). */
  open(path: string, options?: OpenOptions): Promise<OpenedPage>;
}

// Chromium logs every non-2xx subresource and the 404 document itself as a console error;
// that is the status the tests expect, not a page bug.
const IGNORED_CONSOLE = [/Failed to load resource/];

/** `env`: settings of this file's own stack on top of the operator's. */
export function useSite(env: Record<string, string> = {}): Site {
  const base = useBrowserSite(
    { env: { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, ...env } },
    IGNORED_CONSOLE,
  );
  const site: Site = {
    get stack() {
      return base.stack;
    },
    get browser() {
      return base.browser;
    },
    api: (path) => site.stack.api(path),
    admin: adminFetch(() => site.stack.baseUrl),
    url: (path) => `${site.stack.baseUrl}${path}`,
    open: async (path, options = {}) => {
      const { page, errors } = await base.newPage({ ...options, defaultTimeout: 10_000 });
      const response = await page.goto(site.url(path), { waitUntil: 'load' });
      if (!response) throw new Error(`no document response for ${path}`);
      if (options.javaScriptEnabled !== false) await waitForHydration(page);
      return { page, response, errors };
    },
  };
  return site;
}

/**
 * Clicking before React has hydrated would hit server HTML without handlers. React marks every
 * hydrated element with an internal `__reactFiber$…` key; the body is one of them (root.tsx).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')),
    undefined,
    { timeout: 15_000 },
  );
}
