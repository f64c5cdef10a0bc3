const preset = require('../jest.preset.cjs').unit(__dirname);
module.exports = { ...preset, testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'] };
