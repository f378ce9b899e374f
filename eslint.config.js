// One ESLint config for the whole workspace. The module-boundary matrix below is the
// architecture of DESIGN.md made executable: a forbidden import fails lint (and
// tools/workspace-checks proves that it does).
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

/** Server libraries: never reachable from browser code. */
const serverLibs = ['@kokoelma/db', '@kokoelma/collection', '@kokoelma/accounts'];

const browserRestrictions = {
  patterns: [
    {
      group: ['@kokoelma/*/server', '@kokoelma/*/server/*'],
      message: 'Browser code must not import a ./server entry.',
    },
    { group: serverLibs, message: 'Browser code must not import a server library.' },
    { group: ['node:*'], message: 'Browser code must not import Node built-ins.' },
    { group: ['pg', '@electric-sql/pglite', 'fastify'], message: 'Server-only package.' },
  ],
};

/** Features (and src/shared) must not import the web app's shell, src/app. */
const appShellRestriction = {
  group: ['**/app/*', '!@kokoelma/**'],
  message:
    'A feature imports shared building blocks from apps/web/src/shared, never the app shell.',
};

export default [
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'data/**',
      'tmp/**',
      '.nx/**',
      '**/storybook-static/**',
      '**/vite.config.ts.timestamp-*',
    ],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // Test and tool configs share the workspace's Vitest and Storybook setup files.
          allow: ['../../vitest.shared.ts', '../../../.storybook/preview'],
          banTransitiveDependencies: false,
          depConstraints: [
            // The type axis: what a kind of project may use.
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:domain', 'type:ui'] },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: ['type:domain', 'type:ui', 'type:feature', 'type:server'],
            },
            {
              sourceTag: 'type:server',
              onlyDependOnLibsWithTags: ['type:domain', 'type:server'],
            },
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:domain', 'type:ui', 'type:feature', 'type:server'],
            },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:domain', 'type:server'] },
            // The scope axis: browser projects never reach server projects.
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
            {
              sourceTag: 'scope:server',
              onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'],
            },
          ],
        },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Browser code: the web app, the ui library, and the browser entries of feature libs.
    files: [
      'apps/web/src/**/*.{ts,tsx}',
      'libs/ui/src/**/*.{ts,tsx}',
      'libs/cms/src/**/*.{ts,tsx}',
      'libs/galleries/src/**/*.{ts,tsx}',
      'libs/domain/src/**/*.ts',
      'libs/i18n/src/**/*.{ts,tsx}',
      'libs/contract/src/**/*.ts',
      'libs/client/src/**/*.ts',
    ],
    ignores: [
      'libs/*/src/server/**',
      'libs/*/src/**/*.test.{ts,tsx}',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/entry-server.tsx',
      'apps/web/src/server/**',
    ],
    rules: { 'no-restricted-imports': ['error', browserRestrictions] },
  },
  {
    // Features and the shared building blocks never reach up into the app shell: what
    // several features need lives in apps/web/src/shared (hooks, messages, site links).
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/shared/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...browserRestrictions.patterns, appShellRestriction] },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.test.{ts,tsx}', 'apps/web/src/shared/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [appShellRestriction] }] },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Internal links come from the page route table (pathTo in @kokoelma/contract), never
    // from template strings such as `/${lang}/object/${id}`.
    files: ['apps/web/src/**/*.{ts,tsx}', 'libs/galleries/src/**/*.ts', 'libs/cms/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'libs/cms/src/server/local/content/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "TemplateLiteral[quasis.0.value.raw='/'][expressions.0.name=/^(lang|l)$/][quasis.1.value.raw=/^\\//]",
          message: "Build a page's path with pathTo(routeId, params) from @kokoelma/contract.",
        },
      ],
    },
  },
];
