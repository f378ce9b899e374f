import { MISSING_TEXT, firstFound } from './localized.js';
import type { LocalizedResult, LocalizedText, MissingText } from './localized.js';
import type { Language } from './languages.js';

/** The part of an object that carries its title; `preferredTitle`, when present, wins. */
export interface Titled {
  readonly title?: LocalizedText | null;
  readonly preferredTitle?: LocalizedText | null;
}

/**
 * Marker for an object without a title in any language; screens show it as "unknown".
 * It is the same value as {@link MISSING_TEXT}, named for titles.
 */
export const MISSING_TITLE: MissingText = MISSING_TEXT;

/**
 * The title of an object in `lang` (spec §3). Order: preferredTitle then title in `lang`,
 * then preferredTitle then title in each fallback language (fi → sv, en; sv → fi, en;
 * en → fi, sv), then {@link MISSING_TITLE}. The result says which language it came from.
 */
export function objectTitle(object: Titled | null | undefined, lang: Language): LocalizedResult {
  return firstFound([object?.preferredTitle, object?.title], lang);
}
