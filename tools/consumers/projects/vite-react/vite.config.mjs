// A consumer's Vite config: React, nothing specific to Kokoelma.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  logLevel: 'warn',
  build: { modulePreload: { polyfill: false } },
});
