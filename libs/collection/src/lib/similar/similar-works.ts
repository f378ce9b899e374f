import { sql, type Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import { personDisplayName, type LocalizedText } from '@kokoelma/domain';
import type { CollectionRecord } from '../model/record';
import { isSecondaryPart } from '../model/record-text';
import { SIMILARITY, UNKNOWN_PERSON } from './similar-terms';

type Db = Kysely<Tables>;

/** Why a work is listed as similar: what it shares with the object, strongest first. */
export interface SimilarReason {
  /** It has a creator of the object (the same artist). */
  sameArtist: boolean;
  /** The strongest shared terms other than the creator (at most two): "etching". */
  terms: LocalizedText[];
  /** The work's decade when it was made within 25 years of the object, else null. */
  decade: number | null;
  sameMuseum: boolean;
}

export interface SimilarWork {
  id: number;
  /** The ranking's score (what the records share; see {@link SIMILARITY}). */
  score: number;
  reason: SimilarReason;
}

/** The object's first creator and their other works, best first. */
export interface MoreByWorks {
  personId: string;
  name: string;
  ids: number[];
}

export interface RelatedWorks {
  moreBy: MoreByWorks | null;
  similar: SimilarWork[];
}

export { SIMILARITY };

/** The most works each list shows. */
export const RELATED_LIMIT = 8;

/** The object's first creator (not a publisher, school or "after"), with an id. */
function firstCreator(record: CollectionRecord): { id: string; name: string } | null {
  for (const person of record.people) {
    if (person.id === null || String(person.id).trim() === '' || isSecondaryPart(person)) continue;
    const name = personDisplayName(person) ?? '';
    if (!name || UNKNOWN_PERSON.test(name)) continue;
    return { id: String(person.id), name };
  }
  return null;
}

/**
 * What an object's lists leave out: the object itself and its parts and wholes (the page
 * lists those already).
 */
const excluded = (record: Pick<CollectionRecord, 'id' | 'children' | 'parents'>): number[] => [
  record.id,
  ...record.children,
  ...record.parents,
];

/** The creator's other works, best first (image, on display, description: quality). */
export async function moreByCreator(
  db: Db,
  record: CollectionRecord,
  limit = RELATED_LIMIT,
): Promise<MoreByWorks | null> {
  const exclude = excluded(record);
  const creator = firstCreator(record);
  if (!creator) return null;
  // The term first, then its postings by its id as a value: planned with that id, an
  // artist with tens of thousands of works is read in index order and stops at `limit`.
  const term = await sql<{ id: number }>`select id from collection_similar_terms
    where kind = 'creator' and key = ${creator.id}`.execute(db);
  const termId = term.rows[0]?.id;
  if (termId === undefined) return null;
  const { rows } = await sql<{ id: number }>`
    select object_id as id from collection_similar_postings
    where term_id = ${termId} and object_id <> all(${exclude}::integer[])
    order by quality desc, object_id
    limit ${limit}`.execute(db);
  if (rows.length === 0) return null;
  return { personId: creator.id, name: creator.name, ids: rows.map((r) => r.id) };
}

/** The object a ranking is for: its id, year and museum, and what its page lists already. */
export type SimilarTo = Pick<
  CollectionRecord,
  'id' | 'children' | 'parents' | 'yearFrom' | 'yearTo' | 'museum'
>;

interface SimilarRow {
  id: number;
  score: string | number;
  same_artist: boolean;
  terms: LocalizedText[] | null;
  year: number | null;
  museum: string;
}

/**
 * Works that share the most with the object, ranked in the database by
 * `collection_similar_works` (0017_similar_works.sql). Candidates come from the object's
 * strongest terms — for each, the works nearest in production year on either side (or
 * the best, when the object has no year) — so the work is bounded whatever the
 * collection's size; those found through the most weight are scored on everything they
 * share, with the period and the museum. The object itself and its parts and wholes are
 * never listed, nor a work below the minimum score.
 */
export async function similarWorks(
  db: Db,
  object: SimilarTo,
  limit = RELATED_LIMIT,
): Promise<SimilarWork[]> {
  const year = object.yearFrom ?? object.yearTo;
  const { rows } = await sql<SimilarRow>`
    select object_id as id, score, year, museum, same_artist, terms
    from collection_similar_works(${object.id}::integer, ${year}::integer,
      ${object.museum}::text, ${excluded(object)}::integer[], ${limit}::integer)`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    score: Number(row.score),
    reason: {
      sameArtist: row.same_artist,
      terms: (row.terms ?? []).slice(0, 2),
      decade:
        row.year !== null && year !== null && Math.abs(row.year - year) <= 25
          ? Math.floor(row.year / 10) * 10
          : null,
      sameMuseum: row.museum === object.museum,
    },
  }));
}

/**
 * "More by" and "Similar works" of an object page. Similar works leave out what "More
 * by" lists already.
 */
export async function relatedWorks(db: Db, record: CollectionRecord): Promise<RelatedWorks> {
  const [moreBy, similar] = await Promise.all([
    moreByCreator(db, record),
    similarWorks(db, record, RELATED_LIMIT * 2),
  ]);
  const shown = new Set(moreBy?.ids ?? []);
  return {
    moreBy,
    similar: similar.filter((w) => !shown.has(w.id)).slice(0, RELATED_LIMIT),
  };
}
