import { describe, expect, it, vi } from 'vitest';
import { FONT_FAMILIES } from '@kokoelma/ui';
import { FONT_FACES, loadWebFonts } from './fonts';

/** A window with the CSS Font Loading API, whose `load` the test fires. */
function fakeWindow({ readyState = 'loading', loadedBefore = false } = {}) {
  const added: Array<{ family: string; source: string; descriptors: FontFaceDescriptors }> = [];
  const listeners: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const storage = new Map<string, string>(loadedBefore ? [['kokoelma-fonts', '1']] : []);
  const win = {
    document: {
      readyState,
      fonts: { add: (face: (typeof added)[number]) => added.push(face), ready: Promise.resolve() },
    },
    FontFace: function (family: string, source: string, descriptors: FontFaceDescriptors) {
      return { family, source, descriptors };
    },
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') listeners.push(listener);
    },
    setTimeout: (callback: () => void) => timers.push(callback),
  };
  return {
    win: win as unknown as Window & typeof globalThis,
    added,
    storage,
    fireLoad: () => listeners.forEach((listener) => listener()),
    fireTimeout: () => timers.forEach((callback) => callback()),
  };
}

describe('loadWebFonts', () => {
  it('waits for the page’s images (the window’s load) before fetching any letters', () => {
    const page = fakeWindow();
    loadWebFonts(page.win);
    expect(page.added).toHaveLength(0);
    page.fireLoad();
    expect(page.added.map((face) => face.family)).toEqual([
      FONT_FAMILIES.display,
      FONT_FAMILIES.display,
      FONT_FAMILIES.text,
      FONT_FAMILIES.text,
    ]);
    for (const face of page.added) {
      expect(face.source).toMatch(/^url\(".+\.woff2"\) format\("woff2"\)$/);
      expect(face.descriptors).toMatchObject({ display: 'swap', weight: '100 900' });
      expect(face.descriptors.unicodeRange).toMatch(/^U\+/);
    }
  });

  it('adds the faces once, whether the load or the latest moment comes first', () => {
    const page = fakeWindow();
    loadWebFonts(page.win);
    page.fireTimeout();
    page.fireLoad();
    expect(page.added).toHaveLength(4);
  });

  it('adds them at once when the page has loaded or the fonts loaded before in this tab', async () => {
    const loaded = fakeWindow({ readyState: 'complete' });
    loadWebFonts(loaded.win);
    expect(loaded.added).toHaveLength(4);
    await vi.waitFor(() => expect(loaded.storage.get('kokoelma-fonts')).toBe('1'));
    const again = fakeWindow({ loadedBefore: true });
    loadWebFonts(again.win);
    expect(again.added).toHaveLength(4);
  });

  it('leaves only the fallback faces (the device’s own fonts) in the server-rendered styles', () => {
    expect(FONT_FACES).not.toMatch(/woff2|url\(/);
    expect(FONT_FACES).toContain(FONT_FAMILIES.textFallback);
    expect(FONT_FACES).toContain(FONT_FAMILIES.displayFallback);
  });
});
