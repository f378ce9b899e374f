import {
  BREAKPOINTS,
  CONTENT_MAX_WIDTH,
  HEADER_HEIGHT,
  HEADER_HEIGHT_TABLET,
  LIMITED_CONTENT_WIDTH,
  MUSEUMS,
} from '@kokoelma/domain';
import { fontStacks } from './fonts';

const ink = '#111111';

/**
 * The visual language shared by every component, as design tokens: a neutral interface
 * that lets the art bring the colour (ink on white and warm greys), one deliberate accent
 * — the group's black ink, `ink` — for primary actions, selected states and rules, blue
 * kept for links (`link`) and the focus ring, and each museum's colour pair (from
 * @kokoelma/domain, so the data and the look agree) as `museumColours` for wherever its
 * works appear. Media queries come from the spec's breakpoints.
 *
 * Every text/background pair below meets WCAG AA 4.5:1 (text #111 or #4a4a4a on white or
 * surface, white on inverseBackground or accent, link on white 7.2:1); the focus colours
 * meet the 3:1 needed for non-text contrast on the background they are used on.
 */
export const theme = {
  colors: {
    text: ink,
    textMuted: '#4a4a4a',
    background: '#ffffff',
    /** A warm light grey: panels, image frames, list rows. */
    surface: '#f4f3f0',
    /** A second step of the warm grey, for hover on surface. */
    surfaceStrong: '#e7e5df',
    /** Borders of controls (3.5:1 on white, for non-text contrast). */
    border: '#8a8a8a',
    /** Hairlines between sections (decorative). */
    rule: '#d9d6cf',
    /**
     * The one deliberate accent: the group's black ink. Primary buttons, selected states,
     * badges, the rule under the wordmark, the signed-in initial. (Not link blue: blue is
     * for links only.)
     */
    ink,
    /** Hover of ink surfaces. */
    inkHover: '#3a3a3a',
    /** Links: underlined, in this blue (7.2:1 on white). The only use of blue but focus. */
    link: '#0b57a4',
    linkHover: '#084482',
    /**
     * @deprecated The link colour under its first name (pages colour links with it):
     * use `link` for links and `ink` for the accent.
     */
    accent: '#0b57a4',
    focus: '#0b57a4',
    /** Focus outline on dark backgrounds (header with the menu open, menu, footer). */
    focusOnDark: '#ffbf47',
    inverseText: '#ffffff',
    /** Secondary text on inverseBackground: 11.6:1 on #111. */
    inverseTextMuted: '#d0d0d0',
    inverseBackground: ink,
    /** Dims the page behind a modal; the modal itself carries the text. */
    backdrop: 'rgba(17, 17, 17, 0.6)',
    warningBackground: '#fff3c4',
    warningText: '#3d2f00',
    successBackground: '#e3f1e6',
    successText: '#14532d',
  },
  museums: MUSEUMS,
  /**
   * Each museum's colour pair as tokens: `background` is the museum's own colour and
   * `foreground` the text colour that meets 4.5:1 on it (Kiasma's yellow takes black).
   */
  museumColours: {
    kansallisgalleria: MUSEUMS.kansallisgalleria.colours,
    ateneum: MUSEUMS.ateneum.colours,
    kiasma: MUSEUMS.kiasma.colours,
    sinebrychoff: MUSEUMS.sinebrychoff.colours,
    vttk: MUSEUMS.vttk.colours,
  },
  /** The display face for titles and the wordmark; the text face for everything else. */
  fonts: {
    display: fontStacks.display,
    body: fontStacks.text,
  },
  /** Weights of the variable faces. */
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  /** Line heights by role: display titles, headings, running text. */
  lineHeights: { display: 1.1, heading: 1.25, body: 1.5 },
  /**
   * The named type scale, in rem so it follows the visitor's font-size setting:
   * caption 14, body 16, lead 20, heading 24 (h2), title 32 (h1 of a panel), display
   * 28–52 (the page's h1, fluid between the phone and the desktop).
   */
  fontSizes: {
    small: '0.875rem',
    body: '1rem',
    large: '1.25rem',
    heading: '1.5rem',
    title: '2rem',
    display: 'clamp(1.75rem, 1.25rem + 2.5vw, 3.25rem)',
  },
  /** The one spacing scale, in px: every margin, gap and padding is one of these. */
  space: { xs: 4, s: 8, m: 16, l: 24, xl: 40, xxl: 64 },
  /** WCAG 2.5.5 minimum touch target, in px. */
  touchTarget: 44,
  header: { height: HEADER_HEIGHT, heightTablet: HEADER_HEIGHT_TABLET },
  /** Stacking order: the menu overlay lies under the (dark) header, modals above both. */
  zIndex: { menu: 90, header: 100, popup: 110, modal: 200 },
  /**
   * The one container: at most the spec's content width (1500), centred, with a gutter of
   * 16 px (24 px from the tablet up), so the page's left edge is the same on every
   * template; reading pages keep their text to the limited width (1100) from that edge.
   */
  layout: {
    contentMaxWidth: CONTENT_MAX_WIDTH,
    limitedWidth: LIMITED_CONTENT_WIDTH,
    gutter: 16,
    gutterTablet: 24,
  },
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
