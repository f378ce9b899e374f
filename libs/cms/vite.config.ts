import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.ts';

export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  test: {
    name: 'cms',
    reporters: reporters('cms'),
    // Server code (providers, the fake Contentful server) runs in Node; the rich-text
    // renderer's tests ask for jsdom in their own file.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
