import displayLatin from '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2?url';
import displayLatinExt from '@fontsource-variable/source-serif-4/files/source-serif-4-latin-ext-wght-normal.woff2?url';
import textLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import textLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import { fontFaceCss, preloadedFontUrls, type FontFileUrls } from '@kokoelma/ui';

/**
 * The identity's font files as the build serves them: hashed names under /assets/ (a year,
 * immutable, like the scripts), from this origin (the CSP's font-src 'self'). The server
 * build gives the same names as the browser build, so the server-rendered page's
 * @font-face rules and preload links point at the files the browser build wrote.
 */
export const FONT_FILES: FontFileUrls = {
  displayLatin,
  displayLatinExt,
  textLatin,
  textLatinExt,
};

/** The @font-face rules of both faces and their metric-matched fallbacks. */
export const FONT_FACES = fontFaceCss(FONT_FILES);

/** Preloaded in the head of every page (the latin files of both faces). */
export const PRELOADED_FONTS = preloadedFontUrls(FONT_FILES);
