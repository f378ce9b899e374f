import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as finnish } from '@orama/stemmers/finnish';
import { stemmer as swedish } from '@orama/stemmers/swedish';

/** Each language's Snowball stemmer. */
const STEMMERS: Record<string, (word: string) => string> = {
  fi: finnish,
  sv: swedish,
  en: english,
};

function stemmerFor(locale: string) {
  const stem = STEMMERS[locale.slice(0, 2).toLowerCase()] ?? english;
  return { stem };
}

/** The shortest stem that may match others by prefix ("kuv" and "kuva"). */
const MIN_STEM = 3;

/**
 * True when every search term is in the text, as written or as a form of the same word:
 * the language's Snowball stemmer reduces both ("kuvien", "kuvat" → "kuv…"), and a
 * word matches when its stem begins with the term's, or falls one letter short of it. Finnish inflects heavily, so a search for
 * "kuva" must find a page that speaks of "kuvien käyttöoikeudet".
 */
export function matchesAllTerms(text: string, terms: readonly string[], locale: string): boolean {
  if (terms.length === 0) return true;
  const stemmer = stemmerFor(locale);
  const words = new Set(
    text
      .toLocaleLowerCase(locale)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map((word) => stemmer.stem(word)),
  );
  const lower = text.toLocaleLowerCase(locale);
  return terms.every((term) => {
    if (lower.includes(term)) return true;
    const stem = stemmer.stem(term);
    if (stem.length < MIN_STEM) return false;
    for (const word of words) {
      // "kuva" finds "kuvien" (stem "kuv"), but "kuvasto" must not find every "kuv…".
      const nearlySame = word.length >= MIN_STEM && stem.length - word.length <= 1;
      if (word.startsWith(stem) || (nearlySame && stem.startsWith(word))) return true;
    }
    return false;
  });
}
