import { theme } from './theme';

/**
 * A visible keyboard focus outline. The app defines a global `:focus-visible` outline, but
 * it is dark blue: components on dark backgrounds need the light variant, and repeating
 * the rule here keeps components correct in Storybook and in other hosts.
 */
export function focusRing(onDark = false): string {
  const colour = onDark ? theme.colors.focusOnDark : theme.colors.focus;
  return `
    &:focus-visible {
      outline: 3px solid ${colour};
      outline-offset: 2px;
    }
  `;
}
