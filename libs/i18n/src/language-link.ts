import type { Language } from '@kokoelma/domain';
import { localeFor } from './locales';
import { polyglotText } from './polyglot';

/** Each language's name in itself: a language link names its target the same everywhere. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  fi: 'Suomi',
  sv: 'Svenska',
  en: 'English',
};

/**
 * The label and title of a link to a page in `lang`, both in `lang`, as the link leads
 * to a page in it ("Byt språk till svenska"). Finnish and Swedish write language names
 * in lower case inside a sentence.
 */
export function languageLink(lang: Language): { label: string; title: string } {
  const label = LANGUAGE_NAMES[lang];
  const language = lang === 'en' ? label : label.toLocaleLowerCase(localeFor(lang));
  return { label, title: polyglotText(lang, 'shell.changeLanguage', { language }) };
}
