import {
  LANGUAGES,
  objectTitle,
  personDisplayName,
  textIn,
  type Language,
  type LocalizedText,
} from '@kokoelma/domain';
import type { CollectionRecord } from '../model/record';

/** PostgreSQL text-search configuration of each site language (stemming). */
export const TEXT_SEARCH_CONFIG: Record<Language, 'finnish' | 'swedish' | 'english'> = {
  fi: 'finnish',
  sv: 'swedish',
  en: 'english',
};

/**
 * The texts of a record's search documents (one per language), each parsed once per
 * import whatever the number of languages that use it. In the document of `lang`: the
 * title as that page shows it (with its fallback) and the inventory number, stemmed in
 * `lang` (`title`, weight A); its terms (keywords, materials, classifications, category)
 * and description, stemmed (`body`); and unstemmed, the people and the other languages'
 * own titles and terms (`people`, `own` of the other languages: a visitor on the Finnish
 * page who types an English keyword still finds the work, ranked below the page
 * language's matches). `creators` and `contributors` are the people again, split by
 * role, for ranking (names_search): a query that names a person ranks that person's own
 * works first.
 */
export interface SearchTexts {
  people: string;
  creators: string;
  contributors: string;
  byLanguage: Record<Language, { title: string; body: string; own: string }>;
}

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

const inLang = (text: LocalizedText | null | undefined, lang: Language) =>
  (text && textIn(text, lang)) ?? '';

function titleText(record: CollectionRecord, lang: Language): string {
  const title = objectTitle(record, lang);
  return title.kind === 'text' ? title.text : '';
}

/** The texts of `record`'s search documents ({@link SearchTexts}). */
export function searchTexts(record: CollectionRecord): SearchTexts {
  const allTerms = [...record.keywords, ...record.materials, ...record.classifications];
  const names = (secondary: boolean) =>
    withFoldedWords(
      record.people
        .filter((p) => isSecondaryPart(p) === secondary)
        .map((p) => personDisplayName(p) ?? '')
        .filter(Boolean)
        .join(' , '),
    );
  const inLanguage = (lang: Language) => {
    const terms = allTerms.map((t) => inLang(t, lang)).filter(Boolean);
    const title = [titleText(record, lang), record.inventoryNumber ?? ''].join(' ').trim();
    const stemmedTerms = withFoldedWords(
      [...terms, inLang(record.category.name, lang)].filter(Boolean).join(' '),
    );
    return {
      title: withFoldedWords(title),
      body: `${stemmedTerms} ${inLang(record.description, lang)}`,
      own: withFoldedWords(
        [inLang(record.title, lang), ...new Set(terms)].filter(Boolean).join(' '),
      ),
    };
  };
  return {
    people: withFoldedWords(
      record.people
        .map((p) => personDisplayName(p) ?? '')
        .filter(Boolean)
        .join(' '),
    ),
    creators: names(false),
    contributors: names(true),
    byLanguage: { fi: inLanguage('fi'), sv: inLanguage('sv'), en: inLanguage('en') },
  };
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
