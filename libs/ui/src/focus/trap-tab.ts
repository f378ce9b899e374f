import type { KeyboardEvent } from 'react';
import { focusableElements } from './focusable';

/**
 * Keeps Tab and Shift+Tab inside `container`, for a modal dialog's `onKeyDown`: from the
 * last focusable element Tab wraps to the first, and back. A keydown handler is enough
 * because focus can only leave by keyboard through these keys; `aria-modal` tells screen
 * readers not to wander outside.
 */
export function trapTab(event: KeyboardEvent<HTMLElement>, container: HTMLElement | null): void {
  if (event.key !== 'Tab' || !container) return;
  const focusable = focusableElements(container);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    // Nothing to move to: keep focus where it is rather than let it escape.
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  const outside = !(active instanceof HTMLElement) || !focusable.includes(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
