import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';

// One Storybook for the workspace: the presentational components of libs/ui (and, as
// they arrive, the browser components of feature libraries).
const config: StorybookConfig = {
  stories: ['../libs/*/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      resolve: { tsconfigPaths: true },
      plugins: [react({ jsxImportSource: '@emotion/react' })],
    });
  },
};

export default config;
