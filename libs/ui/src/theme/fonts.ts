/**
 * The two typefaces of the visual identity and their @font-face rules.
 *
 * - **Display** (titles, the h1 of every page, the wordmark): Source Serif 4, a variable
 *   serif with a book face's calm, for the museum group's voice.
 * - **Text** (the interface, body text, metadata, controls): Inter, a variable sans made
 *   for screens, with tabular and lining figures for dates and counts.
 *
 * Both come from npm packages (`@fontsource-variable/*`), in the latin and latin-ext
 * subsets only (Finnish and Swedish letters are in latin; š, ž and the other letters of
 * names in latin-ext), woff2, one variable file per subset. This library holds no font
 * file: the app passes the URLs its bundler gave the files (`fontFaceCss(urls)`), so the
 * fonts are served and cached like the app's other hashed assets.
 *
 * Text shows at once in a fallback face whose metrics are matched to the web font
 * (`size-adjust`, `ascent-override`, `descent-override`, measured against Arial / Times New
 * Roman and their metric twins Liberation Sans / Serif in Chromium), so that lines break in
 * the same places and the swap to the web font moves nothing. That is what lets the app
 * fetch the web fonts after the page's images (`webFontFaces`): the art is not kept
 * waiting for 100 KB of letters.
 */

/** Family names as written in `font-family` and in the @font-face rules. */
export const FONT_FAMILIES = {
  display: 'Source Serif 4 Variable',
  displayFallback: 'Source Serif 4 Fallback',
  text: 'Inter Variable',
  textFallback: 'Inter Fallback',
} as const;

/** The font stacks: the web font, its metric-matched fallback, then the system's. */
export const fontStacks = {
  display: `"${FONT_FAMILIES.display}", "${FONT_FAMILIES.displayFallback}", Georgia, "Times New Roman", serif`,
  text: `"${FONT_FAMILIES.text}", "${FONT_FAMILIES.textFallback}", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`,
} as const;

/** The URLs of the four font files (latin and latin-ext of each face), as served. */
export interface FontFileUrls {
  displayLatin: string;
  displayLatinExt: string;
  textLatin: string;
  textLatinExt: string;
}

/** Unicode ranges of the two subsets (those of the fontsource packages). */
export const UNICODE_RANGES = {
  latin:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  latinExt:
    'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
} as const;

/**
 * Metric overrides of the fallback faces, in per cent: the web font's advance widths
 * over the fallback's for a Finnish, Swedish and English sample (size-adjust), and its
 * ascent and descent over the adjusted size. Text at 400, display at 600 (their weights).
 */
export const FALLBACK_METRICS = {
  text: {
    local: ['Arial', 'Liberation Sans', 'Helvetica'],
    size: 106.48,
    ascent: 91.1,
    descent: 22.54,
  },
  display: {
    local: ['Times New Roman', 'Liberation Serif', 'Times'],
    size: 112.42,
    ascent: 92.51,
    descent: 30.24,
  },
} as const;

function face(family: string, url: string, range: string): string {
  return `@font-face {
  font-family: "${family}";
  font-style: normal;
  font-weight: 100 900;
  font-display: swap;
  src: url("${url}") format("woff2");
  unicode-range: ${range};
}`;
}

function fallbackFace(
  family: string,
  metrics: (typeof FALLBACK_METRICS)[keyof typeof FALLBACK_METRICS],
) {
  return `@font-face {
  font-family: "${family}";
  src: ${metrics.local.map((name) => `local("${name}")`).join(', ')};
  size-adjust: ${metrics.size}%;
  ascent-override: ${metrics.ascent}%;
  descent-override: ${metrics.descent}%;
  line-gap-override: 0%;
}`;
}

/** One web font file as a face: what `@font-face` or the CSS Font Loading API needs. */
export interface WebFontFace {
  family: string;
  url: string;
  unicodeRange: string;
  /** The variable files' weight axis. */
  weight: string;
}

/** The four web font faces (latin and latin-ext of each family). */
export function webFontFaces(urls: FontFileUrls): WebFontFace[] {
  const weight = '100 900';
  return [
    {
      family: FONT_FAMILIES.display,
      url: urls.displayLatin,
      unicodeRange: UNICODE_RANGES.latin,
      weight,
    },
    {
      family: FONT_FAMILIES.display,
      url: urls.displayLatinExt,
      unicodeRange: UNICODE_RANGES.latinExt,
      weight,
    },
    { family: FONT_FAMILIES.text, url: urls.textLatin, unicodeRange: UNICODE_RANGES.latin, weight },
    {
      family: FONT_FAMILIES.text,
      url: urls.textLatinExt,
      unicodeRange: UNICODE_RANGES.latinExt,
      weight,
    },
  ];
}

/** The @font-face rules of the two metric-matched fallback faces (local fonts, no fetch). */
export function fallbackFontFaceCss(): string {
  return [
    fallbackFace(FONT_FAMILIES.displayFallback, FALLBACK_METRICS.display),
    fallbackFace(FONT_FAMILIES.textFallback, FALLBACK_METRICS.text),
  ].join('\n');
}

/**
 * The @font-face rules of both faces and their fallbacks, for a global style sheet (where
 * the fonts may load with the page's first requests: Storybook).
 */
export function fontFaceCss(urls: FontFileUrls): string {
  return [
    ...webFontFaces(urls).map((font) => face(font.family, font.url, font.unicodeRange)),
    fallbackFontFaceCss(),
  ].join('\n');
}
