import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Tables } from '@kokoelma/db';
import type { Language } from '@kokoelma/domain';
import type { SearchParams } from '@kokoelma/contract/site';
import type { CollectionRecord } from '../model/record';
import { filterConditions, prefixQuery, searchWords, whereAll } from './search-query';
import { storableText } from '../store/sql-text';

type Db = Kysely<Tables>;

// Listings for the public API: every object or person, in id order, a page at a time.
// Pages are keyset pages ("after this id"), not offsets: each costs the same however
// deep it is, and an import between two pages can neither repeat nor skip an item
// that stays in the collection.

/** A page of objects matching the search filters (the text of a search is not used). */
export interface ObjectPageQuery {
  filters: SearchParams;
  /** The language of keyword, material and classification filter values. */
  lang: Language;
  /** The last id of the previous page; null for the first page. */
  afterId: number | null;
  limit: number;
}

export interface ObjectPage {
  records: CollectionRecord[];
  /** Objects matching the filters, on every page. */
  total: number;
  /** The id to continue after, or null when this is the last page. */
  nextAfterId: number | null;
}

/** The objects matching the filters of a search, in id order, after `afterId`. */
export async function objectPage(db: Db, query: ObjectPageQuery): Promise<ObjectPage> {
  const filters = filterConditions(query.filters, query.lang);
  const after: RawBuilder<SqlBool>[] =
    query.afterId === null ? [] : [sql<SqlBool>`o.id > ${query.afterId}`];
  // One more than asked: whether it exists says if there is a next page.
  const [rows, counted] = await Promise.all([
    sql<{ id: number; doc: CollectionRecord }>`
      select o.id, docs.doc from collection_objects o
      join collection_documents docs on docs.id = o.id
      ${whereAll([...filters, ...after])}
      order by o.id limit ${query.limit + 1}`.execute(db),
    sql<{ n: number | string }>`
      select count(*) as n from collection_objects o ${whereAll(filters)}`.execute(db),
  ]);
  const page = rows.rows.slice(0, query.limit);
  const more = rows.rows.length > query.limit;
  return {
    records: page.map((row) => row.doc),
    total: Number(counted.rows[0]?.n ?? 0),
    nextAfterId: more ? (page.at(-1)?.id ?? null) : null,
  };
}

/** A person connected to objects, with how many objects. */
export interface PersonListing {
  /**
   * The person key: the museum's person id (of the first record that named the person,
   * when several ids were merged into one person), or `name:…` for people without one.
   */
  id: string;
  name: string;
  firstName: string | null;
  familyName: string | null;
  birthYear: number | null;
  deathYear: number | null;
  /** Where they were born and died, as the records write it. */
  birthPlace: string | null;
  deathPlace: string | null;
  /** The same person in other authority files, as links. */
  sameAs: string[];
  /** Other spellings of the name, merged into this person by the authority. */
  otherNames: string[];
  objectCount: number;
}

export interface PeoplePageQuery {
  /** Names starting with these words (each word a prefix of a name part); empty: all. */
  search: string;
  afterId: string | null;
  limit: number;
}

export interface PeoplePage {
  people: PersonListing[];
  total: number;
  nextAfterId: string | null;
}

interface PersonRow {
  id: string;
  first_name: string | null;
  family_name: string | null;
  display_name: string;
  birth_year: number | null;
  death_year: number | null;
  birth_place: string | null;
  death_place: string | null;
  same_as: string[] | null;
  other_names: string[] | null;
  objects: number | string;
}

const personColumns = sql`p.id, p.first_name, p.family_name, p.display_name, p.birth_year,
  p.death_year, p.birth_place, p.death_place, p.same_as, p.other_names,
  (select count(*) from collection_object_people op where op.person_id = p.id) as objects`;

function personOf(row: PersonRow): PersonListing {
  return {
    id: row.id,
    name: row.display_name,
    firstName: row.first_name,
    familyName: row.family_name,
    birthYear: row.birth_year,
    deathYear: row.death_year,
    birthPlace: row.birth_place,
    deathPlace: row.death_place,
    sameAs: row.same_as ?? [],
    otherNames: row.other_names ?? [],
    objectCount: Number(row.objects),
  };
}

/**
 * People in id order after `afterId`. Ids are text: the order is the database's
 * collation, which may differ between servers, but comparison and order use the same
 * one, so a keyset page is still exact.
 */
export async function peoplePage(db: Db, query: PeoplePageQuery): Promise<PeoplePage> {
  const words = searchWords([query.search]);
  const matching: RawBuilder<SqlBool>[] =
    words.length > 0 ? [sql<SqlBool>`p.search @@ to_tsquery('simple', ${prefixQuery(words)})`] : [];
  const after: RawBuilder<SqlBool>[] =
    query.afterId === null ? [] : [sql<SqlBool>`p.id > ${query.afterId}`];
  const [rows, counted] = await Promise.all([
    sql<PersonRow>`select ${personColumns} from collection_people p
      ${whereAll([...matching, ...after])}
      order by p.id limit ${query.limit + 1}`.execute(db),
    sql<{ n: number | string }>`
      select count(*) as n from collection_people p ${whereAll(matching)}`.execute(db),
  ]);
  const page = rows.rows.slice(0, query.limit);
  const more = rows.rows.length > query.limit;
  return {
    people: page.map(personOf),
    total: Number(counted.rows[0]?.n ?? 0),
    nextAfterId: more ? (page.at(-1)?.id ?? null) : null,
  };
}

