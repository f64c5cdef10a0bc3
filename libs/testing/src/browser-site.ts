import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser } from './browser';
import { startProductStack, type ProductStack, type ProductStackOptions } from './product-stack';

export interface BrowserPageOptions {
  viewport?: { width: number; height: number };
  javaScriptEnabled?: boolean;
  /** Playwright's default timeout for the page's actions. */
  defaultTimeout: number;
}

export interface CollectedPage {
  page: Page;
  /** Uncaught exceptions and console errors, except those matching the ignored patterns. */
  errors: string[];
}

export interface BrowserSite {
  readonly stack: ProductStack;
  readonly browser: Browser;
  /** A fresh context (closed after the test) and page that collects its errors. */
  newPage(options: BrowserPageOptions): Promise<CollectedPage>;
}

/**
 * Jest wiring of a browser test file: one private product stack and one Chromium per file, a
 * fresh context per page, closed after each test.
 */
export function useBrowserSite(
  stackOptions: ProductStackOptions,
  ignoredConsole: readonly RegExp[],
): BrowserSite {
  let stack: ProductStack | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    stack = await startProductStack(stackOptions);
    browser = await launchBrowser();
  }, 300_000);

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

  const site: BrowserSite = {
    get stack() {
      return required(stack, 'the e2e stack');
    },
    get browser() {
      return required(browser, 'Chromium');
    },
    newPage: async (options) => {
      const context = await site.browser.newContext({
        viewport: options.viewport ?? DESKTOP,
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        locale: 'en-IN',
        timezoneId: 'Asia/Kolkata',
      });
      contexts.push(context);
      context.setDefaultTimeout(options.defaultTimeout);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!ignoredConsole.some((pattern) => pattern.test(text))) errors.push(`console: ${text}`);
      });
      return { page, errors };
    },
  };
  return site;
}
