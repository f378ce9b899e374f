import { sql, type Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import { personDisplayName, type LocalizedText } from '@kokoelma/domain';
import type { CollectionRecord } from '../record';
import { isSecondaryPart } from '../repository/search-documents';
import { UNKNOWN_PERSON } from './similar-terms';

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

/**
 * The ranking of similar works. A shared term weighs by its kind, times a factor from
 * 0.5 (every object has it) to 1.5 (one in a thousand or rarer); production years within
 * 10, 25 or 50 years of each other and the same museum add a little. A work needs
 * `minScore` — more than the period and the museum together can give — to be listed.
 */
export const SIMILARITY = {
  weights: { creator: 5, person: 2, material: 2.5, classification: 2, keyword: 1.5 },
  period: [
    { years: 10, score: 1.5 },
    { years: 25, score: 1 },
    { years: 50, score: 0.5 },
  ],
  sameMuseum: 0.5,
  minScore: 3,
  /** The object's strongest terms that candidates are taken from. */
  candidateTerms: 8,
  /** Postings per term and side: the works nearest in time before and after the object. */
  perTerm: 24,
  /** Candidates scored on everything they share: the most found through those terms. */
  rescored: 48,
} as const;

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
const excluded = (record: Pick<CollectionRecord, 'id' | 'children' | 'parents'>) => [
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

const weightSql = () => {
  const w = SIMILARITY.weights;
  return sql.raw(`(case t.kind when 'creator' then ${w.creator} when 'person' then ${w.person}
    when 'material' then ${w.material} when 'classification' then ${w.classification}
    else ${w.keyword} end)`);
};

const periodSql = () =>
  sql.raw(
    `case ${SIMILARITY.period
      .map((p) => `when abs(s.year - m.year) <= ${p.years} then ${p.score}`)
      .join(' ')} else 0 end`,
  );

interface SimilarRow {
  id: number;
  score: string | number;
  same_artist: boolean;
  terms: LocalizedText[] | null;
  year: number | null;
  object_year: number | null;
  same_museum: boolean;
}

/**
 * Works that share the most with the object, ranked in the database. Candidates come
 * from the object's strongest terms — for each, the works nearest in production year on
 * either side (or the best, when the object has no year) — so the work is bounded by
 * `candidateTerms × perTerm × 2` postings whatever the collection's size; the `rescored`
 * found through the most (and the weightiest) of those terms are then scored on
 * everything they share, with the period and the museum. The object itself (and, given
 * the record, its parts and wholes) is never listed, nor a work below the minimum score.
 */
export async function similarWorks(
  db: Db,
  object: number | Pick<CollectionRecord, 'id' | 'children' | 'parents'>,
  limit = RELATED_LIMIT,
): Promise<SimilarWork[]> {
  const id = typeof object === 'number' ? object : object.id;
  const exclude = typeof object === 'number' ? [id] : excluded(object);
  const { candidateTerms, perTerm, rescored, sameMuseum, minScore } = SIMILARITY;
  const { rows } = await sql<SimilarRow>`
    with total as (
      select greatest(coalesce(sum(objects), 0), 1)::float8 as n
      from collection_facet_counts where facet = 'museum'
    ), me as (
      select p.term_id, t.kind, t.label, p.year, p.museum,
        ${weightSql()} * (0.5 + least(1.0, greatest(0.0,
          ln((select n from total) / greatest(t.objects, 1)) / ln(1000.0)))) as weight
      from collection_similar_postings p
      join collection_similar_terms t on t.id = p.term_id
      where p.object_id = ${id}
    ), strongest as (
      select term_id, year, weight from me
      order by weight desc, term_id limit ${sql.lit(candidateTerms)}
    ), hits as (
      select c.object_id, s.weight from strongest s cross join lateral (
        (select x.object_id from collection_similar_postings x
          where x.term_id = s.term_id and s.year is not null and x.year >= s.year
          order by x.year, x.object_id limit ${sql.lit(perTerm)})
        union all
        (select x.object_id from collection_similar_postings x
          where x.term_id = s.term_id and s.year is not null and x.year < s.year
          order by x.year desc, x.object_id desc limit ${sql.lit(perTerm)})
        union all
        (select x.object_id from collection_similar_postings x
          where x.term_id = s.term_id and s.year is null
          order by x.quality desc, x.object_id limit ${sql.lit(perTerm * 2)})
      ) c
      where c.object_id <> all(${exclude}::integer[])
    ), candidates as (
      select object_id from hits group by object_id
      order by sum(weight) desc, object_id limit ${sql.lit(rescored)}
    ), scored as (
      -- Each candidate's own postings (a few rows by the primary key), never the shared
      -- terms' postings, which can be tens of thousands.
      select c.object_id, a.*
      from candidates c cross join lateral (
        select sum(me.weight) as shared, max(x.year) as year, max(x.quality) as quality,
          max(x.museum) as museum
        from collection_similar_postings x
        join me on me.term_id = x.term_id
        where x.object_id = c.object_id
      ) a
    ), ranked as (
      select s.*, m.year as object_year, s.museum = m.museum as same_museum,
        round((s.shared + coalesce(${periodSql()}, 0)
          + case when s.museum = m.museum then ${sql.lit(sameMuseum)} else 0 end)::numeric, 4) as score
      from scored s cross join (select year, museum from me limit 1) m
    ), listed as (
      select * from ranked where score >= ${sql.lit(minScore)}
      order by score desc, quality desc, object_id
      limit ${limit}
    )
    -- What each listed work shares, strongest first: the reason it gives.
    select l.object_id as id, l.score, l.year, l.object_year, l.same_museum, why.*
    from listed l cross join lateral (
      select bool_or(me.kind = 'creator') as same_artist,
        jsonb_agg(me.label order by me.weight desc, me.term_id)
          filter (where me.kind <> 'creator') as terms
      from collection_similar_postings x
      join me on me.term_id = x.term_id
      where x.object_id = l.object_id
    ) why
    order by l.score desc, l.quality desc, l.object_id`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    score: Number(row.score),
    reason: {
      sameArtist: row.same_artist,
      terms: (row.terms ?? []).slice(0, 2),
      decade:
        row.year !== null && row.object_year !== null && Math.abs(row.year - row.object_year) <= 25
          ? Math.floor(row.year / 10) * 10
          : null,
      sameMuseum: row.same_museum,
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
