import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHeaderVisibility } from './use-header-visibility';

/** Scrolls the (layout-less) jsdom window to `y` and fires the scroll event. */
function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useHeaderVisibility', () => {
  let frames: FrameRequestCallback[] = [];
  const flushFrames = () =>
    act(() => {
      const pending = frames;
      frames = [];
      pending.forEach((callback) => callback(0));
    });

  beforeEach(() => {
    frames = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('starts shown', () => {
    const { result } = renderHook(() => useHeaderVisibility());
    expect(result.current).toBe(false);
  });

  it('hides when scrolling down past 250 px and shows when scrolling up', () => {
    const { result } = renderHook(() => useHeaderVisibility());
    scrollTo(200);
    flushFrames();
    expect(result.current).toBe(false);
    scrollTo(400);
    flushFrames();
    expect(result.current).toBe(true);
    scrollTo(350);
    flushFrames();
    expect(result.current).toBe(false);
  });

  it('shows within 250 px of the top even when scrolling down', () => {
    const { result } = renderHook(() => useHeaderVisibility());
    scrollTo(600);
    flushFrames();
    expect(result.current).toBe(true);
    scrollTo(100);
    flushFrames();
    expect(result.current).toBe(false);
    scrollTo(240);
    flushFrames();
    expect(result.current).toBe(false);
  });

  it('reads the position once per animation frame', () => {
    const { result } = renderHook(() => useHeaderVisibility());
    scrollTo(300);
    scrollTo(500);
    scrollTo(700);
    expect(frames).toHaveLength(1);
    flushFrames();
    expect(result.current).toBe(true);
  });

  it('listens passively and stops listening on unmount', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useHeaderVisibility());
    expect(add).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
  });
});
