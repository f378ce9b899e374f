import displayLatin from '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2?url';
import displayLatinExt from '@fontsource-variable/source-serif-4/files/source-serif-4-latin-ext-wght-normal.woff2?url';
import textLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import textLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import { fallbackFontFaceCss, webFontFaces, type FontFileUrls } from '@kokoelma/ui';

/**
 * The identity's font files as the build serves them: hashed names under /assets/ (a year,
 * immutable, like the scripts), from this origin (the CSP's font-src 'self').
 */
export const FONT_FILES: FontFileUrls = {
  displayLatin,
  displayLatinExt,
  textLatin,
  textLatinExt,
};

/**
 * The server-rendered page's font rules: only the metric-matched fallback faces, which
 * are the device's own fonts. The web fonts come from {@link loadWebFonts}.
 */
export const FONT_FACES = fallbackFontFaceCss();

/** Set once the web fonts have loaded in this tab: they are in the browser's cache then. */
const FONTS_LOADED_KEY = 'kokoelma-fonts';
/** However long the page's images take, the letters wait no longer than this. */
const LATEST_MS = 4000;

function fontsLoadedBefore(win: Window & typeof globalThis): boolean {
  try {
    return win.sessionStorage.getItem(FONTS_LOADED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Adds the web fonts to the document once the page's images have loaded (the window's
 * `load`, at the latest {@link LATEST_MS} after the script runs), or at once when they
 * loaded before in this tab. On a phone's slow network the art comes first: the first
 * image does not share the line with 100 KB of letters, and the text, already shown in
 * the metric-matched fallback, swaps to the web font without moving. Each face is fetched
 * only when text needs it (its unicode-range), as with @font-face.
 */
export function loadWebFonts(win: Window & typeof globalThis = window): void {
  if (!('fonts' in win.document) || typeof win.FontFace !== 'function') return;
  let added = false;
  const add = () => {
    if (added) return;
    added = true;
    for (const font of webFontFaces(FONT_FILES)) {
      win.document.fonts.add(
        new win.FontFace(font.family, `url("${font.url}") format("woff2")`, {
          weight: font.weight,
          style: 'normal',
          display: 'swap',
          unicodeRange: font.unicodeRange,
        }),
      );
    }
    void win.document.fonts.ready.then(() => {
      try {
        win.sessionStorage.setItem(FONTS_LOADED_KEY, '1');
      } catch {
        // storage refused (private mode): the next page waits for its images again
      }
    });
  };
  if (fontsLoadedBefore(win) || win.document.readyState === 'complete') {
    add();
    return;
  }
  win.addEventListener('load', add, { once: true });
  win.setTimeout(add, LATEST_MS);
}
