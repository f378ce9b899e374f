import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  CONTENT_MAX_WIDTH,
  HEADER_HEIGHT,
  HEADER_HEIGHT_TABLET,
  HEADER_HIDE_THRESHOLD,
  LIMITED_CONTENT_WIDTH,
  headerHeight,
  isDesktopMenu,
  isHeaderHidden,
  mediaFrom,
} from './layout.js';

describe('layout constants', () => {
  it('has the spec breakpoints and widths', () => {
    expect(BREAKPOINTS).toEqual({
      mobileS: 320,
      mobileM: 375,
      mobileL: 465,
      tablet: 768,
      desktop: 1024,
      desktopMenu: 1270,
      wide: 1500,
      fourK: 2560,
    });
    expect(CONTENT_MAX_WIDTH).toBe(1500);
    expect(LIMITED_CONTENT_WIDTH).toBe(1100);
    expect(mediaFrom('tablet')).toBe('@media (min-width: 768px)');
  });

  it('uses a 60 px header, 80 px from tablet up', () => {
    expect([HEADER_HEIGHT, HEADER_HEIGHT_TABLET]).toEqual([60, 80]);
    expect(headerHeight(767)).toBe(60);
    expect(headerHeight(768)).toBe(80);
  });

  it('switches to the desktop menu at 1270 px', () => {
    expect(isDesktopMenu(1269)).toBe(false);
    expect(isDesktopMenu(1270)).toBe(true);
  });
});

describe('isHeaderHidden', () => {
  it('hides only when scrolling down past 250 px', () => {
    expect(HEADER_HIDE_THRESHOLD).toBe(250);
    expect(isHeaderHidden(100, 250, false)).toBe(false);
    expect(isHeaderHidden(250, 251, false)).toBe(true);
  });

  it('shows again when scrolling up or back within 250 px of the top', () => {
    expect(isHeaderHidden(900, 800, true)).toBe(false);
    expect(isHeaderHidden(300, 200, true)).toBe(false);
    expect(isHeaderHidden(260, 260, true)).toBe(true);
    expect(isHeaderHidden(260, 260, false)).toBe(false);
  });
});
