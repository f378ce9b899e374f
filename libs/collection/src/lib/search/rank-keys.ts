import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Language } from '@kokoelma/domain';
import { englishSortKey, finnishSortKey, QUALITY_MAX } from '../model/record-text';

// The layout of a search match's key, whole, in one place. A key is one bigint:
//
//   bits 44…52  the object's facet code (collection_facet_keys; FACET_CODE_SHIFT)
//   bits 36…42  the relevance flags a search adds (RANK_BITS: phrase, tier, expanded,
//               inventory), in the search or precomputed for frequent words
//   bits 32…35  15 - quality (browseKey)
//   bits  0…31  the object id
//
// The stored match_key (search-rows.ts) is the facet code and the browse key; matchKeys in
// search-statements.ts adds the flags in SQL, frequentWordKeys in frequent-build.ts the
// same flags in TypeScript, both from RANK_TIERS below; match-keys.ts reads the keys back.

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

/**
 * Where a match's relevance goes in its key (bits 32..43, above the object id; smaller is
 * more relevant; the stored match_key has 15 - quality in bits 32..35 and zeros above):
 * bit 42 unless the text is the object's inventory number, bit 41 when the words matched
 * only through expansions (compound words), bits 37..40 the tier ({@link RANK_TIERS}: at
 * most sixteen) and
 * bit 36 unless the words are a phrase in the title or a name (several words only).
 */
export const RANK_BITS = { phrase: 2 ** 36, tier: 2 ** 37, expanded: 2 ** 41, inventory: 2 ** 42 };

/**
 * The tiers of a match, best first: the first whose test holds is the match's tier. The
 * SQL of a search ({@link tierCase}) and the precomputed keys of frequent words
 * ({@link tierKey}) are both built from this table, so they cannot rank differently.
 */
export const RANK_TIERS = [
  // The words name a creator of the object (all in one creator's name: "turner",
  // "j m w turner", "durer") — the person of that name with the most works, when several
  // have it (namesakeObjects in search-query.ts).
  'creator',
  // They name a creator who has a namesake with more works ("blake": Peter Blake's, after
  // William Blake's).
  'namesake',
  // They name someone in a secondary part (after, attributed to, publisher).
  'person',
  // The title is the words exactly, stop words included ("the snail": "The Snail").
  'title exact',
  // The title begins with them ("ophelia": "Ophelia and Laertes").
  'title start',
  // The title holds them as a phrase, in order ("portrait of a man": "Study: Portrait of
  // a Man"). Above the next tier: "portrait of a boy" is a title, not the painter Boyer
  // and a portrait.
  'title phrase',
  // A creator's name and the title hold them between them (artist and subject:
  // "whistler nocturne"; several words only).
  'creator and title',
  // The title holds them (apart or stemmed).
  'title',
  // Elsewhere: the tier of a match no test above holds.
  'other',
] as const;

/**
 * The three title tiers compare the title that the page's language shows as its sort key
 * (title_sort: lower case, letters, digits and single spaces, stop words kept;
 * titleSortKeyIn in record-text.ts) with the query's words in the same form
 * ({@link queryTitleKey}): equal, the title's beginning, or a phrase of it starting at a
 * word. The last word may be a prefix (the visitor is typing it): "the sna" begins "The
 * Snail". {@link titleTests} is the SQL, {@link titleTiers} the same tests in
 * TypeScript (frequent-build.ts); frequent-words.test.ts compares the two.
 */
export type TitleTier = 'title exact' | 'title start' | 'title phrase';

/** The query's words as a title sort key of `lang` (see {@link TitleTier}). */
export function queryTitleKey(words: readonly string[], lang: Language): string {
  const text = words.join(' ');
  return lang === 'en' ? englishSortKey(text) : finnishSortKey(text);
}

/** The title tiers' tests in SQL over `o.title_sort`, for the query key `key`. */
export function titleTests(key: string): Record<TitleTier, RawBuilder<SqlBool>> {
  return {
    'title exact': sql<SqlBool>`o.title_sort = ${key}`,
    'title start': sql<SqlBool>`starts_with(o.title_sort, ${key})`,
    'title phrase': sql<SqlBool>`strpos(' ' || o.title_sort, ${` ${key}`}) > 0`,
  };
}

/** The title tiers' tests in TypeScript: {@link titleTests} of a row's title_sort. */
export function titleTiers(titleSort: string, key: string): Record<TitleTier, boolean> {
  return {
    'title exact': titleSort === key,
    'title start': titleSort.startsWith(key),
    'title phrase': ` ${titleSort}`.includes(` ${key}`),
  };
}

/** A tier of {@link RANK_TIERS}. */
export type RankTier = (typeof RANK_TIERS)[number];

/** The tiers that have a test: all but the last, which takes what they leave. */
export type TestedTier = Exclude<RankTier, 'other'>;

const TIER_BITS = new Map<RankTier, number>(
  RANK_TIERS.map((tier, i) => [tier, i * RANK_BITS.tier] as const),
);

/** A tier's bits in the key. */
export function tierBits(tier: RankTier): number {
  return TIER_BITS.get(tier) ?? 0;
}

/**
 * The tier bits of a match in SQL: `case when <test> then <bits> … else <bits of other>
 * end`, the tests in the table's order; a tier without a test (null) is left out.
 */
export function tierCase(
  tests: Readonly<Record<TestedTier, RawBuilder<SqlBool> | null>>,
): RawBuilder<number> {
  const whens = RANK_TIERS.flatMap((tier) => {
    const test = tier === 'other' ? null : tests[tier];
    return test ? [sql`when ${test} then ${sql.lit(tierBits(tier))}`] : [];
  });
  return sql<number>`case ${sql.join(whens, sql` `)} else ${sql.lit(tierBits('other'))} end`;
}

/** The tier bits of a match whose tests are known (in TypeScript), first in the table's order. */
export function tierKey(holds: Readonly<Partial<Record<TestedTier, boolean>>>): number {
  for (const tier of RANK_TIERS) if (tier === 'other' || holds[tier]) return tierBits(tier);
  return tierBits('other');
}
