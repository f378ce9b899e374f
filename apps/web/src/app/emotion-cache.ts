import createCache, { type EmotionCache } from '@emotion/cache';

/** The class-name prefix of every emotion style; the server and browser must agree. */
export const EMOTION_KEY = 'k';

/**
 * One cache per server request (styles of one page never leak into another) and one
 * in the browser. The nonce lets the styles pass the page's Content Security Policy.
 */
export function createEmotionCache(nonce?: string): EmotionCache {
  return createCache({ key: EMOTION_KEY, ...(nonce ? { nonce } : {}) });
}
