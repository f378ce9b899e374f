import {
  LANGUAGES,
  objectTitle,
  textIn,
  type Language,
  type LocalizedText,
} from '@kokoelma/domain';
import type { CollectionRecord } from './record';

// What a record says of itself as text and order: its people's parts, its words without
// diacritics, its quality and its titles' sort keys. The store's rows
// (store/object-rows.ts) and the derived tables of search and similar works are built
// from these.

/**
 * Roles and attributions that do not make a person the work's maker: the work is after
 * them, from their circle or school, attributed to them, or they published or printed it.
 * In the source's words in any of the three languages; everything else (artist,
 * photographer, designer, architect, manufacturer, …) makes a creator.
 */
const SECONDARY_ROLE =
  /\b(after|efter|jälkeen|mukaan|publisher|published|kustantaja|julkaisija|förläggare|utgivare|printer|printed|painaja|kirjapaino|tryckare|attributed|attribution|possibly|probably|school|circle|copy|follower|followers|manner|workshop|formerly|style|imitator|koulu|piiri|kopio|tyyli|tillskriven|skola|krets|kopia|stil|mahdollisesti|todennäköisesti|möjligen|troligen)\b/iu;

/** Whether a person's part in the work is secondary (see {@link SECONDARY_ROLE}). */
export function isSecondaryPart(person: CollectionRecord['people'][number]): boolean {
  const texts = [
    person.role?.fi,
    person.role?.sv,
    person.role?.en,
    person.attribution?.fi,
    person.attribution?.sv,
    person.attribution?.en,
  ];
  return texts.some((t) => t && SECONDARY_ROLE.test(t));
}

/** A text without diacritics (Dürer → Durer, Andō → Ando); ß, æ, ø and ł spelled out. */
export function foldDiacritics(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'AE')
    .replace(/[øØ]/g, (c) => (c === 'ø' ? 'o' : 'O'))
    .replace(/[łŁ]/g, (c) => (c === 'ł' ? 'l' : 'L'));
}

// Printable ASCII (space to tilde): a text of these has nothing to fold. Any other
// character, a tab included, takes the general path.
const ASCII = /^[ -~]*$/;

/**
 * A text followed by its words without diacritics, where any had some, so that a visitor
 * who types "Durer" or "Ando" finds "Dürer" and "Andō" (the words as written stay, and
 * match as written).
 */
export function withFoldedWords(text: string): string {
  // Plain ASCII has no diacritics to fold: most texts of most collections, at import
  // this is called several times per record and language.
  if (ASCII.test(text)) return text;
  const folded = (text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [])
    .map((w) => foldDiacritics(w))
    .filter((w, i, all) => all.indexOf(w) === i);
  const changed = folded.filter((w) => !text.includes(w));
  return changed.length > 0 ? `${text} ${changed.join(' ')}` : text;
}

export const inLang = (text: LocalizedText | null | undefined, lang: Language) =>
  (text && textIn(text, lang)) ?? '';

export function titleText(record: CollectionRecord, lang: Language): string {
  const title = objectTitle(record, lang);
  return title.kind === 'text' ? title.text : '';
}

/** The highest quality score ({@link qualityScore} stays below it). */
export const QUALITY_MAX = 15;

/**
 * A static score that orders equally relevant matches (and browsing without words): an
 * object with an image first, then one on display, then one with a description, then one
 * with a title in the languages and its makers named.
 */
export function qualityScore(record: CollectionRecord): number {
  let score = 0;
  if (record.images.length > 0) score += 8;
  if (record.onDisplay) score += 4;
  if (LANGUAGES.some((l) => inLang(record.description, l).trim())) score += 2;
  if (record.people.length > 0 && LANGUAGES.some((l) => inLang(record.title, l))) score += 1;
  return score;
}

// Letters after z in Finnish order, mapped to the ASCII characters after z so that a
// plain byte comparison agrees with Finnish alphabetical order.
const AFTER_Z: Record<string, string> = { å: '{', ä: '|', ö: '}', æ: '|', ø: '}' };

/**
 * The sort key of a plain ASCII text, in both collations: what the rules below give it
 * (lower case; letters, digits and single spaces kept), without their work per letter —
 * an import computes four keys per record, most of them of ASCII titles.
 */
function asciiSortKey(text: string): string {
  const key = text
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, '')
    .replace(/ +/g, ' ')
    .trim();
  return key || '~';
}

/**
 * A key whose byte order is Finnish alphabetical order: case and accents fold away
 * (é → e, ü → y as Finnish sorts it), å ä ö sort after z in that order, and
 * punctuation is ignored. Untitled objects sort last.
 */
export function finnishSortKey(text: string): string {
  if (ASCII.test(text)) return asciiSortKey(text);
  const key = [...text.toLocaleLowerCase('fi')]
    .map((ch) => {
      if (AFTER_Z[ch]) return AFTER_Z[ch];
      if (ch === 'ü') return 'y';
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      return /[\p{L}\p{N} ]/u.test(base) ? base : '';
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return key || '~';
}

/** The sort key for "title" order: the Finnish title or its fallback. */
export function titleSortKey(record: CollectionRecord): string {
  return finnishSortKey(titleText(record, 'fi'));
}

/**
 * A key whose byte order is English alphabetical order: case and every accent fold away
 * (ä and å sort as a, ö and ø as o, æ as ae), punctuation is ignored, untitled last.
 */
export function englishSortKey(text: string): string {
  if (ASCII.test(text)) return asciiSortKey(text);
  const key = [...text.toLocaleLowerCase('en')]
    .map((ch) => {
      if (ch === 'æ') return 'ae';
      if (ch === 'ø') return 'o';
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      return /[\p{L}\p{N} ]/u.test(base) ? base : '';
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return key || '~';
}

/**
 * The sort key for "title" order on a page in `lang`: the title that page shows (with the
 * fallback rules of objectTitle) in that language's collation. Swedish, like Finnish,
 * sorts å, ä (æ) and ö (ø) after z and ü as y; English folds every accent.
 */
export function titleSortKeyIn(record: CollectionRecord, lang: Language): string {
  const title = titleText(record, lang);
  return lang === 'en' ? englishSortKey(title) : finnishSortKey(title);
}
