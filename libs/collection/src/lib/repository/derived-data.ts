import { sql, type Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import { LANGUAGES } from '@kokoelma/domain';
import type { Facet } from '@kokoelma/contract';

type Db = Kysely<Tables>;

/** Keywords, materials and classifications offered as filter values, per language. */
export const FILTER_TERM_LIMIT = 200;

/**
 * Every (kind, lang, term) of every object, one row per object and distinct term: the
 * keyword, material and classification lists of the records, in each language.
 */
const objectTerms = sql`
  select distinct o.id, k.kind, l.lang, e ->> l.lang as term
  from collection_documents o
  cross join (values ('keyword', 'keywords'), ('material', 'materials'),
    ('classification', 'classifications')) as k(kind, list)
  cross join jsonb_array_elements(o.doc -> k.list) as e
  cross join (values ('fi'), ('sv'), ('en')) as l(lang)
  where coalesce(e ->> l.lang, '') <> ''`;

/**
 * Recomputes what is derived from the whole collection after an import: the facet
 * counts of the empty query, and the texts offered as predictions. One transaction, so
 * readers see the old or the new counts, never a mix.
 */
export async function refreshDerivedData(db: Db): Promise<void> {
  // Fresh planner statistics after a large import keep search plans (and estimates) sane.
  for (const table of [
    'collection_objects',
    'collection_documents',
    'collection_search_fi',
    'collection_search_sv',
    'collection_search_en',
  ]) {
    await sql`analyze ${sql.table(table)}`.execute(db);
  }
  await sql`analyze collection_people`.execute(db);
  await sql`analyze collection_object_people`.execute(db);
  await db.transaction().execute(async (trx) => {
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

    // The most common terms of each kind and language are the values the filters offer.
    await sql`insert into collection_facet_counts (facet, value, objects)
      select kind || ':' || lang, term, n from (
        select kind, lang, term, count(*) as n,
          row_number() over (partition by kind, lang order by count(*) desc, term) as rank
        from (${objectTerms}) terms group by kind, lang, term
      ) ranked where rank <= ${FILTER_TERM_LIMIT}`.execute(trx);

    await trx.deleteFrom('collection_predictions').execute();
    for (const lang of LANGUAGES) {
      await sql`insert into collection_predictions (lang, kind, text, objects, search)
        select ${lang}, 'title', t.title, count(*), to_tsvector('simple', t.title)
        from (
          select coalesce(nullif(doc->'preferredTitle'->>${lang}, ''), doc->'title'->>${lang}) as title
          from collection_documents
        ) t
        where t.title is not null and t.title <> ''
        group by t.title`.execute(trx);
      await sql`insert into collection_predictions (lang, kind, text, objects, search)
        select ${lang}, 'keyword', term, count(*), to_tsvector('simple', term)
        from (${objectTerms}) terms where lang = ${lang} and kind = 'keyword'
        group by term`.execute(trx);
      await sql`insert into collection_predictions (lang, kind, text, objects, search)
        select ${lang}, 'person', p.display_name, count(*), p.search
        from collection_people p join collection_object_people op on op.person_id = p.id
        where p.display_name <> ''
        group by p.display_name, p.search
        on conflict do nothing`.execute(trx);
    }
  });
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
