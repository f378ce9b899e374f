import { useCallback, useEffect, useState } from 'react';
import { isLayoutChoice, type LayoutChoice } from '@kokoelma/domain';
import { layoutCookieName, useClientInfo, type LayoutPage } from '../../shared/client-info';

export type { LayoutPage } from '../../shared/client-info';

const key = (page: LayoutPage) => `kokoelma.layout.${page}`;

/** The cookie mirrors the stored choice for a year, on every page of the site. */
function writeCookie(page: LayoutPage, value: LayoutChoice) {
  document.cookie = `${layoutCookieName(page)}=${value}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * The layout choice of a result or gallery page, kept in local storage per page kind and
 * mirrored in a cookie, so the server renders the visitor's choice (no layout shift once
 * the page runs). A choice stored before the cookie existed applies once hydrated.
 */
export function useLayoutChoice(page: LayoutPage): [LayoutChoice, (value: LayoutChoice) => void] {
  const rendered = useClientInfo().layouts[page] ?? 'grid';
  const [layout, setLayout] = useState<LayoutChoice>(rendered);
  useEffect(() => {
    try {
      const stored = window.localStorage.getItem(key(page));
      if (isLayoutChoice(stored) && stored !== rendered) {
        setLayout(stored);
        writeCookie(page, stored);
      }
    } catch {
      // Storage can be unavailable (privacy settings); the rendered layout is fine.
    }
  }, [page, rendered]);
  const choose = useCallback(
    (value: LayoutChoice) => {
      setLayout(value);
      try {
        window.localStorage.setItem(key(page), value);
      } catch {
        // As above: the choice then lasts as long as its cookie.
      }
      writeCookie(page, value);
    },
    [page],
  );
  return [layout, choose];
}
