import { cpSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.ts';

// The server is bundled with our own libraries inlined and every npm package left
// external (installed in node_modules beside it), so stack traces and startup stay plain.
const outDir = new URL('../../dist/apps/api', import.meta.url).pathname;

/**
 * The local content's documents (libs/cms/assets/files) travel with the bundle, since
 * the library's own path to them does not survive bundling; the server finds them beside
 * itself (src/routes/cms-assets.ts, localAssetFilesDir).
 */
const copyCmsFiles = {
  name: 'kokoelma-copy-cms-files',
  apply: 'build' as const,
  writeBundle() {
    cpSync(new URL('../../libs/cms/assets/files', import.meta.url), `${outDir}/cms-files`, {
      recursive: true,
    });
  },
};

export default defineConfig({
  root: import.meta.dirname,
  plugins: [copyCmsFiles],
  resolve: { tsconfigPaths: true },
  build: {
    ssr: true,
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    target: 'node24',
    rolldownOptions: {
      // The server, and the operator commands that share its configuration and libraries.
      input: {
        main: 'src/main.ts',
        import: 'src/cli/import.ts',
        migrate: 'src/cli/migrate.ts',
        demo: 'src/cli/demo.ts',
        apikey: 'src/cli/apikey.ts',
      },
      external: [...builtinModules, /^node:/],
    },
  },
  ssr: { noExternal: [/^@kokoelma\//] },
  test: {
    name: 'api',
    reporters: reporters('api'),
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    // Most files start an app on a fresh database; on a loaded 2-core machine that can
    // take longer than Vitest's default 10 s.
    hookTimeout: 60_000,
  },
});
