import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A content page opens at the heading its link names (#anchor) or at the top (spec §2):
 * after client-side navigation the browser would otherwise keep the previous page's
 * scroll position. Runs when the path or the hash changes, after the page rendered.
 */
export function useScrollToAnchor(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView({ block: 'start' });
    else window.scrollTo({ top: 0, left: 0 });
  }, [pathname, hash]);
}
