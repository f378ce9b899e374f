import { css } from '@emotion/react';
import { describe, expect, it } from 'vitest';
import { createBrowserEmotionCache } from './emotion-cache';

/** A page's <head> as the server writes it: a global style, then the page's styles. */
function servedPage(): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.head.innerHTML =
    '<script type="application/json" id="app-modules">[]</script>' +
    '<style data-emotion="k-global g1" nonce="n">body{margin:0}</style>' +
    '<style data-emotion="k a1 b2" nonce="n">.k-a1{color:red}.k-b2{color:blue}</style>' +
    '<meta name="after">';
  return doc;
}

describe('createBrowserEmotionCache', () => {
  it('takes over the served styles without moving them', () => {
    const doc = servedPage();
    const served = doc.querySelector('style[data-emotion^="k "]');
    const sheetBefore = (served as HTMLStyleElement).sheet;
    const cache = createBrowserEmotionCache('n', doc);
    // Still between the global style and the meta, the same stylesheet (never re-added).
    expect(served?.previousElementSibling?.getAttribute('data-emotion')).toBe('k-global g1');
    expect(served?.nextElementSibling?.getAttribute('name')).toBe('after');
    expect((served as HTMLStyleElement).sheet).toBe(sheetBefore);
    expect(served?.getAttribute('data-emotion')).toBe('k a1 b2');
    // Its rules count as inserted: the browser does not add them again.
    expect(cache.inserted).toMatchObject({ a1: true, b2: true });
    expect(cache.sheet.tags).toEqual([served]);
  });

  it('adds new rules in an element of its own right after the served ones', () => {
    const doc = servedPage();
    const served = doc.querySelector('style[data-emotion^="k "]');
    const cache = createBrowserEmotionCache('n', doc);
    const serialized = css({ color: 'green' });
    cache.insert(`.k-${serialized.name}`, serialized, cache.sheet, true);
    const added = served?.nextElementSibling as HTMLStyleElement;
    expect(added.tagName).toBe('STYLE');
    expect(added.getAttribute('data-emotion')).toBe('k');
    expect(added.getAttribute('nonce')).toBe('n');
    expect(cache.inserted[serialized.name]).toBe(true);
    // The served element keeps only the server's rules.
    expect(served?.textContent).toBe('.k-a1{color:red}.k-b2{color:blue}');
  });

  it('works on a page without served styles', () => {
    const doc = document.implementation.createHTMLDocument('page');
    const cache = createBrowserEmotionCache(undefined, doc);
    expect(cache.sheet.tags).toEqual([]);
    expect(Object.keys(cache.inserted)).toEqual([]);
  });
});
