import { useCallback, useEffect, useState } from 'react';
import { isLayoutChoice, type LayoutChoice } from '@kokoelma/domain';
import { LAYOUT_COOKIE_MAX_AGE } from '@kokoelma/contract/site';
import {
  layoutCookieName,
  layoutsFromCookies,
  useClientInfo,
  type LayoutPage,
} from '../../shared/client-info';

export type { LayoutPage } from '../../shared/client-info';

const key = (page: LayoutPage) => `kokoelma.layout.${page}`;

/** The cookie mirrors the stored choice for a year, on every page of the site. */
function writeCookie(page: LayoutPage, value: LayoutChoice) {
  document.cookie = `${layoutCookieName(page)}=${value}; Path=/; Max-Age=${LAYOUT_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/**
 * The choice the page should show once it runs, and what to write where: the cookie when
 * there is one, else the one stored before the cookie existed (or after it expired).
 *
 * The cookie is never older than the stored choice: the page's script writes both at
 * once, and a choice made before the script ran (or without script) is a form post that
 * sets the cookie alone (POST /layout) — the stored choice must not undo it. Without a
 * cookie (never set, expired, or cookies refused) the stored choice applies.
 */
export function settledLayout(
  cookie: LayoutChoice | undefined,
  stored: string | null,
): { layout: LayoutChoice; store: boolean; writeCookie: boolean } | null {
  if (cookie) return { layout: cookie, store: stored !== cookie, writeCookie: false };
  if (isLayoutChoice(stored)) return { layout: stored, store: false, writeCookie: true };
  return null;
}

/**
 * The layout choice of a result or gallery page, kept in local storage per page kind and
 * mirrored in a cookie, so the server renders the visitor's choice (no layout shift once
 * the page runs). Once running, the cookie as it is now wins (a choice posted before the
 * script ran is in it alone; {@link settledLayout}); a choice stored before the cookie
 * existed applies once hydrated.
 */
export function useLayoutChoice(page: LayoutPage): [LayoutChoice, (value: LayoutChoice) => void] {
  const rendered = useClientInfo().layouts[page] ?? 'grid';
  const [layout, setLayout] = useState<LayoutChoice>(rendered);
  useEffect(() => {
    // Read afresh: the client info is the cookie of the page load, and a choice made on a
    // page opened since then (without a page load) is in the cookie now.
    const cookie = layoutsFromCookies(document.cookie)[page];
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(key(page));
    } catch {
      // Storage can be unavailable (privacy settings): the cookie alone tells.
    }
    const settled = settledLayout(cookie, stored);
    if (!settled) return;
    if (settled.layout !== rendered) setLayout(settled.layout);
    if (settled.writeCookie) writeCookie(page, settled.layout);
    if (settled.store) {
      try {
        window.localStorage.setItem(key(page), settled.layout);
      } catch {
        // As above.
      }
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
