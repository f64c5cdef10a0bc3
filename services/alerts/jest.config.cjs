module.exports = require('../../jest.preset.cjs').unit(__dirname);
