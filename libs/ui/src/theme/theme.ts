import {
  BREAKPOINTS,
  CONTENT_MAX_WIDTH,
  HEADER_HEIGHT,
  HEADER_HEIGHT_TABLET,
  LIMITED_CONTENT_WIDTH,
  MUSEUMS,
} from '@kokoelma/domain';

/**
 * The visual language shared by every component: the museum group's neutral palette,
 * each museum's own colours (from @kokoelma/domain, so the data and the look agree),
 * and media queries built from the spec's breakpoints.
 *
 * Every text/background pair below meets WCAG AA 4.5:1 (text #111 or #4a4a4a on white or
 * surface, white on inverseBackground or accent); the focus colours meet the 3:1 needed
 * for non-text contrast on the background they are used on.
 */
export const theme = {
  colors: {
    text: '#111111',
    textMuted: '#4a4a4a',
    background: '#ffffff',
    surface: '#f4f4f2',
    border: '#8a8a8a',
    accent: '#0b57a4',
    focus: '#0b57a4',
    /** Focus outline on dark backgrounds (header with the menu open, menu, footer). */
    focusOnDark: '#ffbf47',
    inverseText: '#ffffff',
    /** Secondary text on inverseBackground: 11.6:1 on #111. */
    inverseTextMuted: '#d0d0d0',
    inverseBackground: '#111111',
    /** Dims the page behind a modal; the modal itself carries the text. */
    backdrop: 'rgba(17, 17, 17, 0.6)',
    warningBackground: '#fff3c4',
    warningText: '#3d2f00',
  },
  museums: MUSEUMS,
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  /** Type scale in rem, so it follows the visitor's font-size setting. */
  fontSizes: {
    small: '0.875rem',
    body: '1rem',
    large: '1.25rem',
    heading: '1.5rem',
    display: 'clamp(1.75rem, 1.25rem + 2.5vw, 3rem)',
  },
  /** Spacing steps in px. */
  space: { xs: 4, s: 8, m: 16, l: 24, xl: 40, xxl: 64 },
  /** WCAG 2.5.5 minimum touch target, in px. */
  touchTarget: 44,
  header: { height: HEADER_HEIGHT, heightTablet: HEADER_HEIGHT_TABLET },
  /** Stacking order: the menu overlay lies under the (dark) header, modals above both. */
  zIndex: { menu: 90, header: 100, popup: 110, modal: 200 },
  layout: { contentMaxWidth: CONTENT_MAX_WIDTH, limitedWidth: LIMITED_CONTENT_WIDTH },
  breakpoints: BREAKPOINTS,
  /** `min-width` media queries, mobile first: `${theme.mq.tablet} { … }`. */
  mq: Object.fromEntries(
    Object.entries(BREAKPOINTS).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
  ) as Record<keyof typeof BREAKPOINTS, string>,
  /** The opposite of a `mq` entry: styles for viewports narrower than the breakpoint. */
  mqBelow: Object.fromEntries(
    Object.entries(BREAKPOINTS).map(([name, px]) => [name, `@media (max-width: ${px - 0.02}px)`]),
  ) as Record<keyof typeof BREAKPOINTS, string>,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** The theme's type, for emotion's `Theme` and for component props. */
export type KokoelmaTheme = typeof theme;
