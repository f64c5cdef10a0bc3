import { accessSync, constants } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** CHROMIUM_PATH, else Debian's Chromium: never a browser downloaded by a test tool. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/**
 * The browser of the browser tests of web and admin-web. `npm test` first runs
 * libs/dev-infra/scripts/test-tools.mjs, which installs Debian's Chromium where it is missing
 * (docs/testing.md); a run that skipped it gets one line saying so instead of Playwright's
 * stack. The flags keep Chromium off the network beyond our own stack.
 */
export function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  try {
    accessSync(executablePath, constants.X_OK);
  } catch {
    throw new Error(
      `No Chromium at ${executablePath}: run 'node libs/dev-infra/scripts/test-tools.mjs' (npm test runs it first) or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const DESKTOP = { width: 1280, height: 900 } as const;
export const MOBILE = { width: 390, height: 844 } as const;
