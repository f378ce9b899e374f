import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.ts';

export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  test: {
    name: 'ui',
    reporters: reporters('ui'),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
