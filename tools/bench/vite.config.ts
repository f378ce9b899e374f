import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';

// The engine benchmark calls the collection library in-process. It is bundled like the
// server (our libraries inlined, npm packages external) because the migrations are
// bundled SQL (import.meta.glob), which plain Node cannot load.
export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir: new URL('../../dist/tools/bench', import.meta.url).pathname,
    emptyOutDir: true,
    target: 'node24',
    rolldownOptions: {
      input: {
        'engine-bench': 'engine-bench.ts',
        'relevance-bench': 'relevance-bench.ts',
        'import-bench': 'import-bench.ts',
        'updates-bench': 'updates-bench.ts',
      },
      external: [...builtinModules, /^node:/],
    },
  },
  ssr: { noExternal: [/^@kokoelma\//] },
});
