import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.ts';

export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  test: {
    name: 'accounts',
    reporters: reporters('accounts'),
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // Each repository test opens a database (PGlite starts in about a second, slower
    // under load), and every argon2id hash takes tens of milliseconds on purpose.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
