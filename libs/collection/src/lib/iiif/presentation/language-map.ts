import type { InternationalString } from '@iiif/presentation-3';
import { IntlMessageFormat } from 'intl-messageformat';
import { LANGUAGES, type Language } from '@kokoelma/domain';
import { localeFor, messagesFor, type MessageId } from '@kokoelma/i18n';

/** Text per site language; a language without text is absent or undefined. */
export type PerLanguage<T = string> = Partial<Record<Language, T | undefined>>;

/**
 * A IIIF language map (Presentation 3 §4.4) of text per language: each language with
 * text gets an array of its values, a language without text is left out. Undefined when
 * no language has any, so the caller can leave the property out.
 */
export function languageMap(
  values: PerLanguage<string | readonly string[]>,
): InternationalString | undefined {
  const map: InternationalString = {};
  for (const lang of LANGUAGES) {
    const value = values[lang];
    const list = (typeof value === 'string' ? [value] : [...(value ?? [])])
      .map((text) => text.trim())
      .filter((text) => text !== '');
    if (list.length > 0) map[lang] = list;
  }
  return Object.keys(map).length > 0 ? map : undefined;
}

/**
 * A value in no language (`"none"`): inventory numbers, dates, licence names, and names
 * a visitor typed (a gallery's name, whose language nobody knows).
 */
export function noneMap(
  ...values: ReadonlyArray<string | null | undefined>
): InternationalString | undefined {
  const list = values.map((value) => value?.trim() ?? '').filter((value) => value !== '');
  return list.length > 0 ? { none: list } : undefined;
}

/** One value computed per language. */
export function perLanguage<T>(value: (lang: Language) => T): Record<Language, T> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, value(lang)])) as Record<Language, T>;
}

/** A message of the site's catalogue in the three languages, formatted with `values`. */
export function messageMap(
  id: MessageId,
  values?: Record<string, string | number>,
): InternationalString {
  return languageMap(perLanguage((lang) => messageText(id, lang, values))) ?? {};
}

/** A message in one language, formatted with `values` (ICU, as the pages format it). */
export function messageText(
  id: MessageId,
  lang: Language,
  values?: Record<string, string | number>,
): string {
  const source = messagesFor(lang)[id];
  if (!values) return source;
  return String(new IntlMessageFormat(source, localeFor(lang)).format(values));
}
