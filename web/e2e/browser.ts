// Chromium for the browser tests: see launchBrowser in libs/testing (shared with admin-web).
export { DESKTOP, launchBrowser, MOBILE } from '@bli/testing';
