import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Language } from '@kokoelma/domain';
import type { SortOrder } from '@kokoelma/contract';
import type { SearchParams } from '@kokoelma/contract/site';
import { TEXT_SEARCH_CONFIG } from './search-documents';
import { storableText } from '../store/sql-text';
import { compoundQuery, expandsToCompounds } from './vocabulary';

/** Letters and digits only: what may reach a tsquery built from visitor input. */
const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a search, lower-cased; punctuation and operators are dropped. */
export function searchWords(terms: readonly string[]): string[] {
  return terms.flatMap((t) => t.toLocaleLowerCase('fi').match(WORD) ?? []).slice(0, 20);
}

/**
 * A prefix tsquery ('kiss':* & 'ta':*) from words that hold only letters and digits, so
 * no visitor input is ever parsed as tsquery syntax.
 */
export function prefixQuery(words: readonly string[]): string {
  return words.map((w) => `'${w}':*`).join(' & ');
}

/**
 * What a language's search document must match: every word, each stemmed
 * (plainto_tsquery, which never fails on input and never makes a phrase that stripped
 * documents could not match) or as a prefix, so "kis" finds "kissa" while the visitor
 * types. With `expand` (Finnish and Swedish), a word also matches the collection's
 * compounds that end in it ("maisema" → "talvimaisema": vocabulary.ts).
 *
 * A stop word of the language ("of", "ja", "och") among other words is not required:
 * the language's own texts (the title, the terms) are parsed without stop words, so
 * "songs of innocence" would otherwise find "Songs of Innocence" only where some
 * unstemmed text happens to hold "of". It still ranks (the title phrase, names), and
 * words that are all stop words ("the" being typed) match as before, as prefixes.
 */
export function matchQuery(
  words: readonly string[],
  lang: Language,
  expand = false,
): RawBuilder<string> {
  const config = sql.lit(TEXT_SEARCH_CONFIG[lang]);
  // Whether any word is more than a stop word: computed once per search.
  const meaningful =
    words.length > 1 ? sql`numnode(plainto_tsquery(${config}, ${words.join(' ')})) > 0` : null;
  const parts = words.map((w) => {
    const own = sql`(plainto_tsquery(${config}, ${w}) || to_tsquery('simple', ${prefixQuery([w])}))`;
    const part =
      expand && expandsToCompounds(w, lang) ? sql`(${own} || ${compoundQuery(w, lang)})` : own;
    // An empty tsquery is dropped by &&: the stop word then requires nothing.
    return meaningful
      ? sql`(case when ${meaningful} and numnode(plainto_tsquery(${config}, ${w})) = 0
          then ''::tsquery else ${part} end)`
      : part;
  });
  return sql`(${sql.join(parts, sql` && `)})`;
}

/** Whether a search for `words` in `lang` expands any of them to compounds. */
export function expandsAny(words: readonly string[], lang: Language): boolean {
  return words.some((w) => expandsToCompounds(w, lang));
}

/**
 * What a title (`title_search`, the title's lexemes) must match to rank first: the
 * words as prefixes, or their stems as prefixes, so "kissat" ranks the title "Kissa" as
 * well as "Kissat". The stems come from the language's own stemmer, in the same
 * statement.
 */
export function titleQuery(words: readonly string[], lang: Language): RawBuilder<string> {
  const config = sql.lit(TEXT_SEARCH_CONFIG[lang]);
  const byWord = sql`to_tsquery('simple', ${prefixQuery(words)})`;
  // One scalar subquery: computed once per search, not once per match.
  return sql`(select ${byWord} || coalesce(to_tsquery('simple', string_agg(quote_literal(l) || ':*', ' & ')), ${byWord})
    from unnest(tsvector_to_array(to_tsvector(${config}, ${words.join(' ')}))) as l)`;
}

/**
 * The tests that rank a match, each a tsquery: the words all in a creator's name (the
 * names_search lexemes weighted A), all in anyone's name, any of them (3 letters or more)
 * in a creator's name, and the words as a phrase in the title or in a name.
 */
