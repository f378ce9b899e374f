import { fallbackOrder } from './languages.js';
import type { Language } from './languages.js';

/**
 * Text in the three site languages as the museum's data carries it; a missing language
 * is an empty string, null or absent, and all three mean the same: no text.
 */
export interface LocalizedText {
  readonly fi?: string | null;
  readonly sv?: string | null;
  readonly en?: string | null;
}

/** Text found for a language; `lang` is where it came from so a page can set `lang` on it. */
export interface LocalizedValue {
  readonly kind: 'text';
  readonly text: string;
  readonly lang: Language;
  /** True when the text is in another language than the one asked for. */
  readonly isFallback: boolean;
}

/** No text in any language. */
export interface MissingText {
  readonly kind: 'missing';
}

/** Either text (with its language) or the {@link MISSING_TEXT} marker. */
export type LocalizedResult = LocalizedValue | MissingText;

/** The one marker for "no text in any language"; compare with `===` or use {@link isMissing}. */
export const MISSING_TEXT: MissingText = Object.freeze({ kind: 'missing' });

/** True when a lookup found no text in any language. */
export function isMissing(result: LocalizedResult): result is MissingText {
  return result.kind === 'missing';
}

/** The trimmed text of one language, or undefined when empty: blank text shows nothing. */
export function textIn(text: LocalizedText | null | undefined, lang: Language): string | undefined {
  const value = text?.[lang]?.trim();
  return value ? value : undefined;
}

/**
 * Text in `lang`, else in the other languages in {@link LANGUAGE_FALLBACKS} order,
 * else {@link MISSING_TEXT}. Whitespace-only text counts as missing.
 */
export function localized(text: LocalizedText | null | undefined, lang: Language): LocalizedResult {
  return firstFound([text], lang);
}

/** Like {@link localized} but returns a plain string, or undefined when missing everywhere. */
export function localizedString(
  text: LocalizedText | null | undefined,
  lang: Language,
): string | undefined {
  const result = localized(text, lang);
  return result.kind === 'text' ? result.text : undefined;
}

/**
 * Tries each candidate text in each fallback language: the language loop is outside so
 * that any text in the wanted language beats every text in a fallback language.
 */
export function firstFound(
  candidates: readonly (LocalizedText | null | undefined)[],
  lang: Language,
): LocalizedResult {
  for (const tryLang of fallbackOrder(lang)) {
    for (const candidate of candidates) {
      const text = textIn(candidate, tryLang);
      if (text !== undefined) {
        return { kind: 'text', text, lang: tryLang, isFallback: tryLang !== lang };
      }
    }
  }
  return MISSING_TEXT;
}
