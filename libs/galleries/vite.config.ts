import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.ts';

export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  test: {
    name: 'galleries',
    reporters: reporters('galleries'),
    // The browser entry's store and client need no DOM; the server entry's tests open
    // databases (PGlite starts in about a second, slower when the machine is busy).
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
