/** Viewport widths in px where layouts change (spec §9); each applies from its width up. */
export const BREAKPOINTS = {
  mobileS: 320,
  mobileM: 375,
  mobileL: 465,
  tablet: 768,
  desktop: 1024,
  desktopMenu: 1270,
  wide: 1500,
  fourK: 2560,
} as const;

/** Name of one of {@link BREAKPOINTS}. */
export type Breakpoint = keyof typeof BREAKPOINTS;

/** A CSS media query for "at least this breakpoint", for styles written in TS. */
export function mediaFrom(breakpoint: Breakpoint): string {
  return `@media (min-width: ${BREAKPOINTS[breakpoint]}px)`;
}

/** Maximum width of page content in px (spec §9). */
export const CONTENT_MAX_WIDTH = 1500;

/** Width of narrow content columns such as text pages, in px (spec §9). */
export const LIMITED_CONTENT_WIDTH = 1100;

/** Header height below the tablet breakpoint, in px (spec §9). */
export const HEADER_HEIGHT = 60;

/** Header height from the tablet breakpoint up, in px (spec §9). */
export const HEADER_HEIGHT_TABLET = 80;

/** Scroll distance in px below which the header never hides (spec §2, §9). */
export const HEADER_HIDE_THRESHOLD = 250;

/** The header height for a viewport width: 60 px, or 80 px from the tablet breakpoint. */
export function headerHeight(viewportWidth: number): number {
  return viewportWidth >= BREAKPOINTS.tablet ? HEADER_HEIGHT_TABLET : HEADER_HEIGHT;
}

/** True when the full desktop menu layout applies (from 1270 px, spec §2). */
export function isDesktopMenu(viewportWidth: number): boolean {
  return viewportWidth >= BREAKPOINTS.desktopMenu;
}

/**
 * Whether the sticky header is hidden after a scroll from `previousY` to `currentY`
 * (spec §2): it hides when scrolling down past 250 px and shows when scrolling up or
 * within 250 px of the top. Without movement it keeps its state.
 */
export function isHeaderHidden(previousY: number, currentY: number, wasHidden: boolean): boolean {
  if (currentY <= HEADER_HIDE_THRESHOLD) return false;
  if (currentY > previousY) return true;
  if (currentY < previousY) return false;
  return wasHidden;
}
