import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Tables } from '@kokoelma/db';
import { LANGUAGES, type Language } from '@kokoelma/domain';
import type { CollectionRecord } from '../model/record';
import type { ObjectRow } from '../store/object-rows';
import { titleSortKeyIn } from '../model/record-text';
import { recordset, updateAll, type ColumnTypes } from '../store/recordset';
import { browseKey, FACET_CODE_SHIFT, facetKey } from './rank-keys';
import { SEARCH_TABLES, searchTexts, TEXT_SEARCH_CONFIG } from './search-documents';

/** The object columns that each language's search row copies as they are. */
const COPIED = {
  id: 'integer',
  year_from: 'integer',
  year_to: 'integer',
  acquisition_year: 'integer',
  quality: 'smallint',
  has_image: 'boolean',
  museum: 'text',
  category: 'text',
  on_display_museum: 'text',
} as const satisfies ColumnTypes;

/**
 * What an import sends for one record's search rows, in the three languages at once;
 * SQL makes the tsvectors and the match key (from the browse key and the facet's code).
 */
const SEARCH_INPUT = {
  ...COPIED,
  browse_key: 'bigint',
  facet: 'text',
  people: 'text',
  creators: 'text',
  contributors: 'text',
  ...Object.fromEntries(
    LANGUAGES.flatMap((l) => [
      [`sort_${l}`, 'text'],
      [`title_${l}`, 'text'],
      [`body_${l}`, 'text'],
      [`own_${l}`, 'text'],
    ]),
  ),
} as const satisfies ColumnTypes;

type SearchInput = Record<string, unknown>;

/** What {@link upsertSearchRows} needs of a record: its texts and copied object columns. */
export function searchInput(record: CollectionRecord, object: ObjectRow): SearchInput {
  const texts = searchTexts(record);
  const row: SearchInput = {
    ...Object.fromEntries(Object.keys(COPIED).map((c) => [c, object[c as keyof ObjectRow]])),
    facet: facetKey(object),
    browse_key: browseKey(object.quality, object.id),
    people: texts.people,
    creators: texts.creators,
    contributors: texts.contributors,
  };
  for (const lang of LANGUAGES) {
    const text = texts.byLanguage[lang];
    // "By title" on a page in `lang` follows the title that page shows, in its collation.
    row[`sort_${lang}`] = titleSortKeyIn(record, lang);
    row[`title_${lang}`] = text.title;
    row[`body_${lang}`] = text.body;
    row[`own_${lang}`] = text.own;
  }
  return row;
}

/**
 * Gives each facet key of a batch's objects a code in collection_facet_keys, unless it
 * has one: the search rows' match keys carry the code. Only missing keys are inserted,
 * so that the identity sequence advances once per new key, not once per row.
 */
export async function addFacetKeys(db: Kysely<Tables>, objects: readonly ObjectRow[]) {
  const facets = [...new Set(objects.map(facetKey))];
  await sql`insert into collection_facet_keys (facet)
    select f from unnest(${facets}::text[]) as f
    where not exists (select from collection_facet_keys k where k.facet = f)
    on conflict (facet) do nothing`.execute(db);
}

/** One language's insert into its search table, from the rows `r` of {@link upsertSearchRows}. */
function languageInsert(lang: Language): RawBuilder<unknown> {
  const config = sql.lit(TEXT_SEARCH_CONFIG[lang]);
  const copied = Object.keys(COPIED);
  const columns = [...copied, 'title_sort', 'match_key', 'title_search', 'names_search', 'search'];
  const others = LANGUAGES.filter((l) => l !== lang).map((l) => sql.raw(`r.v_own_${l}`));
  return sql`insert into ${sql.table(SEARCH_TABLES[lang])} (${sql.raw(columns.join(', '))})
    select ${sql.raw(copied.map((c) => `r.${c}`).join(', '))}, ${sql.raw(`r.sort_${lang}`)},
      r.match_key, x.title, r.v_names,
      strip(x.title || to_tsvector(${config}, ${sql.raw(`r.body_${lang}`)}) || r.v_people
        || ${sql.join(others, sql` || `)})
    from r cross join lateral (
      -- offset 0 keeps the subquery whole: pulled up into the select list, its parse
      -- of the title would run once for each of the two columns that read it.
      select to_tsvector(${config}, ${sql.raw(`r.title_${lang}`)}) as title offset 0) x
    ${updateAll(columns)}`;
}

/**
 * Writes (or rewrites) the search rows of a batch in the three languages, in one
 * statement; the batch's facet keys must have their codes ({@link addFacetKeys}). The
 * whole document is stripped (no positions or weights, see 0006_search_speed.sql): it
 * only decides what matches. The ranking columns keep positions, so that a phrase ranks
 * above scattered words: `title_search` (the title's lexemes) and `names_search` (the
 * people's names, the creators weighted A and the others B: 0011_search_relevance.sql).
 * Each text is parsed once: the title once per language for both columns, and the
 * unstemmed texts (the people, each language's own title and terms) once for all the
 * languages' rows that hold them — parsing is most of an import's time on PGlite.
 */
export async function upsertSearchRows(
  db: Kysely<Tables>,
  rows: readonly SearchInput[],
): Promise<void> {
  if (rows.length === 0) return;
  const own = LANGUAGES.map(
    (l) => sql`to_tsvector('simple', ${sql.raw(`i.own_${l}`)}) as ${sql.raw(`v_own_${l}`)}`,
  );
  const [first, second, last] = LANGUAGES.map(languageInsert);
  await sql`with r as materialized (
      select i.*, (k.code::bigint << ${sql.lit(FACET_CODE_SHIFT)}) + i.browse_key as match_key,
        to_tsvector('simple', i.people) as v_people,
        setweight(to_tsvector('simple', i.creators), 'A')
          || setweight(to_tsvector('simple', i.contributors), 'B') as v_names,
        ${sql.join(own)}
      from ${recordset(rows, SEARCH_INPUT, 'i')}
      join collection_facet_keys k on k.facet = i.facet),
    first as (${first}),
    second as (${second})
    ${last}`.execute(db);
}
