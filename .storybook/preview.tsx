import { ThemeProvider } from '@emotion/react';
import type { Preview } from '@storybook/react-vite';
import { theme } from '@kokoelma/ui';

const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeProvider theme={theme}>
        <Story />
      </ThemeProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        mobile1: { name: 'Phone 320', styles: { width: '320px', height: '640px' } },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};

export default preview;
