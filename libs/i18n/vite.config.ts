import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.ts';

export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  test: {
    name: 'i18n',
    reporters: reporters('i18n'),
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
