import { css } from '@emotion/react';
import { useParams, useSearchParams } from 'react-router';
import type { Language } from '@kokoelma/domain';
import { pageLanguage } from './intl';

/** The site's base styles: also the error page's, which has no frame. */
export const globalStyles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  body {
    margin: 0;
    font-family:
      system-ui,
      -apple-system,
      'Segoe UI',
      Roboto,
      'Helvetica Neue',
      Arial,
      sans-serif;
    color: #111111;
    background: #ffffff;
    line-height: 1.5;
  }
  :focus-visible {
    outline: 3px solid #0b57a4;
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
