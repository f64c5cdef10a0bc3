// Shared jest settings: swc with decorator metadata (Nest and MikroORM need it), the
// @bli/* aliases pointing at library sources, and one config per test tier.
const path = require('node:path');

const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true, tsx: true },
    transform: {
      legacyDecorator: true,
      decoratorMetadata: true,
      useDefineForClassFields: false,
      react: { runtime: 'automatic' },
    },
    target: 'es2023',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

function base(dir) {
  return {
    rootDir: dir,
    testEnvironment: 'node',
    transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
    moduleNameMapper: {
      '^@bli/(retailer-simulators|message-catchers)$': path.join(
        __dirname,
        'tools/$1/src/index.ts',
      ),
      '^@bli/([a-z-]+)$': path.join(__dirname, 'libs/$1/src/index.ts'),
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    clearMocks: true,
  };
}

/** Fast tests beside the code: no I/O. */
exports.unit = (dir) => ({ ...base(dir), testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'] });

/** Tests against real PostgreSQL and NATS: one file at a time, generous timeouts. */
exports.integration = (dir) => ({
  ...base(dir),
  testMatch: ['<rootDir>/src/**/*.int-spec.ts', '<rootDir>/test/**/*.int-spec.ts'],
  testTimeout: 60_000,
  maxWorkers: 1,
});
