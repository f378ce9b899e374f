import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Tables } from '@kokoelma/db';
import { personDisplayName, type LocalizedText } from '@kokoelma/domain';
import type { CollectionRecord } from '../model/record';
import type { ObjectRow } from '../store/object-rows';
import { recordset } from '../store/recordset';
import { isSecondaryPart } from '../model/record-text';

/**
 * The weights of shared terms: a term weighs by its kind, times a factor from 0.5 (every
 * object has it) to 1.5 (one in `rarityBase` or rarer), computed at each import. The rest
 * of the ranking — production years within 10, 25 or 50 years add 1.5, 1 or 0.5, the same
 * museum 0.5, and a work needs 3 (more than the period and the museum together can give)
 * to be listed; candidates from the 8 strongest terms, 24 works nearest in year on either
 * side of each, the 48 found through the most weight scored — is the database function
 * `collection_similar_works` (0017_similar_works.sql).
 */
export const SIMILARITY = {
  weights: { creator: 5, person: 2, material: 2.5, classification: 2, keyword: 1.5 },
  rarityBase: 1000,
} as const;

/**
 * A term's weight, in SQL over `collection_similar_terms t` and the collection's size `n`:
 * its kind's weight times 0.5 (every object holds it) to 1.5 (one in `rarityBase` or rarer).
 * 0017_similar_works.sql computes the same for the collection it finds.
 */
export function termWeightSql(n: RawBuilder<unknown>): RawBuilder<unknown> {
  const w = SIMILARITY.weights;
  const kind = sql.raw(`(case t.kind when 'creator' then ${w.creator} when 'person' then ${w.person}
    when 'material' then ${w.material} when 'classification' then ${w.classification}
    else ${w.keyword} end)`);
  return sql`${kind} * (0.5 + least(1.0, greatest(0.0,
    ln(${n}::float8 / greatest(t.objects, 1)) / ln(${sql.lit(SIMILARITY.rarityBase)}::float8))))`;
}

/**
 * A maker the record does not know ("unknown", "Tuntematon tekijä", "Okänd"): shared by
 * thousands of unrelated works, so neither "the same artist" nor anyone's other works.
 */
export const UNKNOWN_PERSON = /^(unknown|tuntematon|okänd|anonymous|anonyymi|anonym)\b/iu;

/** What a posting says the object holds (0017_similar_works.sql). */
export type SimilarTermKind = 'creator' | 'person' | 'keyword' | 'material' | 'classification';

/** One term of one object, as the import computes it. */
export interface ObjectTerm {
  object_id: number;
  kind: SimilarTermKind;
  /** A person's id; for the other kinds their text in lower case (see {@link termKey}). */
  key: string;
  label: LocalizedText;
  year: number | null;
  quality: number;
  museum: string;
}

const TERM_COLUMNS = { kind: 'text', key: 'text', label: 'jsonb' } as const;
const POSTING_COLUMNS = {
  object_id: 'integer',
  kind: 'text',
  key: 'text',
  year: 'integer',
  quality: 'smallint',
  museum: 'text',
} as const;

/**
 * The key of a term that is not a person: its text in lower case, Finnish first, then
 * English, then Swedish, so the same word in any record is one term.
 */
export function termKey(text: LocalizedText): string | null {
  const value = text.fi || text.en || text.sv;
  return value ? value.toLocaleLowerCase('fi') : null;
}

/** The terms a record holds: its people (creators apart) and its keywords, materials, classifications. */
export function similarTerms(record: CollectionRecord, object: ObjectRow): ObjectTerm[] {
  const base = {
    object_id: record.id,
    year: object.year_from ?? object.year_to,
    quality: object.quality,
    museum: object.museum,
  };
  const terms = new Map<string, ObjectTerm>();
  const add = (kind: SimilarTermKind, key: string | null, label: LocalizedText) => {
    if (key !== null && !terms.has(`${kind}:${key}`)) {
      terms.set(`${kind}:${key}`, { ...base, kind, key, label });
    }
  };
  for (const person of record.people) {
    if (person.id === null || String(person.id).trim() === '') continue;
    const name = personDisplayName(person) ?? '';
    if (UNKNOWN_PERSON.test(name)) continue;
    add(isSecondaryPart(person) ? 'person' : 'creator', String(person.id), {
      fi: name,
      sv: name,
      en: name,
    });
  }
  const lists = [
    ['keyword', record.keywords],
    ['material', record.materials],
    ['classification', record.classifications],
  ] as const;
  for (const [kind, list] of lists) for (const label of list) add(kind, termKey(label), label);
  return [...terms.values()];
}

/**
 * Rewrites the postings of a batch's objects inside the caller's transaction: the terms
 * they name are added where new (counted and weighed at the next refresh), each sent
 * once, then one posting per object and term.
 */
export async function writeSimilarPostings(
  trx: Kysely<Tables>,
  ids: readonly number[],
  terms: readonly ObjectTerm[],
): Promise<void> {
  await sql`delete from collection_similar_postings
    where object_id = any(${ids}::integer[])`.execute(trx);
  if (terms.length === 0) return;
  const distinct = new Map<string, { kind: string; key: string; label: LocalizedText }>();
  for (const { kind, key, label } of terms) {
    if (!distinct.has(`${kind}:${key}`)) distinct.set(`${kind}:${key}`, { kind, key, label });
  }
  await sql`insert into collection_similar_terms (kind, key, label)
    select r.kind, r.key, r.label from ${recordset([...distinct.values()], TERM_COLUMNS)}
    where not exists (select from collection_similar_terms t
      where t.kind = r.kind and t.key = r.key)
    on conflict (kind, key) do nothing`.execute(trx);
  const postings = terms.map(({ label: _label, ...posting }) => posting);
  await sql`insert into collection_similar_postings (object_id, term_id, year, quality, museum)
    select r.object_id, t.id, r.year, r.quality, r.museum
    from ${recordset(postings, POSTING_COLUMNS)}
    join collection_similar_terms t on t.kind = r.kind and t.key = r.key`.execute(trx);
}

/**
 * After an import: each term's number of objects and weight (rarer terms weigh more), and
 * terms no object holds any more go.
 */
export async function refreshSimilarTerms(trx: Kysely<Tables>): Promise<void> {
  await sql`update collection_similar_terms t set objects = coalesce(c.n, 0)
    from collection_similar_terms t2
    left join (select term_id, count(*)::integer as n from collection_similar_postings
      group by term_id) c on c.term_id = t2.id
    where t2.id = t.id and t.objects is distinct from coalesce(c.n, 0)`.execute(trx);
  await sql`delete from collection_similar_terms where objects = 0`.execute(trx);
  const n = sql`(select greatest(count(*), 1) from collection_objects)`;
  await sql`update collection_similar_terms t set weight = ${termWeightSql(n)}`.execute(trx);
}
