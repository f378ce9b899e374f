import type { Language } from '@kokoelma/domain';
import en from './messages/en.json' with { type: 'json' };
import fi from './messages/fi.json' with { type: 'json' };
import sv from './messages/sv.json' with { type: 'json' };
import { polyglotMessages, type PolyglotId } from './polyglot';

/** Every message id of the site. Finnish is the source language, so its files define the ids. */
export type MessageId = keyof typeof fi | PolyglotId;

/** A complete message table of one language: every id present (the catalogue test proves it). */
export type Messages = Record<MessageId, string>;

const catalogues: Record<Language, Messages> = {
  fi: { ...polyglotMessages('fi'), ...fi },
  sv: { ...polyglotMessages('sv'), ...sv },
  en: { ...polyglotMessages('en'), ...en },
};

/**
 * The ICU message table for a language, in the shape react-intl's IntlProvider takes. It
 * holds every language at once: for the server, tests and tools. A browser loads only its
 * page's language (loadMessages).
 */
export function messagesFor(lang: Language): Messages {
  return catalogues[lang];
}

export { LOCALES, localeFor } from './locales';
