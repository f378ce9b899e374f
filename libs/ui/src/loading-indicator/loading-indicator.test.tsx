import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingIndicator } from './loading-indicator';

describe('LoadingIndicator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows nothing for the first 200 ms, then announces loading', () => {
    render(<LoadingIndicator label="Ladataan" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    act(() => vi.advanceTimersByTime(199));
    expect(status.textContent).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(status.textContent).toBe('Ladataan');
  });

  it('shows at once without a delay', () => {
    render(<LoadingIndicator label="Laddar" delayMs={0} />);
    expect(screen.getByRole('status').textContent).toBe('Laddar');
  });

  it('never shows when loading ends before the delay', () => {
    const { unmount } = render(<LoadingIndicator label="Loading" />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
