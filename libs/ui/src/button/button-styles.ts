import { focusRing } from '../theme/focus-ring';
import { theme } from '../theme/theme';

/** How much a button stands out: the main action, a secondary one, or an icon-only control. */
export type ButtonVariant = 'primary' | 'secondary' | 'icon';

const { colors, touchTarget } = theme;

const variants: Record<ButtonVariant, { light: string; dark: string }> = {
  primary: {
    light: `
      background: ${colors.accent};
      color: ${colors.inverseText};
      border-color: ${colors.accent};
      &:hover:not(:disabled) { background: #084482; border-color: #084482; }
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
    font-weight: 600;
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
