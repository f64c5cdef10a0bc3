// Browser tests against the whole product started by the tests themselves (web/e2e/stack.ts):
// the integration tier's settings (one file at a time, long timeouts) for web/e2e.
const preset = require('../jest.preset.cjs').integration(__dirname);

module.exports = {
  ...preset,
  testMatch: ['<rootDir>/e2e/**/*.e2e-spec.ts'],
  testTimeout: 120_000,
  maxWorkers: 1,
};
