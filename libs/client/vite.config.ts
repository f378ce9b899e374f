import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.ts';

export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  test: {
    name: 'client',
    reporters: reporters('client'),
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
