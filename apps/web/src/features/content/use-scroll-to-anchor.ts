import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A content page opens at the heading its link names (#anchor) or at the top (spec §2).
 * The router's scroll restoration (app/routes.tsx) does the same for every page; this
 * repeats it once the content has rendered. Back and Forward (POP) are left to the
 * router, which returns to where the visitor was, as is the first load (the browser
 * scrolls to the hash itself).
 */
export function useScrollToAnchor(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP') return;
    const id = decodeURIComponent(hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView({ block: 'start' });
    else window.scrollTo({ top: 0, left: 0 });
  }, [pathname, hash, navigationType]);
}
