import { theme } from '../theme/theme';

const { colors, space } = theme;

/**
 * The one input style of the site, as CSS for an <input>, <select> or <textarea>: a 2 px
 * ink border (the search box's), 4 px corners, at least the touch-target height, the
 * text face at body size; a visible focus ring and a muted look when disabled.
 */
export function inputStyles(): string {
  return `
    box-sizing: border-box;
    min-height: ${theme.touchTarget}px;
    padding: 0 ${space.s}px;
    border: 2px solid ${colors.text};
    border-radius: 4px;
    background: ${colors.background};
    color: ${colors.text};
    font: inherit;
    font-family: ${theme.fonts.body};
    font-weight: ${theme.fontWeights.regular};
    &::placeholder {
      color: ${colors.textMuted};
      opacity: 1;
    }
    &:focus-visible {
      outline: 3px solid ${colors.focus};
      outline-offset: 2px;
    }
    &:disabled {
      border-color: ${colors.border};
      background: ${colors.surface};
    }
  `;
}

/**
 * Styles of a form field's <label> wrapping its text and <input>: the label above, the
 * input in the one input style ({@link inputStyles}). For forms whose fields are plain
 * elements (they must post without script), so a component would add nothing.
 */
export function textFieldStyles(): string {
  return `
    display: grid;
    gap: ${space.xs}px;
    font-weight: ${theme.fontWeights.semibold};
    & input {
      ${inputStyles()}
    }
  `;
}
