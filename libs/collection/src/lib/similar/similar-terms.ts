import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Tables } from '@kokoelma/db';
import { personDisplayName, type LocalizedText } from '@kokoelma/domain';
import type { CollectionRecord } from '../record';
import type { ObjectRow } from '../repository/object-rows';
import { recordset } from '../repository/search-rows';
import { isSecondaryPart } from '../repository/search-documents';

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
  /** Rarity: a term's weight is multiplied by 0.5 + log(objects / holders) / log(this), at most 1.5. */
  rarityBase: 1000,
  /** The object's strongest terms that candidates are taken from. */
  candidateTerms: 8,
  /** Postings per term and side: the works nearest in time before and after the object. */
  perTerm: 24,
  /** Candidates scored on everything they share: the most found through those terms. */
  rescored: 48,
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

/** One term of one object, as the import sends it; SQL makes the term's key. */
interface TermInput {
  object_id: number;
  kind: SimilarTermKind;
  /** A person's id; null for the other kinds, whose key is their text in lower case. */
  person_id: string | null;
  label: LocalizedText;
  year: number | null;
  quality: number;
  museum: string;
}

const TERM_INPUT = {
  object_id: 'integer',
  kind: 'text',
  person_id: 'text',
  label: 'jsonb',
  year: 'integer',
  quality: 'smallint',
  museum: 'text',
} as const;

/**
 * The key of a term that is not a person, in SQL: its text in lower case, Finnish first,
 * then English, then Swedish (the same expression as 0017_similar_works.sql).
 */
const termKey = (label: string) =>
  sql.raw(`lower(coalesce(nullif(${label} ->> 'fi', ''), nullif(${label} ->> 'en', ''),
    nullif(${label} ->> 'sv', '')))`);

/** The terms a record holds: its people (creators apart) and its keywords, materials, classifications. */
export function similarTerms(record: CollectionRecord, object: ObjectRow): TermInput[] {
  const base = {
    object_id: record.id,
    year: object.year_from ?? object.year_to,
    quality: object.quality,
    museum: object.museum,
  };
  const terms: TermInput[] = [];
  for (const person of record.people) {
    if (person.id === null || String(person.id).trim() === '') continue;
    const name = personDisplayName(person) ?? '';
    if (UNKNOWN_PERSON.test(name)) continue;
    terms.push({
      ...base,
      kind: isSecondaryPart(person) ? 'person' : 'creator',
      person_id: String(person.id),
      label: { fi: name, sv: name, en: name },
    });
  }
  const lists = [
    ['keyword', record.keywords],
    ['material', record.materials],
    ['classification', record.classifications],
  ] as const;
  for (const [kind, list] of lists) {
    for (const label of list) terms.push({ ...base, kind, person_id: null, label });
  }
  return terms;
}

/**
 * Rewrites the postings of a batch's objects inside the caller's transaction: the terms
 * they name are added where new (counted at the next refresh), then one posting per
 * object and distinct term.
 */
export async function writeSimilarPostings(
  trx: Kysely<Tables>,
  ids: readonly number[],
  terms: readonly TermInput[],
): Promise<void> {
  await sql`delete from collection_similar_postings
    where object_id = any(${ids}::integer[])`.execute(trx);
  if (terms.length === 0) return;
  await sql`create temporary table if not exists collection_similar_input (
      object_id integer, kind text, key text, label jsonb, year integer, quality smallint,
      museum text) on commit drop`.execute(trx);
  await sql`delete from collection_similar_input`.execute(trx);
  await sql`insert into collection_similar_input
    select object_id, kind, coalesce(person_id, ${termKey('r.label')}), label, year, quality, museum
    from ${recordset(terms, TERM_INPUT)}`.execute(trx);
  await sql`insert into collection_similar_terms (kind, key, label)
    select distinct on (kind, key) kind, key, label from collection_similar_input i
    where key is not null
      and not exists (select from collection_similar_terms t where t.kind = i.kind and t.key = i.key)
    order by kind, key
    on conflict (kind, key) do nothing`.execute(trx);
  await sql`insert into collection_similar_postings (object_id, term_id, year, quality, museum)
    select distinct on (i.object_id, t.id) i.object_id, t.id, i.year, i.quality, i.museum
    from collection_similar_input i
    join collection_similar_terms t on t.kind = i.kind and t.key = i.key
    order by i.object_id, t.id`.execute(trx);
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
