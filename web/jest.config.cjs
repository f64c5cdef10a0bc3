const preset = require('../jest.preset.cjs').unit(__dirname);
module.exports = { ...preset, testMatch: ['<rootDir>/app/**/*.spec.ts?(x)'] };
