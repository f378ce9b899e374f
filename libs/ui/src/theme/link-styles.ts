import { focusRing } from './focus-ring';
import { theme } from './theme';

/**
 * The one link style: underlined text in the link colour (ink with `onDark`), the
 * underline thickening on hover, and the focus ring. Links that stand for a whole card or
 * a call to action take the card's or `buttonStyles`' look instead.
 */
export function linkStyles(onDark = false): string {
  return `
    color: ${onDark ? theme.colors.inverseText : theme.colors.link};
    text-decoration: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.15em;
    &:hover {
      color: ${onDark ? theme.colors.inverseText : theme.colors.linkHover};
      text-decoration-thickness: 2px;
    }
    ${focusRing(onDark)}
  `;
}
