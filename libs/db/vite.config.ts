import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.ts';

export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  test: {
    name: 'db',
    reporters: reporters('db'),
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // Each test opens a database (PGlite starts in about a second, slower under load).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
