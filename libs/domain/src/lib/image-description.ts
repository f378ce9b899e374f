import type { Language } from './languages.js';
import { isMissing, localized, type LocalizedText, type LocalizedValue } from './localized.js';

/** An image that may carry a description of what it shows, per language. */
export interface Described {
  readonly description?: LocalizedText | null;
}

/**
 * The image's description in `lang`, else in another language (`isFallback`, with its
 * `lang`, so that the page can mark it for screen readers); undefined when it has none.
 * This is the image's alt text wherever it appears (WCAG 1.1.1: what the picture shows).
 */
export function imageDescription(
  image: Described | null | undefined,
  lang: Language,
): LocalizedValue | undefined {
  const found = localized(image?.description, lang);
  return isMissing(found) ? undefined : found;
}

/** What is known of a work, for an image that has no description. */
export interface KnownAbout {
  readonly title: string;
  /** Its makers as one line, or undefined when no one is known. */
  readonly makers?: string | undefined;
  readonly year?: string | undefined;
}

/**
 * What is known of a work as one line, "Toipilas, Helene Schjerfbeck, 1888", the parts it
 * lacks left out: the alt text of an image without a description says this, not the bare
 * title that the page already shows beside it.
 */
export function knownAbout({ title, makers, year }: KnownAbout): string {
  return [title, makers, year]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .join(', ');
}
