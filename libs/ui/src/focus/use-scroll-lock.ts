import { useEffect } from 'react';

/**
 * Stops the page behind a full-screen overlay from scrolling while `active`. Nested locks
 * restore in reverse order, each putting back the value it found.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [active]);
}
