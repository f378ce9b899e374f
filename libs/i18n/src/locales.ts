import type { Language } from '@kokoelma/domain';

/** BCP 47 locale used for numbers and dates on pages of each language. */
export const LOCALES: Record<Language, string> = { fi: 'fi-FI', sv: 'sv-FI', en: 'en-GB' };

/** The locale for formatting numbers and dates on a page in `lang`. */
export function localeFor(lang: Language): string {
  return LOCALES[lang];
}
