const path = require('node:path');
const preset = require('../../jest.preset.cjs').integration(__dirname);

// The SMTP catcher lives in tools/, which the preset's @bli/* mapping (libs/) does not cover.
module.exports = {
  ...preset,
  moduleNameMapper: {
    '^@bli/message-catchers$': path.join(__dirname, '../../tools/message-catchers/src/index.ts'),
    ...preset.moduleNameMapper,
  },
};
