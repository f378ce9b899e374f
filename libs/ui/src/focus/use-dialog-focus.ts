import { type RefObject, useEffect } from 'react';
import { focusableElements } from './focusable';

/** Where focus goes when a dialog opens. */
export type InitialFocus = 'first-focusable' | 'container';

/**
 * While `open`, moves focus into the dialog, and when it closes (or unmounts) returns
 * focus to the element that had it before: usually the button that opened it, so keyboard
 * and screen-reader users continue where they were.
 */
export function useDialogFocus(
  open: boolean,
  containerRef: RefObject<HTMLElement | null>,
  initialFocus: InitialFocus,
): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!open || !container) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target =
      initialFocus === 'first-focusable'
        ? (focusableElements(container)[0] ?? container)
        : container;
    target.focus();
    return () => {
      // The opener may be gone (e.g. the page changed while the dialog was open).
      if (previous?.isConnected) previous.focus();
    };
  }, [open, containerRef, initialFocus]);
}
