import { Global, ThemeProvider } from '@emotion/react';
import type { Preview } from '@storybook/react-vite';
import { fontFaceCss, theme } from '@kokoelma/ui';

// The identity's faces, as the web app loads them (apps/web/src/shared/fonts.ts), so the
// stories show the components in their own type. The files are served from the font
// packages by `staticDirs` (main.ts); the unit test of the stories fetches no font.
const fonts = fontFaceCss({
  displayLatin: 'fonts/source-serif-4/source-serif-4-latin-wght-normal.woff2',
  displayLatinExt: 'fonts/source-serif-4/source-serif-4-latin-ext-wght-normal.woff2',
  textLatin: 'fonts/inter/inter-latin-wght-normal.woff2',
  textLatinExt: 'fonts/inter/inter-latin-ext-wght-normal.woff2',
});

const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeProvider theme={theme}>
        <Global
          styles={`${fonts} body { font-family: ${theme.fonts.body}; color: ${theme.colors.text}; }`}
        />
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
