import { BREAKPOINTS, CONTENT_MAX_WIDTH, LIMITED_CONTENT_WIDTH, MUSEUMS } from '@kokoelma/domain';

/**
 * The visual language shared by every component: the museum group's neutral palette,
 * each museum's own colours (from @kokoelma/domain, so the data and the look agree),
 * and media queries built from the spec's breakpoints.
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
    inverseText: '#ffffff',
    inverseBackground: '#111111',
    warningBackground: '#fff3c4',
    warningText: '#3d2f00',
  },
  museums: MUSEUMS,
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  layout: { contentMaxWidth: CONTENT_MAX_WIDTH, limitedWidth: LIMITED_CONTENT_WIDTH },
  breakpoints: BREAKPOINTS,
  /** `min-width` media queries, mobile first: `${theme.mq.tablet} { … }`. */
  mq: Object.fromEntries(
    Object.entries(BREAKPOINTS).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
  ) as Record<keyof typeof BREAKPOINTS, string>,
} as const;

/** The theme's type, for emotion's `Theme` and for component props. */
export type KokoelmaTheme = typeof theme;
