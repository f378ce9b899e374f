import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ClientInfoContext, type ClientInfo } from '../../shared/client-info';
import { settledLayout, useLayoutChoice } from './use-layout-choice';

const STORED = 'kokoelma.layout.results';

function clearCookies() {
  for (const name of ['kokoelma_layout_results', 'kokoelma_layout_gallery']) {
    document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  clearCookies();
});

/** The hook on a page the server rendered with these cookies. */
function renderChoice(layouts: ClientInfo['layouts']) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ClientInfoContext value={{ unsupportedBrowser: false, layouts }}>{children}</ClientInfoContext>
  );
  return renderHook(() => useLayoutChoice('results'), { wrapper });
}

describe('settledLayout', () => {
  it('the cookie wins over a different stored choice, which follows it', () => {
    expect(settledLayout('row', 'grid')).toEqual({
      layout: 'row',
      store: true,
      writeCookie: false,
    });
    expect(settledLayout('row', null)).toEqual({ layout: 'row', store: true, writeCookie: false });
    expect(settledLayout('row', 'row')).toEqual({
      layout: 'row',
      store: false,
      writeCookie: false,
    });
  });

  it('without a cookie the stored choice applies and the cookie follows it', () => {
    expect(settledLayout(undefined, 'scattered')).toEqual({
      layout: 'scattered',
      store: false,
      writeCookie: true,
    });
    expect(settledLayout(undefined, 'bogus')).toBeNull();
    expect(settledLayout(undefined, null)).toBeNull();
  });
});

describe('useLayoutChoice', () => {
  it('keeps a choice posted without script (cookie only) over the stored one', () => {
    // The visitor chose "row" before the script ran: POST /layout set the cookie alone.
    window.localStorage.setItem(STORED, 'grid');
    document.cookie = 'kokoelma_layout_results=row; Path=/';
    const { result } = renderChoice({ results: 'row' });
    expect(result.current[0]).toBe('row');
    expect(window.localStorage.getItem(STORED)).toBe('row');
    expect(document.cookie).toContain('kokoelma_layout_results=row');
  });

  it('applies a choice stored before the cookie existed, and writes the cookie', () => {
    window.localStorage.setItem(STORED, 'scattered');
    const { result } = renderChoice({});
    expect(result.current[0]).toBe('scattered');
    expect(document.cookie).toContain('kokoelma_layout_results=scattered');
  });

  it('reads the cookie as it is now, not as it was at the page load', () => {
    // Chosen on an earlier page without a page load since: the page load's cookie is old.
    window.localStorage.setItem(STORED, 'scattered');
    document.cookie = 'kokoelma_layout_results=scattered; Path=/';
    const { result } = renderChoice({ results: 'grid' });
    expect(result.current[0]).toBe('scattered');
    expect(window.localStorage.getItem(STORED)).toBe('scattered');
  });

  it('a choice writes both the storage and the cookie', () => {
    const { result } = renderChoice({});
    expect(result.current[0]).toBe('grid');
    act(() => result.current[1]('row'));
    expect(result.current[0]).toBe('row');
    expect(window.localStorage.getItem(STORED)).toBe('row');
    expect(document.cookie).toContain('kokoelma_layout_results=row');
  });
});
