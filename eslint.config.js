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

/**
 * The published libraries (domain, contract, client, ui) are their public face only: the
 * site's own route table and page data (`@kokoelma/contract/site`) are not published, so
 * none of them may import it, and the contract's main entry may not re-export it.
 */
const siteContractRestriction = {
  group: ['@kokoelma/contract/site', './site', './site.js'],
  message:
    'A published library (domain, contract, client, ui) never imports @kokoelma/contract/site: the site-internal contract is not published.',
};
const publishedSources = [
  'libs/domain/src/**/*.ts',
  'libs/client/src/**/*.ts',
  'libs/ui/src/**/*.{ts,tsx}',
  'libs/contract/src/index.ts',
];

/** Features (and src/shared) must not import the web app's shell, src/app. */
/** Why apps/web calls no fetch of its own (see the rule below). */
const fetchMessage =
  "Call the server through apps/web/src/api/browser-api-client.ts (send, browserFetch), the web app's one API client.";

const appShellRestriction = {
  group: ['**/app/*', '!@kokoelma/**'],
  message:
    'A feature imports shared building blocks from apps/web/src/shared, never the app shell.',
};

/**
 * libs/collection in layers (libs/collection/README.md), lowest first: a folder of
 * src/lib imports only the folders of the layers below its own, never one beside it in
 * its layer, nor the service facade (collection-service.ts) or the test helpers
 * (testing/). Tests are left out: a test may use any layer to set up its data.
 */
const collectionLayers = [
  { layer: 'model', folders: ['model'] },
  { layer: 'store', folders: ['store'] },
  { layer: 'search and similar', folders: ['search', 'similar'] },
  { layer: 'pipeline: parsing', folders: ['import'] },
  { layer: 'pipeline: harvest', folders: ['harvest'] },
  { layer: 'pipeline: import', folders: ['importer'] },
  { layer: 'pipeline: update queue and demo', folders: ['updates', 'demo'] },
  { layer: 'media: images', folders: ['images'] },
  { layer: 'media: IIIF', folders: ['iiif'] },
];

/** The lint zone of one folder of libs/collection/src/lib (see collectionLayers). */
function collectionZone(level, folder) {
  const { layer } = collectionLayers[level];
  const below = collectionLayers.slice(0, level).flatMap((l) => l.folders);
  const refused = [
    ...collectionLayers[level].folders.filter((f) => f !== folder),
    ...collectionLayers.slice(level + 1).flatMap((l) => l.folders),
  ];
  const allowed = below.length > 0 ? below.join(', ') : 'no other folder';
  const patterns = [
    {
      group: [...refused.map((f) => `**/${f}/**`), '**/collection-service', '**/testing/**'],
      message: `libs/collection layers: ${folder}/ (${layer}) imports only ${allowed}.`,
    },
  ];
  // The store holds rows in and out: of the libraries, only @kokoelma/db (and the domain).
  if (folder === 'store') {
    patterns.push({
      group: ['@kokoelma/contract', '@kokoelma/contract/*'],
      message: 'libs/collection layers: the store imports only the model and @kokoelma/db.',
    });
  }
  return {
    files: [`libs/collection/src/lib/${folder}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

const collectionZones = collectionLayers.flatMap(({ folders }, level) =>
  folders.map((folder) => collectionZone(level, folder)),
);

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
    // The published libraries (browser code too): their restrictions and the site contract's.
    files: publishedSources,
    ignores: ['libs/*/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...browserRestrictions.patterns, siteContractRestriction] },
      ],
    },
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
  {
    // One browser API client: every call the web app makes goes through
    // apps/web/src/api/browser-api-client.ts (`send`, `browserFetch`), never a bare fetch.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/api/browser-api-client.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: fetchMessage }],
      'no-restricted-properties': [
        'error',
        ...['globalThis', 'window', 'self'].map((object) => ({
          object,
          property: 'fetch',
          message: fetchMessage,
        })),
      ],
    },
  },
  ...collectionZones,
];
