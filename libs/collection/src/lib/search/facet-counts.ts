import { sql, type Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import type { Facet } from '@kokoelma/contract';

// The derived tables that filters and predictions read, and their builders: the facet
// counts of the whole collection and of word-less filters (collection_facet_counts,
// collection_facet_cube), the term filters' values and the predictions
// (collection_predictions). importer/derived-data.ts calls the builders after an import.

type Db = Kysely<Tables>;

/** Keywords, materials and classifications offered as filter values, per language. */
export const FILTER_TERM_LIMIT = 200;

/**
 * Collects the texts that filters and predictions count: each object's distinct
 * keywords, materials and classifications, and its title (the preferred one when there
 * is one), per language, from the records' facts. A temporary table, so that the facts
 * are read once rather than once per kind and language.
 */
async function collectTexts(trx: Db): Promise<void> {
  await sql`create temporary table collection_texts (
    id integer, kind text, lang text, text text) on commit drop`.execute(trx);
  await sql`insert into collection_texts
    select distinct o.id, k.kind, l.lang, e ->> l.lang
    from collection_documents o
    cross join (values ('keyword', 'keywords'), ('material', 'materials'),
      ('classification', 'classifications')) as k(kind, list)
    cross join jsonb_array_elements(o.facts -> k.list) as e
    cross join (values ('fi'), ('sv'), ('en')) as l(lang)
    where coalesce(e ->> l.lang, '') <> ''`.execute(trx);
  await sql`insert into collection_texts
    select o.id, 'title', l.lang, x.title
    from collection_documents o
    cross join (values ('fi'), ('sv'), ('en')) as l(lang)
    cross join lateral (select coalesce(nullif(o.facts -> 'preferredTitle' ->> l.lang, ''),
      o.facts -> 'title' ->> l.lang) as title) x
    where x.title <> ''`.execute(trx);
}

/** Counts of the whole collection (the empty query) and of the facet cube. */
export async function refreshCounts(trx: Db): Promise<void> {
  await trx.deleteFrom('collection_facet_cube').execute();
  await sql`insert into collection_facet_cube
    select museum, category, on_display_museum, has_image, year_from,
      coalesce(year_to, year_from), count(*)
    from collection_objects
    group by 1, 2, 3, 4, 5, 6`.execute(trx);
  await trx.deleteFrom('collection_facet_counts').execute();
  await sql`insert into collection_facet_counts (facet, value, objects)
    select 'museum', museum, count(*) from collection_objects group by museum
    union all
    select 'category', category, count(*) from collection_objects
      where category is not null group by category
    union all
    select 'displayFilter', on_display_museum, count(*) from collection_objects
      where on_display_museum is not null group by on_display_museum
    union all
    select 'displayFilter', 'anywhere', count(*) from collection_objects
      where on_display_museum is not null
    union all
    select 'displayFilter', 'verkko', count(*) from collection_objects where has_image
    union all
    select 'hasImage', 'true', count(*) from collection_objects where has_image`.execute(trx);
}

/** The term filters' values and the predictions, from the collected texts. */
export async function refreshTexts(trx: Db): Promise<void> {
  await collectTexts(trx);
  // Every term's count, which a change of a few objects updates (updateTermFacets).
  await trx.deleteFrom('collection_text_counts').execute();
  await sql`insert into collection_text_counts (kind, lang, text, objects)
    select kind, lang, text, count(*) from collection_texts
    where kind <> 'title' group by kind, lang, text`.execute(trx);
  // The most common terms of each kind and language are the values the filters offer.
  await sql`insert into collection_facet_counts (facet, value, objects)
    select kind || ':' || lang, text, n from (
      select kind, lang, text, count(*) as n,
        row_number() over (partition by kind, lang order by count(*) desc, text) as rank
      from collection_texts where kind <> 'title' group by kind, lang, text
    ) ranked where rank <= ${FILTER_TERM_LIMIT}`.execute(trx);
  await trx.deleteFrom('collection_predictions').execute();
  await sql`insert into collection_predictions (lang, kind, text, objects, search)
    select lang, kind, text, count(*), to_tsvector('simple', text)
    from collection_texts where kind in ('title', 'keyword')
    group by lang, kind, text`.execute(trx);
  await sql`insert into collection_predictions (lang, kind, text, objects, search)
    select l.lang, 'person', p.display_name, count(*), p.search
    from collection_people p join collection_object_people op on op.person_id = p.id
    cross join (values ('fi'), ('sv'), ('en')) as l(lang)
    where p.display_name <> ''
    group by l.lang, p.display_name, p.search
    on conflict do nothing`.execute(trx);
}

/**
 * Facet counts of the whole collection, as precomputed at the last import. With a
 * language, the term facets (keyword, material, classification) of that language too.
 */
export async function wholeCollectionFacets(db: Db, lang?: string): Promise<Facet[]> {
  const rows = await db
    .selectFrom('collection_facet_counts')
    .select(['facet', 'value', 'objects'])
    .where((eb) =>
      lang
        ? eb.or([eb('facet', 'not like', '%:%'), eb('facet', 'like', `%:${lang}`)])
        : eb('facet', 'not like', '%:%'),
    )
    .orderBy('facet')
    .orderBy('objects', 'desc')
    .execute();
  const facets = new Map<string, Facet>();
  for (const row of rows) {
    const name = row.facet.replace(/:.*$/, '');
    const facet = facets.get(name) ?? { facet: name, values: [] };
    facet.values.push({ value: row.value, count: Number(row.objects) });
    facets.set(name, facet);
  }
  return [...facets.values()];
}

/**
 * The term filters' values of `kinds` (`keyword:fi` …) again: the {@link
 * FILTER_TERM_LIMIT} most common terms of each, from collection_text_counts (as
 * refreshTexts chooses them: by objects, then text), after a change updated those counts.
 */
export async function updateTermFacets(
  trx: Db,
  kinds: ReadonlyArray<{ kind: string; lang: string }>,
) {
  for (const { kind, lang } of kinds) {
    const facet = `${kind}:${lang}`;
    await trx.deleteFrom('collection_facet_counts').where('facet', '=', facet).execute();
    await sql`insert into collection_facet_counts (facet, value, objects)
      select ${facet}, text, objects from collection_text_counts
      where kind = ${kind} and lang = ${lang}
      order by objects desc, text limit ${FILTER_TERM_LIMIT}`.execute(trx);
  }
}
