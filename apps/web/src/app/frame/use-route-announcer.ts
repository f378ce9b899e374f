import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation, says the new page's title to screen readers and moves
 * focus to the main content, as a full page load would — unless focus is already inside
 * the main content: the control the visitor just used (a filter that changed the URL) or
 * the place the new page restored (back from an object page, its result link) keeps it.
 * The first render (server rendered) announces nothing. Returns the message for a polite
 * live region.
 */
export function useRouteAnnouncer(format: (title: string) => string): string {
  const location = useLocation();
  const [message, setMessage] = useState('');
  const first = useRef(true);
  const formatRef = useRef(format);
  formatRef.current = format;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Wait a frame: React 19 has updated <title> by then.
    const frame = requestAnimationFrame(() => {
      setMessage(formatRef.current(document.title));
      const main = document.getElementById('main');
      const active = document.activeElement;
      const placed = active !== null && active !== main && main?.contains(active) === true;
      // Without scrolling: the router's scroll restoration has put the page where it
      // belongs (the top, its #hash, or where the visitor was on Back).
      if (!location.hash && !placed) main?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [location.pathname, location.search, location.hash]);
  return message;
}
