import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Paths the browser must load itself: the server's own pages and files. */
const SERVER_PATHS = /^\/(api|images|login|logout|apikey|auth|sitemap[^/]*\.xml)(\/|\?|$)/;

/**
 * Plain links of the shell (the ui library renders <a>) navigate inside the app when
 * they lead to one of its pages, so a click costs a data request instead of a page
 * load. Language links (hreflang) reload on purpose (spec §2); new tabs, downloads,
 * modified clicks and other sites are left to the browser.
 */
export function useLinkInterception(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a');
      if (!link || link.target || link.hasAttribute('download') || link.hreflang) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (!/^\/(fi|sv|en)(\/|$)/.test(url.pathname) || SERVER_PATHS.test(url.pathname)) return;
      if (
        url.pathname === window.location.pathname &&
        url.search === window.location.search &&
        url.hash
      )
        return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
