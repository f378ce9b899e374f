import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@kokoelma/domain';

const MAX_RETURN_TO_LENGTH = 2000;
// Browsers drop tabs and newlines inside URLs ("/\t/evil.example" becomes
// "//evil.example"), so no control character is accepted anywhere.
const CONTROL = /\p{Cc}/u;
const BASE = 'http://kokoelma.invalid';

/** The page language of a query value: fi, sv or en, Finnish when missing or unknown. */
export function languageOf(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * Where to send the browser after sign-in: `returnTo` when it is a path on this site,
 * else the front page in `lang`. Refused: absolute URLs, protocol-relative `//host`,
 * `/\host` (which browsers read as `//host`), control characters, over-long values.
 */
export function safeReturnTo(returnTo: unknown, lang: Language): string {
  const fallback = `/${lang}/`;
  if (typeof returnTo !== 'string' || returnTo.length > MAX_RETURN_TO_LENGTH) return fallback;
  if (!isSameSitePath(returnTo)) return fallback;
  // Whatever the browser would make of it must still be on this origin, and the
  // resolved path is checked again: "/.//evil.example" resolves to "//evil.example".
  try {
    const url = new URL(returnTo, BASE);
    const path = `${url.pathname}${url.search}${url.hash}`;
    return url.origin === BASE && isSameSitePath(path) ? path : fallback;
  } catch {
    return fallback;
  }
}

function isSameSitePath(value: string): boolean {
  return value.startsWith('/') && !/^\/[/\\]/u.test(value) && !CONTROL.test(value);
}
