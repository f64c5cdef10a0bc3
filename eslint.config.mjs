import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import jest from 'eslint-plugin-jest';
import reactHooks from 'eslint-plugin-react-hooks';

// Module boundaries on three axes (STYLE.md §2, issue 16 §3):
// - scope: frontend (web, admin-web, ui), backend (gateway, services, server-kit),
//   tooling (tools/*, deploy/*, the testing and dev-infra libraries), shared (contracts, domain).
// - type: app, ui, util, contracts, domain, testing.
// - service: one tag per backend process (gateway and the five services). Apps never import
//   apps (type axis), and this axis keeps a service's code its own when part of it moves into a
//   library (a lib tagged service:catalogue is closed to every other process).
const services = ['gateway', 'catalogue', 'content', 'seo', 'affiliate', 'sync'];

/**
 * Test files, the only place product code may import a `type:testing` project. Tooling may use
 * them anywhere: it exists to test and run the product (the local runner starts dev-infra's
 * PostgreSQL and the retailer simulators).
 */
const testFiles = [
  '**/*.spec.ts',
  '**/*.spec.tsx',
  '**/*.int-spec.ts',
  '**/*.e2e-spec.ts',
  '**/test/**/*.ts',
  '**/e2e/**/*.ts',
  '**/bench/**/*.ts',
];

/**
 * The constraints for product code, or with `inTests` for test and tooling files, which may also
 * import `type:testing` projects (fixtures, stacks, simulators: all in the tooling scope). Only
 * onlyDependOnLibsWithTags here: it judges direct imports, where notDependOnLibsWithTags would
 * also follow a library's test-only edges (server-kit's integration test uses dev-infra).
 */
function depConstraints({ inTests }) {
  const testScope = inTests ? ['scope:tooling'] : [];
  const testType = inTests ? ['type:testing'] : [];
  return [
    // Axis 1, scope: front ends and the backend see their own side and the shared contracts
    // and domain; shared code sees only itself.
    { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared', ...testScope] },
    {
      sourceTag: 'scope:frontend',
      onlyDependOnLibsWithTags: ['scope:frontend', 'scope:shared', ...testScope],
    },
    {
      sourceTag: 'scope:backend',
      onlyDependOnLibsWithTags: ['scope:backend', 'scope:shared', ...testScope],
    },
    { sourceTag: 'scope:tooling', onlyDependOnLibsWithTags: ['scope:tooling', 'scope:shared'] },
    // Axis 2, type: contracts and domain stand alone; nothing imports an app.
    { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts', ...testType] },
    { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain', ...testType] },
    {
      sourceTag: 'type:ui',
      onlyDependOnLibsWithTags: ['type:ui', 'type:domain', 'type:contracts', ...testType],
    },
    {
      sourceTag: 'type:util',
      onlyDependOnLibsWithTags: ['type:util', 'type:contracts', 'type:domain', ...testType],
    },
    {
      sourceTag: 'type:testing',
      onlyDependOnLibsWithTags: ['type:testing', 'type:util', 'type:contracts', 'type:domain'],
    },
    {
      sourceTag: 'type:app',
      onlyDependOnLibsWithTags: [
        'type:contracts',
        'type:domain',
        'type:ui',
        'type:util',
        'type:data-access',
        'type:feature',
        ...testType,
      ],
    },
    // Axis 3, service: no backend process imports another's code.
    ...services.map((service) => ({
      sourceTag: `service:${service}`,
      notDependOnLibsWithTags: services.filter((s) => s !== service).map((s) => `service:${s}`),
    })),
  ];
}

function moduleBoundaries(inTests) {
  return [
    'error',
    {
      enforceBuildableLibDependency: false,
      banTransitiveDependencies: false,
      depConstraints: depConstraints({ inTests }),
    },
  ];
}

export default [
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.nx/**',
      '.data/**',
      '**/*.cjs',
      // Types React Router generates (react-router typegen), not ours to lint.
      '**/.react-router/**',
    ],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      // Type-aware rules: each file is checked with its project's tsconfig.json.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@nx/enforce-module-boundaries': moduleBoundaries(false),
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  {
    files: [...testFiles, 'tools/**/*.ts', 'deploy/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': moduleBoundaries(true) },
  },
  {
    // React code: the two rules of hooks. The plugin's React Compiler rules (refs, purity,
    // set-state-in-effect, …) judge code for a compiler we do not run and are left off.
    files: ['web/app/**/*.{ts,tsx}', 'admin-web/src/**/*.{ts,tsx}', 'libs/ui/src/**/*.{ts,tsx}'],
    ignores: testFiles,
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.int-spec.ts', '**/*.e2e-spec.ts'],
    plugins: { jest },
    rules: {
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
      // Our own assertion helpers are named expect…; browser tests assert by waiting for what
      // must appear (Playwright's waitFor/waitForURL throw when it does not).
      'jest/expect-expect': [
        'error',
        { assertFunctionNames: ['expect', 'expect*', '**.waitFor', '**.waitForURL'] },
      ],
    },
  },
  {
    // Repositories for I/O (STYLE.md §4, docs/service-skeleton.md): the EntityManager belongs to
    // repositories, entities, migrations, seeds, command-line entry points, the database module
    // and database tests; services and handlers reach the database through a repository.
    files: ['**/*.ts'],
    ignores: [
      '**/*.repository.ts',
      '**/*.entity.ts',
      '**/migrations/**',
      '**/seed/**',
      '**/cli/**',
      '**/database/**',
      '**/*.int-spec.ts',
      '**/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mikro-orm/*'],
              importNames: ['EntityManager', 'SqlEntityManager'],
              message: 'Only repositories use the EntityManager: add a method to one and call it.',
            },
          ],
        },
      ],
    },
  },
  prettier,
];
