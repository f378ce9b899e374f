import type { Language, LocalizedText } from '@kokoelma/domain';
import type { TextParts } from './museum-text';
import { attribute, childrenNamed, textOf } from './xml-element';
import type { XmlElement } from './xml-element';

/** ISO 639-2 codes some LIDO sources use for the site's languages. */
const THREE_LETTER: Readonly<Record<string, Language>> = {
  fin: 'fi',
  swe: 'sv',
  eng: 'en',
};

/**
 * The site language of an `xml:lang` value: "sv", "sv-SE", "swe" → sv. Undefined for
 * other languages and for no language at all.
 */
export function siteLanguage(tag: string | null | undefined): Language | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (primary === 'fi' || primary === 'sv' || primary === 'en') return primary;
  return THREE_LETTER[primary];
}

/** True when the element is marked as an alternative (LIDO `pref="alternate"`). */
export function isAlternate(element: XmlElement): boolean {
  return /alternat/i.test(attribute(element, 'pref') ?? '');
}

/** What {@link localizedText} found. */
export interface LocalizedTexts {
  text: TextParts;
  /** Languages of non-blank text the site has no slot for ("de", "no language"). */
  otherLanguages: string[];
}

/**
 * One text per site language from sibling elements that each carry one language (the
 * effective `xml:lang`, inherited from the record's default). Per language, the first
 * preferred or unmarked value wins over `pref="alternate"` values; blank values are skipped.
 */
export function localizedText(elements: readonly XmlElement[]): LocalizedTexts {
  const text: TextParts = {};
  const otherLanguages: string[] = [];
  const ordered = [
    ...elements.filter((element) => !isAlternate(element)),
    ...elements.filter(isAlternate),
  ];
  for (const element of ordered) {
    const value = textOf(element);
    if (value === undefined) continue;
    const lang = siteLanguage(element.lang);
    if (lang === undefined) otherLanguages.push(element.lang ?? 'no language');
    else text[lang] ??= value;
  }
  return { text, otherLanguages };
}

/** The `term` children of a concept element (objectWorkType, classification, …) as text. */
export function conceptText(concept: XmlElement): LocalizedText {
  return localizedText(childrenNamed(concept, 'term')).text;
}

/** The first preferred (or unmarked) non-blank text among the elements, any language. */
export function preferredValue(elements: readonly XmlElement[]): string | undefined {
  const ordered = [
    ...elements.filter((element) => !isAlternate(element)),
    ...elements.filter(isAlternate),
  ];
  return ordered.map(textOf).find((text) => text !== undefined);
}
