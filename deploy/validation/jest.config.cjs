// Static checks of the deployment files. kubernetes-models is ESM-only: dynamic import() stays
// native (ignoreDynamic) so jest loads it as an ES module.
const preset = require('../../jest.preset.cjs').unit(__dirname);
const [pattern, [swcJest, swc]] = Object.entries(preset.transform)[0];

module.exports = {
  ...preset,
  transform: { [pattern]: [swcJest, { ...swc, module: { ...swc.module, ignoreDynamic: true } }] },
};