export function rankQueries(words: readonly string[], lang: Language) {
  const config = sql.lit(TEXT_SEARCH_CONFIG[lang]);
  const text = words.join(' ');
  const long = words.filter((w) => w.length >= 3);
  return {
    creators: sql`to_tsquery('simple', ${words.map((w) => `'${w}':*A`).join(' & ')})`,
    names: sql`to_tsquery('simple', ${prefixQuery(words)})`,
    anyCreator:
      long.length > 0 && words.length > 1
        ? sql`to_tsquery('simple', ${long.map((w) => `'${w}':*A`).join(' | ')})`
        : null,
    titlePhrase: words.length > 1 ? sql`phraseto_tsquery(${config}, ${text})` : null,
    namePhrase: words.length > 1 ? sql`phraseto_tsquery('simple', ${text})` : null,
  };
}

/** At most this many namesakes' objects are set apart ({@link namesakeObjects}). */
export const NAMESAKE_OBJECT_LIMIT = 10000;

/**
 * The objects of the namesakes of the person the words name: of the people whose names
 * hold every word (as prefixes), all but the one in most objects (the fewest id among
 * equals) — their objects that are not also that person's, at most
 * {@link NAMESAKE_OBJECT_LIMIT}. A search ranks these below the works of the person most
 * visitors mean ("blake": William Blake's 26 works before Peter Blake's 6), in the
 * "person" tier instead of "creator". The same statement serves the scan (a hashed
 * subquery) and the precomputed keys of frequent words (frequent-build.ts).
 */
export function namesakeObjects(words: readonly string[]): RawBuilder<{ object_id: number }> {
  return namesakeObjectsOf(sql`to_tsquery('simple', ${prefixQuery(words)})`);
}

/** The namesakes read per query: the person meant and this many others ({@link namesakeObjects}). */
export const NAMESAKE_PEOPLE_LIMIT = 100;

/**
 * The people whose names match `query` (a tsquery in SQL: the words as prefixes, as
 * {@link prefixQuery} writes them) with their numbers of objects, as `n`; namesakes
 * are ranked by {@link NAMESAKE_ORDER}. With `without`, as they
 * were before those objects were linked to their people: each person's objects but
 * those, and only people with others (updateFrequentWords reads a word's namesakes before
 * a change this way when none of the word's people was linked to the changed objects).
 */
export function namedPeople(
  query: RawBuilder<unknown>,
  without: readonly number[] | null = null,
): RawBuilder<{ id: string; objects: number }> {
  const objects =
    without === null
      ? sql`c.objects`
      : sql`c.objects - (select count(*) from collection_object_people x
          where x.person_id = p.id and x.object_id = any(${[...without]}::integer[]))`;
  return sql<{ id: string; objects: number }>`select n.id, n.objects from (
      select p.id, ${objects} as objects
      from collection_people p join collection_search_people c on c.person_id = p.id
      where p.search @@ ${query}) n
    where n.objects > 0`;
}

/** The order of {@link namedPeople}: most objects first, then the fewest id. */
export const NAMESAKE_ORDER = sql`order by n.objects desc, n.id`;

/**
 * {@link namesakeObjects} of the people whose names match `query` ({@link namedPeople}).
 */
export function namesakeObjectsOf(query: RawBuilder<unknown>): RawBuilder<{ object_id: number }> {
  const named = namedPeople(query);
  return sql<{ object_id: number }>`select op.object_id from collection_object_people op
    where op.person_id in (select n.id from (${named}) n ${NAMESAKE_ORDER}
        offset 1 limit ${sql.lit(NAMESAKE_PEOPLE_LIMIT)})
      and op.object_id not in (select m.object_id from collection_object_people m
        where m.person_id = (select n.id from (${named}) n ${NAMESAKE_ORDER} limit 1))
    limit ${sql.lit(NAMESAKE_OBJECT_LIMIT)}`;
}

/** The search text when it may be an inventory number (it has a digit), else null. */
export function inventoryText(terms: readonly string[]): string | null {
  // As SQL parameter text: a NUL or lone surrogate in a term matches no number.
  const raw = storableText(terms.join(' ').trim().toLocaleLowerCase('fi'));
  return /\d/.test(raw) ? raw : null;
}

/** Whether a search is the whole collection: no words, no filters (any order). */
export function isBrowseAll(params: SearchParams): boolean {
  const { sort: _sort, displayFilter, ...rest } = params;
  const empty = Object.values(rest).every(
    (v) => v === undefined || v === null || v === false || (Array.isArray(v) && v.length === 0),
  );
  return empty && (displayFilter ?? 'all') === 'all';
}

