// Browser tests of the operators' screens against the whole product started by the tests
// (the same private stack as web/e2e): one file at a time, long timeouts.
const preset = require('../jest.preset.cjs').integration(__dirname);

module.exports = {
  ...preset,
  testMatch: ['<rootDir>/e2e/**/*.e2e-spec.ts'],
  testTimeout: 120_000,
  maxWorkers: 1,
};
