import { Global, ThemeProvider } from '@emotion/react';
import type { Preview } from '@storybook/react-vite';
import { fontFaceCss, theme } from '@kokoelma/ui';

// The identity's faces, as the web app loads them (apps/web/src/shared/fonts.ts), so the
// stories show the components in their own type. `new URL(…, import.meta.url)`: the
// build copies these four files only (the unit test of the stories fetches no font).
// Literal addresses, so the build sees four files (a template would glob the packages).
const fonts = fontFaceCss({
  displayLatin: new URL(
    '../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
    import.meta.url,
  ).href,
  displayLatinExt: new URL(
    '../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-ext-wght-normal.woff2',
    import.meta.url,
  ).href,
  textLatin: new URL(
    '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    import.meta.url,
  ).href,
  textLatinExt: new URL(
    '../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
    import.meta.url,
  ).href,
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
