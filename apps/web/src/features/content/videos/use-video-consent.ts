import { useCallback, useSyncExternalStore } from 'react';

/** Where a visitor's "allow video players" choice is kept between visits. */
export const VIDEO_CONSENT_KEY = 'kokoelma.videoConsent';

const listeners = new Set<() => void>();

/** The consent tool's answer, when the site runs one (Cookiebot: marketing cookies). */
function toolConsent(): boolean {
  const tool = (window as { Cookiebot?: { consent?: { marketing?: boolean } } }).Cookiebot;
  return tool?.consent?.marketing === true;
}

function read(): boolean {
  try {
    return toolConsent() || window.localStorage.getItem(VIDEO_CONSENT_KEY) === 'yes';
  } catch {
    // Storage can be off (privacy settings): then the choice lasts until the next page.
    return false;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  window.addEventListener('CookiebotOnAccept', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
    window.removeEventListener('CookiebotOnAccept', listener);
  };
}

let allowedThisPage = false;

/**
 * Whether the visitor allows video players that may set cookies, and a way to allow
 * them. The server and the first browser render say no (no player before consent, and
 * hydration matches); the stored choice or the consent tool's answer applies right after.
 */
export function useVideoConsent(): [boolean, () => void] {
  const consented = useSyncExternalStore(
    subscribe,
    () => allowedThisPage || read(),
    () => false,
  );
  const allow = useCallback(() => {
    allowedThisPage = true;
    try {
      window.localStorage.setItem(VIDEO_CONSENT_KEY, 'yes');
    } catch {
      // Kept for this page only (see read).
    }
    for (const listener of listeners) listener();
  }, []);
  return [consented, allow];
}
