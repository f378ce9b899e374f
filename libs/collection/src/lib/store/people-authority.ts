import { sql, type Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import { mergeSameAs, personDisplayName } from '@kokoelma/domain';
import {
  fullerNameMayBeOne,
  initialsKey,
  namesMayBeOne,
  personNameKey,
  personNameWords,
  spellingKey,
} from '../model/person-names';
import type { CollectionRecord, RecordPerson } from '../model/record';

type Db = Kysely<Tables>;

// People as authorities: one person is one collection_people row, whatever the records
// call them. A record's person is matched, in this order,
//   1. by the source's person id, through collection_person_keys (every id that ever
//      named a person points at the person it was merged into);
//   2. by name: the normalised name (personNameKey: case, diacritics, "Last, First" and
//      "First Last", punctuation) and life years that do not conflict — two people of one
//      name with different known birth or death years are different people. A person
//      without years joins the one person of that name; when there are several that
//      differ by their years, it joins (or makes) the entry of that name without years,
//      since which of them it is cannot be told.
//   3. by initials: a name that may be the same written with initials ("J. M. W. Turner",
//      "Joseph Mallord William Turner": namesMayBeOne), with years that do not conflict,
//      when exactly one known person fits; the person keeps the fuller of the names.
//   4. by a fuller or shorter name with the same birth and death years, both known:
//      middle names more or less, initials written together ("Rembrandt van Rijn",
//      "Rembrandt Harmensz. van Rijn"; "JMW Turner": fullerNameMayBeOne), when exactly
//      one known person fits; the person keeps the fuller of the names.
//   5. otherwise it is a new person, whose id is the source's id, or `name:` and the name.
// The person keeps the other spellings of their name that records merged into them
// wrote (and names they were known by before a fuller or corrected one): "A.
// Gallen-Kallela", "Akseli Gallén-Kallela" — not mere case, word order or punctuation
// (spellingKey), at most OTHER_NAMES_MAX, the first ones kept.
// The matching reads the database, so a later import that names a person by name only
// joins the person an earlier one created.

/** One person as the authority knows them. */
interface Authority {
  id: string;
  nameKey: string;
  firstName: string | null;
  familyName: string | null;
  displayName: string;
  birthYear: number | null;
  deathYear: number | null;
  birthPlace: string | null;
  deathPlace: string | null;
  sameAs: string[];
  /** Other spellings of the name, never the shown one's (see the rules above). */
  otherNames: string[];
  /** Not yet in the database. */
  added: boolean;
  /** Names or years to write. */
  changed: boolean;
}

/** The most other spellings a person keeps. */
export const OTHER_NAMES_MAX = 20;

/** How many letters a name key has: the fuller of two names has more. */
const letters = (nameKey: string) => nameKey.replace(/ /g, '').length;

/** A collection_people row as this module reads and writes it. */
export interface PersonRow {
  id: string;
  first_name: string | null;
  family_name: string | null;
  display_name: string;
  birth_year: number | null;
  death_year: number | null;
  birth_place: string | null;
  death_place: string | null;
  same_as: string[];
  other_names: string[];
  name_key: string;
  initials_key: string;
}

/** What a batch of records needs written about its people. */
export interface ResolvedPeople {
  /** The records, their people's `id` set to the person they are (see {@link resolvePeople}). */
  records: CollectionRecord[];
  /** People to insert or update. */
  people: PersonRow[];
  /** New source keys → person. */
  keys: Array<{ key: string; person_id: string }>;
  links: Array<{ object_id: number; person_id: string; role_fi: string | null }>;
}

/** The source's own person id as text, or null when it has none. */
function sourceKey(person: RecordPerson): string | null {
  if (person.id === null) return null;
  const key = String(person.id).trim();
  return key === '' ? null : key;
}

/** Years that both know and that differ: the two cannot be one person. */
function conflicts(a: YearsOf, b: YearsOf): boolean {
  const differ = (x: number | null, y: number | null) => x !== null && y !== null && x !== y;
  return differ(a.birthYear, b.birthYear) || differ(a.deathYear, b.deathYear);
}

type YearsOf = Pick<Authority, 'birthYear' | 'deathYear'>;

/** `birth|death` when both years are known, else null. */
const yearsKey = (p: YearsOf) =>
  p.birthYear !== null && p.deathYear !== null ? `${p.birthYear}|${p.deathYear}` : null;

const knownYears = (p: YearsOf) => Number(p.birthYear !== null) + Number(p.deathYear !== null);

/** Years both have and agree on: the better of several matches shares more. */
function sharedYears(a: YearsOf, b: YearsOf): number {
  return (
    Number(a.birthYear !== null && a.birthYear === b.birthYear) +
    Number(a.deathYear !== null && a.deathYear === b.deathYear)
  );
}

function rowOf(a: Authority): PersonRow {
  return {
    id: a.id,
    first_name: a.firstName,
    family_name: a.familyName,
    display_name: a.displayName,
    birth_year: a.birthYear,
    death_year: a.deathYear,
    birth_place: a.birthPlace,
    death_place: a.deathPlace,
    same_as: a.sameAs,
    other_names: a.otherNames,
    name_key: a.nameKey,
    initials_key: initialsKey(a.nameKey),
  };
}

function authorityOf(row: PersonRow): Authority {
  return {
    id: row.id,
    nameKey: row.name_key,
    firstName: row.first_name,
    familyName: row.family_name,
    displayName: row.display_name,
    birthYear: row.birth_year,
    deathYear: row.death_year,
    birthPlace: row.birth_place,
    deathPlace: row.death_place,
    sameAs: row.same_as ?? [],
    otherNames: row.other_names ?? [],
    added: false,
    changed: false,
  };
}

/** The in-memory part of a resolution: the people a batch may name, and new keys. */
class PeopleIndex {
  private readonly byId = new Map<string, Authority>();
  private readonly byName = new Map<string, Authority[]>();
  private readonly byInitials = new Map<string, Authority[]>();
  /** People whose birth and death years are both known, by `birth|death`. */
  private readonly byYears = new Map<string, Authority[]>();
  readonly newKeys = new Map<string, string>();

  constructor(
    private readonly keys: Map<string, string>,
    rows: readonly PersonRow[],
  ) {
    for (const row of rows) this.add(authorityOf(row));
  }

  private add(authority: Authority): void {
    this.byId.set(authority.id, authority);
    const named = this.byName.get(authority.nameKey) ?? [];
    named.push(authority);
    this.byName.set(authority.nameKey, named);
    this.addInitials(authority);
    this.addYears(authority);
  }

  private addYears(authority: Authority): void {
    const key = yearsKey(authority);
    if (key !== null) this.byYears.set(key, [...(this.byYears.get(key) ?? []), authority]);
  }

  private addInitials(authority: Authority): void {
    const key = initialsKey(authority.nameKey);
    this.byInitials.set(key, [...(this.byInitials.get(key) ?? []), authority]);
  }

  private removeInitials(authority: Authority): void {
    const key = initialsKey(authority.nameKey);
    this.byInitials.set(key, this.byInitials.get(key)?.filter((a) => a !== authority) ?? []);
  }

  get touched(): Authority[] {
    return [...this.byId.values()].filter((a) => a.added || a.changed);
  }

  /** The person a record's person is, made when there is none yet. */
  resolve(person: RecordPerson, nameKey: string): Authority {
    const source = sourceKey(person);
    const known = source === null ? undefined : this.byId.get(this.keys.get(source) ?? '');
    const authority =
      known ??
      this.byName_(person, nameKey) ??
      this.byInitials_(person, nameKey) ??
      this.byFullerName_(person, nameKey) ??
      this.create(person, nameKey, source);
    if (source !== null && !this.keys.has(source)) {
      this.keys.set(source, authority.id);
      this.newKeys.set(source, authority.id);
    }
    const own = source !== null && source === authority.id;
    if (own) this.rename(authority, person, nameKey);
    this.learnYears(authority, person);
    this.learnPlaces(authority, person, own);
    this.learnSpelling(authority, personDisplayName(person) ?? '');
    return authority;
  }

  /** A spelling of the name that is not the shown one's, kept once (see the rules above). */
  private learnSpelling(authority: Authority, name: string): void {
    const key = spellingKey(name);
    if (key === '' || key === spellingKey(authority.displayName)) return;
    if (authority.otherNames.some((other) => spellingKey(other) === key)) return;
    if (authority.otherNames.length >= OTHER_NAMES_MAX) return;
    authority.otherNames = [...authority.otherNames, name];
    authority.changed = true;
  }

  /** The person of that name whose years do not conflict (see the rules above). */
  private byName_(person: RecordPerson, nameKey: string): Authority | undefined {
    const fitting = (this.byName.get(nameKey) ?? []).filter((a) => !conflicts(a, person));
    if (fitting.length <= 1) return fitting[0];
    if (knownYears(person) === 0) {
      // Several people of this name, none excluded: only one without years is safe.
      const undated = fitting.filter((a) => knownYears(a) === 0);
      const distinct = fitting.some((a) => fitting.some((b) => conflicts(a, b)));
      return distinct ? undated[0] : fitting[0];
    }
    return fitting.reduce((best, a) =>
      sharedYears(a, person) > sharedYears(best, person) ? a : best,
    );
  }

  /**
   * The one person whose name may be this one with (or without) initials, years not
   * conflicting; it takes the fuller name. None when none or several fit.
   */
  private byInitials_(person: RecordPerson, nameKey: string): Authority | undefined {
    const fitting = (this.byInitials.get(initialsKey(nameKey)) ?? []).filter(
      (a) => namesMayBeOne(a.nameKey, nameKey) && !conflicts(a, person),
    );
    const [authority] = fitting;
    if (fitting.length !== 1 || !authority) return undefined;
    if (letters(nameKey) > letters(authority.nameKey)) {
      this.setName(authority, person, nameKey);
    }
    return authority;
  }

  /**
   * The one person of the same birth and death years (both known) whose name may be this
   * one with a name more or less or initials written together; it takes the fuller name.
   */
  private byFullerName_(person: RecordPerson, nameKey: string): Authority | undefined {
    const key = yearsKey(person);
    if (key === null) return undefined;
    const words = personNameWords(person.firstName, person.familyName);
    const fitting = (this.byYears.get(key) ?? []).filter((a) =>
      fullerNameMayBeOne(personNameWords(a.firstName, a.familyName), words),
    );
    const [authority] = fitting;
    if (fitting.length !== 1 || !authority) return undefined;
    if (letters(nameKey) > letters(authority.nameKey)) {
      this.setName(authority, person, nameKey);
    }
    return authority;
  }

  private create(person: RecordPerson, nameKey: string, source: string | null): Authority {
    const displayName = personDisplayName(person) ?? '';
    let id = source ?? `name:${displayName.toLocaleLowerCase('fi')}`;
    // An id can only be taken by a person of the same name (whose id it is): add years.
    for (let n = 2; this.byId.has(id) || this.keys.has(id); n += 1) {
      const years = `${person.birthYear ?? ''}–${person.deathYear ?? ''}`;
      id = `name:${displayName.toLocaleLowerCase('fi')} (${n === 2 ? years : `${years} ${n}`})`;
    }
    const authority: Authority = {
      id,
      nameKey,
      firstName: person.firstName,
      familyName: person.familyName,
      displayName,
      birthYear: person.birthYear,
      deathYear: person.deathYear,
      birthPlace: person.birthPlace ?? null,
      deathPlace: person.deathPlace ?? null,
      sameAs: mergeSameAs([], person.sameAs ?? []),
      otherNames: [],
      added: true,
      changed: false,
    };
    this.add(authority);
    if (!this.keys.has(id)) {
      this.keys.set(id, id);
      this.newKeys.set(id, id);
    }
    return authority;
  }

  /** The record the person's own id comes from names them as it now does. */
  private rename(authority: Authority, person: RecordPerson, nameKey: string): void {
    const displayName = personDisplayName(person) ?? '';
    if (authority.displayName === displayName && authority.nameKey === nameKey) return;
    this.setName(authority, person, nameKey);
  }

  private setName(authority: Authority, person: RecordPerson, nameKey: string): void {
    const formerName = authority.displayName;
    const named = this.byName.get(authority.nameKey)?.filter((a) => a !== authority) ?? [];
    this.byName.set(authority.nameKey, named);
    this.removeInitials(authority);
    Object.assign(authority, {
      firstName: person.firstName,
      familyName: person.familyName,
      displayName: personDisplayName(person) ?? '',
      nameKey,
      changed: true,
    });
    // The name shown now is no other spelling; the one it replaces is.
    const shown = spellingKey(authority.displayName);
    authority.otherNames = authority.otherNames.filter((other) => spellingKey(other) !== shown);
    this.learnSpelling(authority, formerName);
    this.byName.set(nameKey, [...(this.byName.get(nameKey) ?? []), authority]);
    this.addInitials(authority);
  }

  /** Years the person did not have yet (a later record may know them). */
  private learnYears(authority: Authority, person: RecordPerson): void {
    const known = yearsKey(authority) !== null;
    if (authority.birthYear === null && person.birthYear !== null) {
      authority.birthYear = person.birthYear;
      authority.changed = true;
    }
    if (authority.deathYear === null && person.deathYear !== null) {
      authority.deathYear = person.deathYear;
      authority.changed = true;
    }
    if (!known) this.addYears(authority);
  }

  /**
   * Places of birth and death: the person's own record (`own`: by their source id) writes
   * the ones it has; another record gives only those the person did not have yet.
   */
  private learnPlaces(authority: Authority, person: RecordPerson, own: boolean): void {
    for (const [key, value] of [
      ['birthPlace', person.birthPlace ?? null],
      ['deathPlace', person.deathPlace ?? null],
    ] as const) {
      if (value === null || value === authority[key]) continue;
      if (own || authority[key] === null) {
        authority[key] = value;
        authority.changed = true;
      }
    }
    // Links to other authority files: every record's, the first ones kept.
    const links = mergeSameAs(authority.sameAs, person.sameAs ?? []);
    if (links.length !== authority.sameAs.length) {
      authority.sameAs = links;
      authority.changed = true;
    }
  }
}

const PERSON_ROW = sql.raw(
  'id, first_name, family_name, display_name, birth_year, death_year, birth_place, death_place, same_as, other_names, name_key, initials_key',
);

/**
 * Resolves the people of a batch of records to their authorities (see the rules at the
 * top): the records come back with each person's `id` set to the id of the person they
 * are (the source's id when it is that person's own, else the id of the person merged
 * into, or `name:…`), so object pages, the API and filters name one person one way. Two
 * statements read what the batch needs: the source ids already known, and the people of
 * the batch's names. Nothing is written here.
 */
export async function resolvePeople(
  db: Db,
  records: readonly CollectionRecord[],
): Promise<ResolvedPeople> {
  const nameKeys = new Map<RecordPerson, string>();
  const sources = new Set<string>();
  for (const record of records) {
    for (const person of record.people) {
      nameKeys.set(person, personNameKey(person.firstName, person.familyName));
      const source = sourceKey(person);
      if (source !== null) sources.add(source);
    }
  }
  if (nameKeys.size === 0) return { records: [...records], people: [], keys: [], links: [] };
  const known = await sql<{ key: string; person_id: string }>`
    select key, person_id from collection_person_keys
    where key = any(${[...sources]}::text[])`.execute(db);
  const keys = new Map(known.rows.map((row) => [row.key, row.person_id]));
  const names = [...new Set(nameKeys.values())];
  // People of the batch's birth and death years, for names more or less full (rule 4),
  // through the years' index (migration 0024).
  const dated = [
    ...new Set([...nameKeys.keys()].map(yearsKey).filter((key): key is string => key !== null)),
  ].map((key) => key.split('|').map(Number));
  const people = await sql<PersonRow>`
    select ${PERSON_ROW} from collection_people
    where name_key = any(${names}::text[])
    union
    select ${PERSON_ROW} from collection_people
    where initials_key = any(${[...new Set(names.map(initialsKey))]}::text[])
    union
    select ${PERSON_ROW} from collection_people
    where id = any(${[...new Set(keys.values())]}::text[])
    union
    select ${PERSON_ROW} from collection_people
    where (birth_year, death_year) in (
      select * from unnest(${dated.map(([birth]) => birth)}::int[], ${dated.map(([, death]) => death)}::int[])
    )`.execute(db);
  const index = new PeopleIndex(keys, people.rows);

  const links: ResolvedPeople['links'] = [];
  const resolved = records.map((record) => {
    const linked = new Set<string>();
    const resolvedPeople = record.people.map((person) => {
      const nameKey = nameKeys.get(person) ?? '';
      if (nameKey === '' && sourceKey(person) === null) return person; // nothing to go by
      const authority = index.resolve(person, nameKey);
      if (!linked.has(authority.id)) {
        linked.add(authority.id);
        links.push({
          object_id: record.id,
          person_id: authority.id,
          role_fi: person.role?.fi ?? null,
        });
      }
      return String(person.id) === authority.id ? person : { ...person, id: authority.id };
    });
    return { ...record, people: resolvedPeople };
  });
  return {
    records: resolved,
    people: index.touched.map(rowOf),
    keys: [...index.newKeys].map(([key, person_id]) => ({ key, person_id })),
    links,
  };
}

/**
 * Gives people stored before name keys existed (migrations 0011, 0019) their keys, so
 * that imports match them by name and by initials too. Cheap when there are none: an
 * index finds them.
 */
export async function addMissingNameKeys(db: Db): Promise<void> {
  const { rows } = await sql<
    Pick<PersonRow, 'id' | 'first_name' | 'family_name' | 'display_name'> & {
      name_key: string | null;
    }
  >`
    select id, first_name, family_name, display_name, name_key from collection_people
    where name_key is null or initials_key is null`.execute(db);
  if (rows.length === 0) return;
  const keyed = rows.map((row) => {
    const nameKey =
      row.name_key ??
      (personNameKey(row.first_name, row.family_name) || personNameKey(null, row.display_name));
    return { id: row.id, name_key: nameKey, initials_key: initialsKey(nameKey) };
  });
  await sql`update collection_people p set name_key = r.name_key, initials_key = r.initials_key
    from json_to_recordset(${JSON.stringify(keyed)}::json) as r(id text, name_key text, initials_key text)
    where p.id = r.id`.execute(db);
}
