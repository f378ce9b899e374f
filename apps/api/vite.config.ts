import { builtinModules } from 'node:module';
import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.ts';

// The server is bundled with our own libraries inlined and every npm package left
// external (installed in node_modules beside it), so stack traces and startup stay plain.
export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  build: {
    ssr: 'src/main.ts',
    outDir: new URL('../../dist/apps/api', import.meta.url).pathname,
    emptyOutDir: true,
    sourcemap: true,
    target: 'node24',
    rolldownOptions: {
      external: [...builtinModules, /^node:/],
    },
  },
  ssr: { noExternal: [/^@kokoelma\//] },
  test: {
    name: 'api',
    reporters: reporters('api'),
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
