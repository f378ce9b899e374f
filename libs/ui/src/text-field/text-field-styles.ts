import { theme } from '../theme/theme';

const { colors, space } = theme;

/**
 * Styles of a form field's <label> wrapping its text and <input>: the label above, the
 * input at touch-target height. For forms whose fields are plain elements (they must
 * post without script), so a component would add nothing.
 */
export function textFieldStyles(): string {
  return `
    display: grid;
    gap: ${space.xs}px;
    font-weight: 600;
    & input {
      box-sizing: border-box;
      min-height: ${theme.touchTarget}px;
      padding: 0 ${space.s}px;
      border: 1px solid ${colors.border};
      border-radius: 4px;
      font: inherit;
      font-weight: 400;
    }
  `;
}
