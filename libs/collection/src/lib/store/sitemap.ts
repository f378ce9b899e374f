import type { Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import type { Language } from '@kokoelma/domain';
import { objectTitle } from '@kokoelma/domain';
import type { CollectionRecord } from '../model/record';

/** One page of the object site map: ids and titles in id order. */
export interface SitemapPage {
  page: number;
  pages: number;
  total: number;
  /** `titleLang`: the title's language when it is a fallback (another language's). */
  objects: Array<{ id: number; title: string | null; titleLang?: Language }>;
}

/**
 * Page `page` (1-based) of every object, `pageSize` at a time, in id order — stable, so
 * a crawler following the pages reaches every object exactly once.
 */
export async function sitemapPage(
  db: Kysely<Tables>,
  lang: Language,
  page: number,
  pageSize: number,
): Promise<SitemapPage> {
  const totalRow = await db
    .selectFrom('collection_objects')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(totalRow.n);
  const rows = await db
    .selectFrom('collection_documents')
    .select(['id', 'doc'])
    .orderBy('id')
    .offset((page - 1) * pageSize)
    .limit(pageSize)
    .execute();
  return {
    page,
    pages: Math.max(1, Math.ceil(total / pageSize)),
    total,
    objects: rows.map((row) => {
      const title = objectTitle(row.doc as CollectionRecord, lang);
      if (title.kind !== 'text') return { id: row.id, title: null };
      return title.isFallback
        ? { id: row.id, title: title.text, titleLang: title.lang }
        : { id: row.id, title: title.text };
    }),
  };
}

/** Object ids `offset`.. in id order, for the XML site maps. */
export async function objectIdRange(
  db: Kysely<Tables>,
  offset: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('collection_objects')
    .select('id')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** The people named by at least one object (each has a page). */
function peopleWithWorks(db: Kysely<Tables>) {
  return db
    .selectFrom('collection_people as p')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('collection_object_people as op')
          .select('op.object_id')
          .whereRef('op.person_id', '=', 'p.id'),
      ),
    );
}

/** The number of people named by at least one object. */
export async function countPeopleWithWorks(db: Kysely<Tables>): Promise<number> {
  const row = await peopleWithWorks(db)
    .select(({ fn }) => fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Ids of the people named by at least one object, in id order, for XML site maps. */
export async function personIdRange(
  db: Kysely<Tables>,
  offset: number,
  limit: number,
): Promise<string[]> {
  const rows = await peopleWithWorks(db)
    .select('p.id')
    .orderBy('p.id')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
