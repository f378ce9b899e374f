import createCache, { type EmotionCache } from '@emotion/cache';

/** The class-name prefix of every emotion style; the server and browser must agree. */
export const EMOTION_KEY = 'k';

/**
 * One cache per server request (styles of one page never leak into another) and one
 * in the browser. The nonce lets the styles pass the page's Content Security Policy.
 */
export function createEmotionCache(nonce?: string, container?: HTMLElement): EmotionCache {
  return createCache({
    key: EMOTION_KEY,
    ...(nonce ? { nonce } : {}),
    ...(container ? { container } : {}),
  });
}

/**
 * The browser's cache, taking over the styles the server wrote into <head> where they are.
 *
 * Emotion's own takeover moves each server style element to the end of <head>: the
 * browser then drops the page's stylesheet, parses its CSS again and restyles every
 * element, work a slow phone feels after the page has loaded. Here the elements stay:
 * their rules count as inserted (as emotion's takeover marks them), and rules added
 * later go into a new element right after them, where emotion would have put it.
 */
export function createBrowserEmotionCache(nonce?: string, doc: Document = document): EmotionCache {
  const prefix = `${EMOTION_KEY} `;
  const served = [...doc.querySelectorAll<HTMLStyleElement>(`style[data-emotion^="${prefix}"]`)];
  const names = served.map((node) => node.getAttribute('data-emotion') ?? prefix);
  // Out of emotion's sight while it sets up, so that it leaves them in place.
  for (const node of served) node.removeAttribute('data-emotion');
  const cache = createEmotionCache(nonce, doc.head);
  served.forEach((node, i) => node.setAttribute('data-emotion', names[i] ?? prefix));
  for (const name of names.flatMap((attribute) => attribute.split(' ').slice(1))) {
    cache.inserted[name] = true;
  }
  cache.sheet.tags.push(...served);
  return cache;
}
