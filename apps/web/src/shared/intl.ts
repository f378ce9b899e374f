import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { DEFAULT_LANGUAGE, isLanguage, retryLazy, type Language } from '@kokoelma/domain';
import { loadMessages, localeFor } from '@kokoelma/i18n';

const intlCache = createIntlCache();
const intls = new Map<Language, IntlShape>();
const loading = new Map<Language, Promise<IntlShape>>();

/**
 * The language of a page: its /{lang}/ segment, or ?lang= on pages outside /{lang}/ (the
 * sign-in pages); the default language for anything else.
 */
export function pageLanguage(segment: string | undefined, query: string | null): Language {
  const wanted = segment ?? query;
  return isLanguage(wanted) ? wanted : DEFAULT_LANGUAGE;
}

/**
 * Loads a language's messages, once per process on the server and once per visit in the
 * browser, where each language's catalogue is a chunk of its own: a page downloads only
 * its own language's. Route loaders call this before their pages render, and the browser
 * entry before it hydrates. A failed download is retried like a page's code (retryLazy).
 *
 * One intl object per language: its message formatters (each message parsed once) are
 * reused by every render. A provider per render would parse every message of the page
 * again, which is most of a server render's formatting time.
 */
export function loadIntl(lang: Language): Promise<IntlShape> {
  let pending = loading.get(lang);
  if (!pending) {
    pending = retryLazy(() => loadMessages(lang)).then((messages) => {
      const intl = createIntl(
        { locale: localeFor(lang), messages, defaultLocale: 'fi-FI' },
        intlCache,
      );
      intls.set(lang, intl);
      return intl;
    });
    // A download that failed for good is tried afresh by the next page that needs it.
    pending.catch(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

/** The intl object of a language already loaded (loadIntl). */
export function intlFor(lang: Language): IntlShape {
  const intl = intls.get(lang);
  if (!intl) throw new Error(`The ${lang} messages are not loaded yet (loadIntl)`);
  return intl;
}