/**
 * One person by id, or null. A source id of a person that was merged into another (see
 * people-authority.ts) finds the person it was merged into.
 */
export async function findPerson(db: Db, id: string): Promise<PersonListing | null> {
  const key = storableText(id);
  const { rows } = await sql<PersonRow>`select ${personColumns} from collection_people p
    where p.id = coalesce((select k.person_id from collection_person_keys k where k.key = ${key}),
      ${key})`.execute(db);
  return rows[0] ? personOf(rows[0]) : null;
}

/** A page of the people index: people objects name, A–Ö by family name. */
export interface PeopleIndexQuery {
  /** The page's language: Finnish and Swedish put å, ä and ö after z; English folds them. */
  lang: Language;
  /** Names starting with these words; empty: everyone. */
  search: string;
  /** Only family names starting with this letter (a–z, å, ä, ö); null: every letter. */
  letter: string | null;
  offset: number;
  limit: number;
}

export interface PeopleIndexPage {
  people: PersonListing[];
  total: number;
}

/**
 * The sort key of a name in the language's alphabet: lower case, letters with accents
 * as their base letter, and in Finnish and Swedish å, ä (æ) and ö (ø) after z in that
 * order (the characters after z in code order stand for them), ü as y; v and w apart, as
 * the languages' current dictionaries have them. A key made in
 * SQL and compared byte by byte (collate "C"), so the order is the same on PGlite and
 * PostgreSQL whatever their collations.
 */
function nameKey(column: RawBuilder<unknown>, lang: Language): RawBuilder<string> {
  const nordic = lang !== 'en';
  const from = 'åäæöøüéèêëáàâíìîóòôúùûçñ';
  const to = nordic ? '{||}}yeeeeaaaiiiooouuucn' : 'aaaooueeeeaaaiiiooouuucn';
  return sql<string>`translate(lower(${column}), ${from}, ${to})`;
}

/** The letters of the index, in the language's order. */
export function indexLetters(lang: Language): string[] {
  const latin = 'abcdefghijklmnopqrstuvwxyz'.split('');
  return lang === 'en' ? latin : [...latin, 'å', 'ä', 'ö'];
}

/** People objects name, A–Ö by family name (then first name), a page at a time. */
export async function peopleIndex(db: Db, query: PeopleIndexQuery): Promise<PeopleIndexPage> {
  const key = nameKey(sql`coalesce(p.family_name, p.display_name)`, query.lang);
  const words = searchWords([query.search]);
  const conditions: RawBuilder<SqlBool>[] = [
    sql<SqlBool>`exists (select 1 from collection_object_people op where op.person_id = p.id)`,
    ...(words.length > 0
      ? [sql<SqlBool>`p.search @@ to_tsquery('simple', ${prefixQuery(words)})`]
      : []),
  ];
  if (query.letter) {
    const letterKey = nameKey(sql`${query.letter}`, query.lang);
    conditions.push(sql<SqlBool>`left(${key}, 1) = ${letterKey}`);
  }
  const [rows, counted] = await Promise.all([
    sql<PersonRow>`select ${personColumns} from collection_people p ${whereAll(conditions)}
      order by ${key} collate "C", ${nameKey(sql`coalesce(p.first_name, '')`, query.lang)} collate "C",
        p.id
      offset ${query.offset} limit ${query.limit}`.execute(db),
    sql<{ n: number | string }>`select count(*) as n from collection_people p
      ${whereAll(conditions)}`.execute(db),
  ]);
  return { people: rows.rows.map(personOf), total: Number(counted.rows[0]?.n ?? 0) };
}

/** A role a person has in works (its Finnish name, as the records store it), with a count. */
export interface PersonRoleCount {
  role: string;
  count: number;
}

/** The roles the records give a person (the survivor of a merge), the most frequent first. */
export async function personRoles(db: Db, personId: string): Promise<PersonRoleCount[]> {
  const { rows } = await sql<{ role: string; n: number | string }>`
    select op.role_fi as role, count(*) as n from collection_object_people op
    where op.person_id = ${storableText(personId)} and op.role_fi is not null and op.role_fi <> ''
    group by op.role_fi order by count(*) desc, op.role_fi limit 20`.execute(db);
  return rows.map((row) => ({ role: row.role, count: Number(row.n) }));
}

/** Objects per batch of an export: about a megabyte of JSON. */
export const EXPORT_BATCH_SIZE = 500;

/**
 * Every object in id order, `batchSize` at a time: one short query per batch, so an
 * export of any size holds one batch in memory and never one long transaction. An
 * object added or removed while the export runs may or may not be in it; every other
 * object is in it exactly once.
 */
export async function* objectBatches(
  db: Db,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<CollectionRecord[], void, undefined> {
  let after: number | null = null;
  for (;;) {
    let query = db.selectFrom('collection_documents').select(['id', 'doc']);
    if (after !== null) query = query.where('id', '>', after);
    const rows = await query.orderBy('id').limit(batchSize).execute();
    if (rows.length === 0) return;
    yield rows.map((row) => row.doc as CollectionRecord);
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1]?.id ?? null;
  }
}
