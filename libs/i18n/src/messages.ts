import type { Language } from '@kokoelma/domain';
import en from './messages/en.json' with { type: 'json' };
import fi from './messages/fi.json' with { type: 'json' };
import sv from './messages/sv.json' with { type: 'json' };

/** Every message id of the site. Finnish is the source language, so its file defines the ids. */
export type MessageId = keyof typeof fi;

/** A complete message table of one language: every id present (the catalogue test proves it). */
export type Messages = Record<MessageId, string>;

const catalogues: Record<Language, Messages> = { fi, sv, en };

/** The ICU message table for a language, in the shape react-intl's IntlProvider takes. */
export function messagesFor(lang: Language): Messages {
  return catalogues[lang];
}

/** BCP 47 locale used for numbers and dates on pages of each language. */
export const LOCALES: Record<Language, string> = { fi: 'fi-FI', sv: 'sv-FI', en: 'en-GB' };

/** The locale for formatting numbers and dates on a page in `lang`. */
export function localeFor(lang: Language): string {
  return LOCALES[lang];
}
