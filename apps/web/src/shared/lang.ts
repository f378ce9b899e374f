import { css } from '@emotion/react';
import { useParams, useSearchParams } from 'react-router';
import type { Language } from '@kokoelma/domain';
import { theme } from '@kokoelma/ui';
import { pageLanguage } from './intl';
import { FONT_FACES } from './fonts';

const { colors } = theme;

/**
 * The site's base styles: also the error page's, which has no frame. The identity's two
 * faces (their @font-face rules), the text face for everything, the display face for the
 * page's h1, and the one link style: underlined, in the link colour.
 */
export const globalStyles = css`
  ${FONT_FACES}
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    color: ${colors.text};
    background: ${colors.background};
    line-height: ${theme.lineHeights.body};
    font-optical-sizing: auto;
    -webkit-font-smoothing: antialiased;
  }
  h1 {
    font-family: ${theme.fonts.display};
    font-weight: ${theme.fontWeights.semibold};
    line-height: ${theme.lineHeights.display};
  }
  a {
    color: ${colors.link};
    text-decoration-thickness: 1px;
    text-underline-offset: 0.15em;
  }
  a:hover {
    text-decoration-thickness: 2px;
  }
  :focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

/** The language of the current page; the route's loader has already rejected others. */
export function useLang(): Language {
  const { lang } = useParams();
  // Pages outside /{lang}/ (the /login page) carry their language as ?lang=.
  const [search] = useSearchParams();
  return pageLanguage(lang, search.get('lang'));
}
