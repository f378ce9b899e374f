import type { DemoRawPerson, DemoRawRole, DemoText } from './demo-raw-record';
import { DEMO_LATEST_YEAR } from './demo-terms';
import type { SeededRandom } from './seeded-random';

// Invented people: Finnish- and Swedish-sounding names put together from parts, so the
// demo never attributes made-up works to real artists.

/** Space-separated words as a list: long name lists stay readable. */
function wordList(words: string): readonly string[] {
  return words.split(' ');
}

const FIRST_NAMES = wordList(
  'Aino Elli Helmi Ilona Kerttu Lyyli Saima Tyyne Venla Hilja Eero Väinö Toivo Onni Lauri ' +
    'Aarne Heikki Ilmari Kalle Urho Veikko Arvo Oskari Pentti Sirkka Marjatta Raili Anneli ' +
    'Tuomas Sanna Riikka Outi Sigrid Ingrid Ebba Greta Astrid Märta Elsa Axel Gunnar Harald ' +
    'Gustaf Nils Fredrik Hjalmar Ragnar Torsten',
);

const FINNISH_STEMS = wordList(
  'Alho Haapa Honka Kaisla Kataja Kuusi Leppä Lumi Paju Pihla Raita Saraja Tuomi Vaahtera ' +
    'Kanerva Kielo Routa Usva Viita',
);
const FINNISH_ENDINGS = wordList('la nen ranta lahti vaara harju koski mäki');
const SWEDISH_STEMS = wordList('Ek Lind Sjö Ahl Gran Löv Hag Alm Asp Hassel');
const SWEDISH_ENDINGS = wordList('holm blad dahl ström lund gren vik stedt');
const GROUP_PREFIXES = wordList('Ryhmä Kollektiivi Työryhmä Studio');

const BIRTH_PLACES = wordList(
  'Helsinki Turku Porvoo Viipuri Tampere Oulu Vaasa Tukholma Pietari Hämeenlinna Kuopio ' +
    'Mariehamn',
);

/** Sizes of the pool: ≈150 people in all. */
const ARTISTS = 125;
const PHOTOGRAPHERS = 17;
const GROUPS = 8;

export type PersonKind = 'artist' | 'photographer' | 'group';

/** A person of the pool with the years in which they made work. */
export interface DemoPerson {
  readonly id: number;
  readonly kind: PersonKind;
  readonly firstName: string | null;
  readonly familyName: string;
  readonly birthYear: number | null;
  readonly deathYear: number | null;
  readonly birthDate: string | null;
  readonly deathDate: string | null;
  readonly birthPlace: string | null;
  readonly deathPlace: string | null;
  readonly activeFrom: number;
  readonly activeTo: number;
}

function familyName(random: SeededRandom): string {
  return random.chance(0.65)
    ? random.pick(FINNISH_STEMS) + random.pick(FINNISH_ENDINGS)
    : random.pick(SWEDISH_STEMS) + random.pick(SWEDISH_ENDINGS);
}

