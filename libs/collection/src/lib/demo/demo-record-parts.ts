import type { MuseumId } from '@kokoelma/domain';
import { ARTWORK_CLASSIFICATIONS, CLASSIFICATION } from './demo-classifications';
import type { DemoClassification } from './demo-classifications';
import type { DemoPeople, DemoPerson } from './demo-people';
import { rawPerson } from './demo-people';
import type { DemoRawOnDisplay, DemoRawPerson, DemoRawRecord } from './demo-raw-record';
import { ACQUISITION_METHODS, ATTRIBUTIONS, DEMO_LATEST_YEAR, ROLES, roomName } from './demo-terms';
import type { DemoCategoryName } from './demo-terms';
import type { SeededRandom } from './seeded-random';

// The pieces one demo record is put together from; `demo-record.ts` assembles them.

/** The classification (and so materials and measures) that fits a category. */
export function classificationFor(
  random: SeededRandom,
  category: DemoCategoryName,
): DemoClassification {
  switch (category) {
    case 'taideteos':
      return random.weighted(ARTWORK_CLASSIFICATIONS);
    case 'teososa':
      return random.chance(0.7) ? CLASSIFICATION.drawing : CLASSIFICATION.print;
    case 'kuva':
      return CLASSIFICATION.photograph;
    case 'sarja':
      return random.chance(0.6) ? CLASSIFICATION.print : CLASSIFICATION.photograph;
    case 'esine':
      return CLASSIFICATION.object;
    case 'kirje':
    case 'asiakirja':
      return CLASSIFICATION.papers;
    case 'av-aineisto':
      return CLASSIFICATION.media;
    case 'henkilöarkisto':
    case 'arkistoaineisto':
      return CLASSIFICATION.archive;
  }
}

/** A year the holder collects, never before the technique existed. */
export function yearFor(
  random: SeededRandom,
  range: readonly [number, number],
  minYear: number,
): number {
  const from = Math.min(Math.max(range[0], minYear), DEMO_LATEST_YEAR);
  return random.int(from, Math.max(from, range[1]));
}

/** Who made (or wrote, or received) the object; ≈3 % have nobody (unknown author). */
export function peopleFor(
  random: SeededRandom,
  people: DemoPeople,
  category: DemoCategoryName,
  year: number,
  museum: MuseumId,
): { people: DemoPerson[]; raw: DemoRawPerson[] } {
  if (random.chance(0.03)) return { people: [], raw: [] };
  if (category === 'kirje') {
    const writer = people.activeIn(random, 'artist', year);
    let recipient = people.activeIn(random, 'artist', year);
    // Nobody writes to themselves; any other artist will do when no contemporary is left.
    while (recipient.id === writer.id) recipient = people.any(random, 'artist');
    return {
      people: [writer, recipient],
      raw: [rawPerson(writer, ROLES.writer), rawPerson(recipient, ROLES.recipient)],
    };
  }
  if (category === 'kuva') {
    const photographer = people.activeIn(random, 'photographer', year);
    return { people: [photographer], raw: [rawPerson(photographer, ROLES.photographer)] };
  }
  const contemporary = museum === 'kiasma' || museum === 'vttk';
  if (contemporary && random.chance(0.08)) {
    const group = people.any(random, 'group');
    return { people: [group], raw: [rawPerson(group, ROLES.group)] };
  }
  const artist = people.activeIn(random, 'artist', year);
  const attribution = random.chance(0.03) ? random.pick(ATTRIBUTIONS) : null;
  const chosen = [artist];
  if (random.chance(0.04)) chosen.push(people.activeIn(random, 'artist', year));
  return {
    people: chosen,
    raw: chosen.map((person, index) =>
      rawPerson(person, ROLES.artist, index === 0 ? attribution : null),
    ),
  };
}

type DateFields = Pick<DemoRawRecord, 'dateFrom' | 'datePrefix' | 'yearFrom' | 'yearTo'>;

/** `dateFrom` as a full date (≈40 %) or a year (≈45 %, some circa), or none. */
export function dateFieldsFor(random: SeededRandom, year: number | undefined): DateFields {
  if (year === undefined) return {};
  const yearTo = Math.min(DEMO_LATEST_YEAR, year + (random.chance(0.15) ? random.int(1, 5) : 0));
  const form = random.weighted([
    ['date', 40],
    ['year', 45],
    ['none', 15],
  ] as const);
  if (form === 'none') return { yearFrom: year, yearTo };
  if (form === 'year') {
    const circa = random.chance(0.2);
    return {
      dateFrom: String(year),
      ...(circa ? { datePrefix: 'n.' } : {}),
      yearFrom: year,
      yearTo,
    };
  }
  const month = String(random.int(1, 12)).padStart(2, '0');
  const day = String(random.int(1, 28)).padStart(2, '0');
  return { dateFrom: `${year}-${month}-${day}`, yearFrom: year, yearTo };
}

type AcquisitionFields = Pick<
  DemoRawRecord,
  'acquisitionYear' | 'acquisitionDate' | 'acquisitionMethod'
>;

/** When and how the object came to the collection (the collection began in 1846). */
export function acquisitionFor(random: SeededRandom, year: number | undefined): AcquisitionFields {
  if (random.chance(0.1)) return {};
  const earliest = Math.max(1846, year ?? 1846);
  const acquisitionYear = Math.min(DEMO_LATEST_YEAR, earliest + random.int(0, 60));
  const fields: AcquisitionFields = { acquisitionYear };
  if (random.chance(0.3)) {
    const month = String(random.int(1, 12)).padStart(2, '0');
    fields.acquisitionDate = `${acquisitionYear}-${month}-${String(random.int(1, 28)).padStart(2, '0')}`;
  }
  if (random.chance(0.8)) fields.acquisitionMethod = random.pick(ACQUISITION_METHODS);
  return fields;
}

const EXHIBITING: readonly MuseumId[] = ['ateneum', 'kiasma', 'sinebrychoff'];

/** Extension `onDisplay` for ≈8 %: mostly in the holder's own rooms. */
export function onDisplayFor(random: SeededRandom, holder: MuseumId): DemoRawOnDisplay | null {
  if (!random.chance(0.08)) return null;
  const museum =
    EXHIBITING.includes(holder) && random.chance(0.9) ? holder : random.pick(EXHIBITING);
  return random.chance(0.85) ? { museum, location: roomName(random.int(1, 40)) } : { museum };
}

const INVENTORY_PREFIX: Readonly<Record<MuseumId, (random: SeededRandom) => string>> = {
  ateneum: (random) => random.pick(['A I', 'A II', 'A III', 'A IV']),
  kiasma: (random) => `N-${random.int(1990, DEMO_LATEST_YEAR)}-`,
  sinebrychoff: () => 'S',
  vttk: () => 'VTTK',
  kansallisgalleria: () => 'KG',
};

/** An inventory number in the holder's style; the object id keeps it unique. */
export function inventoryNumberFor(
  random: SeededRandom,
  museum: MuseumId,
  objectId: number,
): string {
  const prefix = INVENTORY_PREFIX[museum](random);
  return prefix.endsWith('-') ? `${prefix}${objectId}` : `${prefix} ${objectId}`;
}
