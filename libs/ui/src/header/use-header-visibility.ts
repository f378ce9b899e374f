import { isHeaderHidden } from '@kokoelma/domain';
import { useEffect, useState } from 'react';

/**
 * Whether the sticky header should be hidden, following the page's scroll (spec §2): it
 * hides when the visitor scrolls down past 250 px and shows again when they scroll up or
 * come within 250 px of the top. The rule itself is `isHeaderHidden` of the domain.
 *
 * The scroll listener is passive and reads `scrollY` at most once per animation frame, so
 * fast scrolling costs one state check per frame. On the server and in the first render
 * the header is shown, so hydration always matches.
 */
export function useHeaderVisibility(): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let previousY = window.scrollY;
    let wasHidden = false;
    let frame = 0;

    const update = () => {
      frame = 0;
      const currentY = window.scrollY;
      wasHidden = isHeaderHidden(previousY, currentY, wasHidden);
      previousY = currentY;
      setHidden(wasHidden);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };

    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, []);

  return hidden;
}
