import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium (`.ci/run` installs it), never a downloaded browser. The flags keep it off
 * the network beyond our own stack. Shared by the browser tests of web and admin-web.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
