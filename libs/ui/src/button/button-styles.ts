import { focusRing } from '../theme/focus-ring';
import { theme } from '../theme/theme';

/**
 * How much a button stands out. Exactly three looks for actions — `primary` (filled ink:
 * the main action of a view), `secondary` (ink outline: the others), `text` (an
 * underlined word: minor actions beside text) — and `icon` for a square icon control.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'icon';

const { colors, touchTarget } = theme;

const variants: Record<ButtonVariant, { light: string; dark: string }> = {
  primary: {
    light: `
      background: ${colors.ink};
      color: ${colors.inverseText};
      border-color: ${colors.ink};
      &:hover:not(:disabled) { background: ${colors.inkHover}; border-color: ${colors.inkHover}; }
    `,
    dark: `
      background: ${colors.background};
      color: ${colors.text};
      border-color: ${colors.background};
      &:hover:not(:disabled) { background: ${colors.surface}; }
    `,
  },
  secondary: {
    light: `
      background: transparent;
      color: ${colors.text};
      border-color: currentColor;
      &:hover:not(:disabled) { background: ${colors.surface}; }
    `,
    dark: `
      background: transparent;
      color: ${colors.inverseText};
      border-color: currentColor;
      &:hover:not(:disabled) { background: rgba(255, 255, 255, 0.12); }
    `,
  },
  text: {
    light: `
      background: transparent;
      color: ${colors.text};
      border-color: transparent;
      padding-right: ${theme.space.s}px;
      padding-left: ${theme.space.s}px;
      text-decoration: underline;
      text-decoration-thickness: 1px;
      text-underline-offset: 0.2em;
      &:hover:not(:disabled) { text-decoration-thickness: 2px; }
    `,
    dark: `
      background: transparent;
      color: ${colors.inverseText};
      border-color: transparent;
      padding-right: ${theme.space.s}px;
      padding-left: ${theme.space.s}px;
      text-decoration: underline;
      text-underline-offset: 0.2em;
      &:hover:not(:disabled) { text-decoration-thickness: 2px; }
    `,
  },
  icon: {
    light: `
      background: transparent;
      color: inherit;
      border-color: transparent;
      padding: 0;
      width: ${touchTarget}px;
      &:hover:not(:disabled) { background: rgba(17, 17, 17, 0.08); }
    `,
    dark: `
      background: transparent;
      color: inherit;
      border-color: transparent;
      padding: 0;
      width: ${touchTarget}px;
      &:hover:not(:disabled) { background: rgba(255, 255, 255, 0.16); }
    `,
  },
};

/**
 * The look of a button, as a CSS string, so links that act as calls to action
 * (empty states, error pages) can look like buttons without pretending to be one.
 */
export function buttonStyles(variant: ButtonVariant, onDark = false): string {
  return `
    position: relative;
    box-sizing: border-box;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${theme.space.s}px;
    min-width: ${touchTarget}px;
    min-height: ${touchTarget}px;
    max-width: 100%;
    padding: ${theme.space.s}px ${theme.space.m}px;
    border: 2px solid;
    border-radius: 4px;
    font: inherit;
    font-family: ${theme.fonts.body};
    font-weight: ${theme.fontWeights.semibold};
    line-height: 1.25;
    text-align: center;
    text-decoration: none;
    overflow-wrap: anywhere;
    cursor: pointer;
    &:disabled { cursor: not-allowed; opacity: 0.6; }
    ${variants[variant][onDark ? 'dark' : 'light']}
    ${focusRing(onDark)}
  `;
}