/** Filters without words that collection_facet_cube can count: no others are set. */
export function cubeCanCount(params: SearchParams): boolean {
  const others = [params.people, params.keywords, params.materials, params.classifications];
  return (
    params.acquisitionYearFrom == null &&
    params.acquisitionYearTo == null &&
    others.every((list) => !list?.length)
  );
}

/**
 * Every filter of the search parameters except the text, over a table aliased `o` with
 * the filter columns of collection_objects (the objects, a search table, or the cube,
 * whose last production year is the column `yearEnd` names).
 */
export function filterConditions(
  params: SearchParams,
  lang: Language,
  yearEnd: RawBuilder<unknown> = sql`coalesce(o.year_to, o.year_from)`,
): RawBuilder<SqlBool>[] {
  const out: RawBuilder<SqlBool>[] = [];
  const display = params.displayFilter ?? 'all';
  if (display === 'anywhere') out.push(sql`o.on_display_museum is not null`);
  else if (display === 'verkko') out.push(sql`o.has_image`);
  else if (display !== 'all') out.push(sql`o.on_display_museum = ${display}`);
  if (params.categories?.length) out.push(sql`o.category in (${sql.join(params.categories)})`);
  if (params.museums?.length) out.push(sql`o.museum in (${sql.join(params.museums)})`);
  if (params.hasImage) out.push(sql`o.has_image`);
  // An object made over several years matches a range that overlaps its own.
  if (params.yearFrom != null) out.push(sql`${yearEnd} >= ${params.yearFrom}`);
  if (params.yearTo != null) out.push(sql`o.year_from <= ${params.yearTo}`);
  if (params.acquisitionYearFrom != null) {
    out.push(sql`o.acquisition_year >= ${params.acquisitionYearFrom}`);
  }
  if (params.acquisitionYearTo != null) {
    out.push(sql`o.acquisition_year <= ${params.acquisitionYearTo}`);
  }
  if (params.people?.length) {
    // By any id that named the person, merged-away source ids included (a link made
    // before two records' people were found to be one keeps working).
    out.push(sql`exists (select from collection_object_people p
      where p.object_id = o.id and p.person_id in (select k.person_id from collection_person_keys k
        where k.key in (${sql.join(params.people.map(storableText))})))`);
  }
  // Any of the chosen values of a list matches (as with categories): containment of
  // {lang: value} in the record's list, through the list's GIN index.
  const termFilters = [
    ['keywords', params.keywords],
    ['materials', params.materials],
    ['classifications', params.classifications],
  ] as const;
  for (const [list, values] of termFilters) {
    if (!values?.length) continue;
    const contains = values.map(
      (value) =>
        sql`d.facts -> ${sql.lit(list)} @> ${JSON.stringify([{ [lang]: storableText(value) }])}::jsonb`,
    );
    out.push(sql`o.id in (select d.id from collection_documents d
      where ${sql.join(contains, sql` or `)})`);
  }
  return out;
}

/** `where` with the conditions joined by `and` (true when there are none). */
export function whereAll(conditions: readonly RawBuilder<SqlBool>[]): RawBuilder<unknown> {
  return conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/** A column that an order reads; `relevance` exists only in text searches. */
export type SortColumn = 'relevance' | 'quality' | 'year_from' | 'title_sort' | 'acquisition_year';

/**
 * The order of each sort, and the columns it reads (a search carries only those to its
 * sort). Relevance without words is the static quality score; with words, it is one
 * bigint per match (see the text search) that puts the exact inventory number and
 * title matches first.
 */
export function sortOf(
  sort: SortOrder | undefined,
  withWords: boolean,
): { columns: SortColumn[]; order: RawBuilder<unknown> } {
  switch (sort ?? 'relevance') {
    case 'year-asc':
      return { columns: ['year_from'], order: sql`year_from asc nulls last, id` };
    case 'year-desc':
      return { columns: ['year_from'], order: sql`year_from desc nulls last, id` };
    case 'title':
      return { columns: ['title_sort'], order: sql`title_sort, id` };
    case 'acquisition':
      return { columns: ['acquisition_year'], order: sql`acquisition_year desc nulls last, id` };
    default:
      return withWords
        ? { columns: ['relevance'], order: sql`relevance` }
        : { columns: ['quality'], order: sql`quality desc, id` };
  }
}
