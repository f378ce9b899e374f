import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.ts';
import { precompiledMessages } from './vite-plugins/precompiled-messages.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { faviconIco } from './vite-plugins/favicon-ico.ts';
import { compileHints } from './vite-plugins/compile-hints.ts';
import { emptySourceMaps } from './vite-plugins/empty-source-maps.ts';
import { jsonImportAttributes } from './vite-plugins/json-import-attributes.ts';

/** The libraries every page hydrates with. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@emotion|stylis|react-intl|@formatjs|intl-messageformat|hoist-non-react-statics|react-is|@babel[\\/]runtime)[\\/]/;

const outRoot = new URL('../../dist/apps/web/', import.meta.url).pathname;

// Two builds from one config: the browser bundle (hashed assets + manifest, read by the
// api to write script tags) and, with --ssr, the server entry the api imports at run time.
export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  base: '/',
  resolve: { tsconfigPaths: true },
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    precompiledMessages(),
    emptySourceMaps(),
    // The chunks a page runs at its start (the libraries, the app, the routes' pages): on a
    // CPU slowed 4×, hydration of the search page took 140 ms instead of 210
    // (tools/perf/hydration.mjs).
    compileHints(
      ({ name }) =>
        ['framework', 'libraries', 'start-client', 'app'].includes(name) ||
        /-(route|page)$/.test(name),
    ),
    precompress(),
    faviconIco(),
    jsonImportAttributes(),
  ],
  build: {
    outDir: isSsrBuild ? `${outRoot}server` : `${outRoot}client`,
    emptyOutDir: true,
    manifest: !isSsrBuild,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: 'src/entry-client.tsx',
          treeshake: {
            // Our libraries have no import-time effects: a module none of whose exports
            // is used is left out (the route schemas of @kokoelma/contract, for one).
            // Nor has the rich-text types package, which does not say so itself: without
            // this, its node validators ride along with the two enums the renderer uses.
            moduleSideEffects: (id: string) =>
              !/\/libs\/(contract|domain|i18n|ui|cms|galleries)\/src\/|\/node_modules\/@contentful\/rich-text-types\//.test(
                id,
              ),
          },
          output: {
            codeSplitting: {
              groups: [
                // What the entry itself runs before the page has loaded: the bundler's
                // preload helper and the entry's two small modules. Left to the groups
                // below, the helper lands in the `app` chunk, and the entry would fetch and
                // run 60 KB of the app while the page is still being laid out.
                {
                  name: 'boot',
                  test: /preload-helper|[\\/]apps[\\/]web[\\/]src[\\/]app[\\/](yield-to-main|app-modules)\.ts$/,
                  priority: 30,
                },
                {
                  name: 'framework',
                  test: FRAMEWORK,
                  priority: 20,
                },
                // The app's own modules that three or more pages share go in one chunk:
                // left to itself the bundler cuts them into dozens of files of a few
                // hundred bytes, each a request and a compression dictionary of its own
                // (the front, search and object pages fetched 42, 44 and 52; initial JS of the
                // object page 186.3 → 178.3 KB gzip). The contract stays out: its route
                // schemas would bring the schema library (check-client-bundle.mjs).
                {
                  name: 'app',
                  test: /[\\/](apps[\\/]web[\\/]src|libs[\\/](domain|i18n|ui|galleries|cms))[\\/]/,
                  minShareCount: 3,
                  priority: 10,
                },
              ],
            },
          },
        },
  },
  ssr: {
    // Bundle our own libraries into the server entry; keep npm packages external.
    noExternal: [/^@kokoelma\//],
  },
  test: {
    name: 'web',
    reporters: reporters('web'),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
}));