function isoDate(random: SeededRandom, year: number): string {
  const month = random.int(1, 12);
  const day = random.int(1, 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Birth years lean to the 19th and 20th centuries, like the collection. */
function birthYear(random: SeededRandom, kind: PersonKind): number {
  if (kind === 'photographer') return random.int(1820, 1990);
  const [from, to] = random.weighted<readonly [number, number]>([
    [[1280, 1600], 8],
    [[1600, 1800], 12],
    [[1800, 1900], 40],
    [[1900, 1995], 40],
  ]);
  return random.int(from, to);
}

function createPerson(random: SeededRandom, id: number, kind: PersonKind): DemoPerson {
  if (kind === 'group') {
    const activeFrom = random.int(1960, 2015);
    return {
      id,
      kind,
      firstName: null,
      familyName: `${random.pick(GROUP_PREFIXES)} ${random.pick(FINNISH_STEMS)}`,
      birthYear: null,
      deathYear: null,
      birthDate: null,
      deathDate: null,
      birthPlace: null,
      deathPlace: null,
      activeFrom,
      activeTo: DEMO_LATEST_YEAR,
    };
  }
  const born = birthYear(random, kind);
  const died = born + random.int(35, 95);
  const deathYear = died <= DEMO_LATEST_YEAR ? died : null;
  const withDates = random.chance(0.6);
  return {
    id,
    kind,
    firstName: random.pick(FIRST_NAMES),
    familyName: familyName(random),
    birthYear: born,
    deathYear,
    birthDate: withDates ? isoDate(random, born) : null,
    deathDate: withDates && deathYear !== null ? isoDate(random, deathYear) : null,
    birthPlace: random.chance(0.8) ? random.pick(BIRTH_PLACES) : null,
    deathPlace: deathYear !== null && random.chance(0.7) ? random.pick(BIRTH_PLACES) : null,
    activeFrom: born + 18,
    activeTo: Math.min(deathYear ?? DEMO_LATEST_YEAR, DEMO_LATEST_YEAR),
  };
}

/** The pool, and who of a kind was active in a given year. */
export interface DemoPeople {
  readonly all: readonly DemoPerson[];
  /** Someone of `kind` active in `year`, or, when nobody was, anyone of that kind. */
  activeIn(random: SeededRandom, kind: PersonKind, year: number): DemoPerson;
  /** Any person of `kind`. */
  any(random: SeededRandom, kind: PersonKind): DemoPerson;
}

/** ≈150 invented people with ids from 50 001; the same `random` state gives the same pool. */
export function createDemoPeople(random: SeededRandom): DemoPeople {
  const kinds: PersonKind[] = [
    ...Array<PersonKind>(ARTISTS).fill('artist'),
    ...Array<PersonKind>(PHOTOGRAPHERS).fill('photographer'),
    ...Array<PersonKind>(GROUPS).fill('group'),
  ];
  const all = kinds.map((kind, index) => createPerson(random, 50001 + index, kind));
  // Bucketed by decade so a lookup for one year scans a handful of people, not all.
  const byDecade = new Map<string, DemoPerson[]>();
  for (const person of all) {
    for (
      let decade = Math.floor(person.activeFrom / 10);
      decade * 10 <= person.activeTo;
      decade += 1
    ) {
      const key = `${person.kind}:${decade}`;
      byDecade.set(key, [...(byDecade.get(key) ?? []), person]);
    }
  }
  const ofKind = (kind: PersonKind) => all.filter((person) => person.kind === kind);
  const pools = {
    artist: ofKind('artist'),
    photographer: ofKind('photographer'),
    group: ofKind('group'),
  };
  return {
    all,
    any: (r, kind) => r.pick(pools[kind]),
    activeIn: (r, kind, year) => {
      const bucket = byDecade.get(`${kind}:${Math.floor(year / 10)}`) ?? [];
      const active = bucket.filter((p) => p.activeFrom <= year && year <= p.activeTo);
      return r.pick(active.length > 0 ? active : pools[kind]);
    },
  };
}

/** A person as the museum's `people[]` lists them, in one role on one object. */
export function rawPerson(
  person: DemoPerson,
  role: DemoRawRole,
  attribution: DemoText | null = null,
): DemoRawPerson {
  return {
    id: person.id,
    firstName: person.firstName,
    familyName: person.familyName,
    birthDate: person.birthDate,
    deathDate: person.deathDate,
    birthPlace: person.birthPlace,
    deathPlace: person.deathPlace,
    birthYear: person.birthYear,
    deathYear: person.deathYear,
    attribution,
    role,
  };
}

/**
 * Demo people whose later works name them otherwise, as a record from another catalogue
 * would: the first name as an initial ("R. Lumivaara"), without the museum's person id.
 * The people authority merges that spelling into the person (a name written with
 * initials, by their years) and keeps it as another spelling: "also known as" on their
 * page. Their first work names them as the pool does, with their id, so the person is
 * made from it and keeps the museum's id. Chosen by id, not by chance, so that no random
 * number is drawn: every other record stays as it was.
 */
export const DEMO_OTHERWISE_NAMED: ReadonlySet<number> = new Set([50058]);

/**
 * The person as a later work names them (see {@link DEMO_OTHERWISE_NAMED}): `seen` counts
 * the works that named each person so far; the second names them otherwise.
 */
export function namedOtherwise(person: DemoRawPerson, seen: Map<number, number>): DemoRawPerson {
  if (person.id === null || !DEMO_OTHERWISE_NAMED.has(person.id)) return person;
  const count = (seen.get(person.id) ?? 0) + 1;
  seen.set(person.id, count);
  if (count !== 2 || !person.firstName) return person;
  return { ...person, id: null, firstName: `${person.firstName.slice(0, 1)}.` };
}

/** "Firstname Familyname" (a group: its name). */
export function fullName(person: Pick<DemoPerson, 'firstName' | 'familyName'>): string {
  return person.firstName ? `${person.firstName} ${person.familyName}` : person.familyName;
}

/** Museum photographers who photograph the works: credited on images, not in `people`. */
export function createImagePhotographers(random: SeededRandom): readonly string[] {
  return Array.from({ length: 6 }, () => `${random.pick(FIRST_NAMES)} ${familyName(random)}`);
}
