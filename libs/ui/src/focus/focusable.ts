const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/**
 * Whether CSS lets `element` be drawn: a media query can hide one of two alternative
 * controls, or a collapsed panel. `checkVisibility` answers directly; browsers without it
 * (Chrome before 105) and jsdom get the walk up the `display` chain.
 */
function isRendered(element: HTMLElement, container: HTMLElement): boolean {
  if (typeof element.checkVisibility === 'function') return element.checkVisibility();
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (getComputedStyle(node).display === 'none') return false;
    if (node === container) break;
  }
  return true;
}

/**
 * The elements of `container` that Tab can reach, in DOM order, leaving out those inside
 * `hidden` or `inert` subtrees and those hidden by CSS.
 */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[hidden], [inert]') &&
      isRendered(element, container),
  );
}
