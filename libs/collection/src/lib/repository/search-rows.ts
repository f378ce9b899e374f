import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Tables } from '@kokoelma/db';
import type { Language } from '@kokoelma/domain';
import type { CollectionRecord } from '../record';
import type { ObjectRow } from './object-rows';
import {
  browseKey,
  FACET_CODE_SHIFT,
  facetKey,
  searchText,
  TEXT_SEARCH_CONFIG,
  titleSortKeyIn,
} from './search-documents';

/** The SQL type of each column of a JSON batch of rows (json_to_recordset). */
export type ColumnTypes = Readonly<Record<string, string>>;

/**
 * A batch of rows as one JSON parameter, read back as a table `r`. One parameter per
 * batch rather than one per value: PGlite serialises and PostgreSQL parses thousands of
 * parameters much more slowly than one JSON text.
 */
export function recordset(rows: readonly object[], columns: ColumnTypes): RawBuilder<unknown> {
  const defs = Object.entries(columns).map(([name, type]) => `${name} ${type}`);
  return sql`json_to_recordset(${JSON.stringify(rows)}::json) as r(${sql.raw(defs.join(', '))})`;
}

/** `on conflict (id) do update` of every column but the id. */
export function updateAll(columns: readonly string[]): RawBuilder<unknown> {
  const sets = columns.filter((c) => c !== 'id').map((c) => `${c} = excluded.${c}`);
  return sql`on conflict (id) do update set ${sql.raw(sets.join(', '))}`;
}

/**
 * What an import sends for one collection_search_{lang} row; SQL makes the tsvectors and
 * the match key (from the browse key and the facet's code).
 */
const SEARCH_INPUT = {
  id: 'integer',
  year_from: 'integer',
  year_to: 'integer',
  acquisition_year: 'integer',
  quality: 'smallint',
  has_image: 'boolean',
  museum: 'text',
  category: 'text',
  on_display_museum: 'text',
  title_sort: 'text',
  browse_key: 'bigint',
  facet: 'text',
  title: 'text',
  body: 'text',
  names: 'text',
  creators: 'text',
  contributors: 'text',
} as const satisfies ColumnTypes;

/** The inputs that are not copied into a column as they are. */
const COMPUTED_INPUT = [
  'browse_key',
  'facet',
  'title',
  'body',
  'names',
  'creators',
  'contributors',
];

type SearchInput = { [K in keyof typeof SEARCH_INPUT]: unknown };

/**
 * The texts and copied object columns of a record's search row in `lang`: the title
 * (with the inventory number), the body (terms and description, stemmed like the title)
 * and the names (people and the other languages' titles, not stemmed).
 */
export function searchInput(
  record: CollectionRecord,
  lang: Language,
  object: ObjectRow,
): SearchInput {
  const { import_run: _run, inventory_number: _number, ...columns } = object;
  const text = searchText(record, lang);
  return {
    ...columns,
    // "By title" on a page in `lang` follows the title that page shows, in its collation.
    title_sort: titleSortKeyIn(record, lang),
    facet: facetKey(object),
    browse_key: browseKey(object.quality, object.id),
    title: text.title,
    body: `${text.terms} ${text.description}`,
    names: text.names,
    creators: text.creators,
    contributors: text.contributors,
  };
}

const SEARCH_TABLES = {
  fi: 'collection_search_fi',
  sv: 'collection_search_sv',
  en: 'collection_search_en',
} as const;

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

/**
 * Writes (or rewrites) the search rows of a batch in one language; the batch's facet
 * keys must have their codes ({@link addFacetKeys}). The whole document is stripped (no
 * positions or weights, see 0006_search_speed.sql): it only decides what matches. The
 * ranking columns keep positions, so that a phrase ranks above scattered words:
 * `title_search` (the title's lexemes) and `names_search` (the people's names, the
 * creators weighted A and the others B: 0011_search_relevance.sql). The title is stemmed
 * once for both columns.
 */
export async function upsertSearchRows(
  db: Kysely<Tables>,
  lang: Language,
  rows: readonly SearchInput[],
): Promise<void> {
  const config = sql.lit(TEXT_SEARCH_CONFIG[lang]);
  const copied = Object.keys(SEARCH_INPUT).filter((c) => !COMPUTED_INPUT.includes(c));
  const columns = [...copied, 'match_key', 'title_search', 'names_search', 'search'];
  await sql`insert into ${sql.table(SEARCH_TABLES[lang])} (${sql.raw(columns.join(', '))})
    select ${sql.raw(copied.map((c) => `r.${c}`).join(', '))},
      (k.code::bigint << ${sql.lit(FACET_CODE_SHIFT)}) + r.browse_key, x.title,
      setweight(to_tsvector('simple', r.creators), 'A')
        || setweight(to_tsvector('simple', r.contributors), 'B'),
      strip(x.title || to_tsvector(${config}, r.body) || to_tsvector('simple', r.names))
    from ${recordset(rows, SEARCH_INPUT)}
    join collection_facet_keys k on k.facet = r.facet
    cross join lateral (select to_tsvector(${config}, r.title) as title) x
    ${updateAll(columns)}`.execute(db);
}
