import {
  LANGUAGES,
  objectTitle,
  personDisplayName,
  textIn,
  type Language,
  type LocalizedText,
} from '@kokoelma/domain';
import type { CollectionRecord } from '../record';

/** PostgreSQL text-search configuration of each site language (stemming). */
export const TEXT_SEARCH_CONFIG: Record<Language, 'finnish' | 'swedish' | 'english'> = {
  fi: 'finnish',
  sv: 'swedish',
  en: 'english',
};

/**
 * The text of one language's search document, by weight: A the title in that language
 * (with its fallback) and the inventory number, B people and the other titles, C terms
 * (keywords, materials, classifications, category), D the description.
 */
export interface SearchText {
  title: string;
  names: string;
  terms: string;
  description: string;
}

const inLang = (text: LocalizedText | null | undefined, lang: Language) =>
  (text && textIn(text, lang)) ?? '';

function titleText(record: CollectionRecord, lang: Language): string {
  const title = objectTitle(record, lang);
  return title.kind === 'text' ? title.text : '';
}

/** The weighted texts of `record`'s search document in `lang`. */
export function searchText(record: CollectionRecord, lang: Language): SearchText {
  const otherTitles = LANGUAGES.filter((l) => l !== lang).map((l) => inLang(record.title, l));
  const people = record.people.map((p) => personDisplayName(p) ?? '');
  const terms = [...record.keywords, ...record.materials, ...record.classifications]
    .map((t) => inLang(t, lang))
    .concat(inLang(record.category.name, lang));
  return {
    title: [titleText(record, lang), record.inventoryNumber ?? ''].join(' ').trim(),
    names: [...people, ...otherTitles].filter(Boolean).join(' '),
    terms: terms.filter(Boolean).join(' '),
    description: inLang(record.description, lang),
  };
}

/** The highest quality score ({@link qualityScore} stays below it). */
export const QUALITY_MAX = 15;

/**
 * A static score for choosing ranking candidates cheaply: an object with an image and a
 * title in every language is what a visitor most likely wants to see first.
 */
export function qualityScore(record: CollectionRecord): number {
  let score = 0;
  if (record.images.length > 0) score += 4;
  score += LANGUAGES.filter((l) => inLang(record.title, l)).length;
  if (record.people.length > 0) score += 1;
  if (record.onDisplay) score += 1;
  return score;
}

// Letters after z in Finnish order, mapped to the ASCII characters after z so that a
// plain byte comparison agrees with Finnish alphabetical order.
const AFTER_Z: Record<string, string> = { å: '{', ä: '|', ö: '}', æ: '|', ø: '}' };

/**
 * A key whose byte order is Finnish alphabetical order: case and accents fold away
 * (é → e, ü → y as Finnish sorts it), å ä ö sort after z in that order, and
 * punctuation is ignored. Untitled objects sort last.
 */
export function finnishSortKey(text: string): string {
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
 * The relevance order of objects that match equally well (quality first, then id) as
 * one integer: a search sorts its matches by one bigint, which is much cheaper than
 * comparing several columns (booleans have no fast comparator). Stays below 2^36.
 */
export function browseKey(quality: number, id: number): number {
  return (QUALITY_MAX - quality) * 2 ** 32 + id;
}

/**
 * Where a search table's `match_key` keeps the object's facet code: above the browse key
 * (below 2^36) and the relevance flags that a search adds (2^40, 2^41). See
 * 0009_search_keys.sql and search/match-keys.ts.
 */
export const FACET_CODE_SHIFT = 44;

/**
 * The facet values of an object as one text, `museum|category|display museum|0 or 1`
 * (has an image), empty for null: collection_facet_keys gives each such text the code
 * that a search counts matches by. The SQL of 0006_search_speed.sql built the same text.
 */
export function facetKey(row: {
  museum: string;
  category: string | null;
  on_display_museum: string | null;
  has_image: boolean;
}): string {
  return [row.museum, row.category ?? '', row.on_display_museum ?? '', row.has_image ? 1 : 0].join(
    '|',
  );
}
