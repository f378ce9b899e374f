import type { MuseumId } from '@kokoelma/domain';
import type { DemoClassification } from './demo-classifications';
import { demoDescription } from './demo-description';
import { demoAspect, demoDimensions } from './demo-dimensions';
import { demoMultimedia } from './demo-multimedia';
import type { DemoPeople, DemoPerson } from './demo-people';
import { fullName, rawPerson } from './demo-people';
import type { DemoRawAddress, DemoRawPerson, DemoRawRecord } from './demo-raw-record';
import {
  acquisitionFor,
  classificationFor,
  dateFieldsFor,
  inventoryNumberFor,
  onDisplayFor,
  peopleFor,
  yearFor,
} from './demo-record-parts';
import {
  CATEGORY_WEIGHTS,
  DEMO_CATEGORIES,
  DEMO_ORGANISATIONS,
  KEYWORDS,
  MUSEUM_WEIGHTS,
  MUSEUM_YEARS,
  OWNER,
  ROLES,
} from './demo-terms';
import type { DemoCategoryName } from './demo-terms';
import { demoTitles } from './demo-titles';
import type { TitleKind } from './demo-titles';
import type { SeededRandom } from './seeded-random';

/** What every record of one demo collection shares. */
export interface DemoWorld {
  readonly people: DemoPeople;
  readonly photographers: readonly string[];
  readonly nextImageId: () => number;
}

/** Choices a caller (the showcase, a sketchbook) makes instead of chance. */
export interface DemoRecordOptions {
  readonly objectId: number;
  readonly museum?: MuseumId;
  readonly category?: DemoCategoryName;
  readonly classification?: DemoClassification;
  /** The maker, e.g. of every page of a sketchbook. */
  readonly artist?: DemoPerson;
  readonly titleKind?: TitleKind;
  readonly forceLargeImage?: boolean;
  /** How many images; by default 0 for ≈15 % and 1–3 otherwise. */
  readonly imageCount?: number;
}

const TITLE_KINDS: Readonly<Record<DemoCategoryName, TitleKind>> = {
  taideteos: 'artwork',
  teososa: 'artwork',
  kuva: 'photo',
  esine: 'object',
  kirje: 'letter',
  sarja: 'series',
  asiakirja: 'document',
  'av-aineisto': 'av',
  henkilöarkisto: 'archive',
  arkistoaineisto: 'archive-material',
};

interface Makers {
  readonly year: number | undefined;
  readonly people: DemoRawPerson[];
  /** The same people as the pool knows them (with their working years). */
  readonly persons: readonly DemoPerson[];
}

/** The object's year and people, kept consistent: makers were active when it was made. */
function makersFor(
  random: SeededRandom,
  world: DemoWorld,
  options: DemoRecordOptions,
  museum: MuseumId,
  category: DemoCategoryName,
  classification: DemoClassification,
): Makers {
  const artist = options.artist;
  if (artist) {
    const year = random.int(artist.activeFrom, artist.activeTo);
    return { year, people: [rawPerson(artist, ROLES.artist)], persons: [artist] };
  }
  const archive = category === 'henkilöarkisto' || category === 'arkistoaineisto';
  const undated = archive && random.chance(0.2);
  const year = yearFor(random, MUSEUM_YEARS[museum], classification.minYear);
  const chosen = peopleFor(random, world.people, category, year, museum);
  // When nobody of the pool was active in that year, the year moves to the maker's life.
  const maker = chosen.people[0];
  const lived = maker ? Math.min(Math.max(year, maker.activeFrom), maker.activeTo) : year;
  return { year: undated ? undefined : lived, people: chosen.raw, persons: chosen.people };
}

function imageCount(random: SeededRandom): number {
  if (!random.chance(0.85)) return 0;
  return random.weighted([
    [1, 65],
    [2, 22],
    [3, 13],
  ] as const);
}

/** Classification, materials and keywords: the terms the object is searched by. */
function termsFor(random: SeededRandom, classification: DemoClassification) {
  const materials =
    classification.materials.length > 0
      ? random.sample(classification.materials, random.chance(0.1) ? 2 : 1)
      : [];
  const keywordCount = random.weighted<number>([
    [0, 30],
    [1, 35],
    [2, 25],
    [3, 10],
  ]);
  return {
    classifications: classification.term && random.chance(0.95) ? [classification.term] : [],
    materials,
    keywords: random.sample(KEYWORDS, keywordCount),
  };
}

/** The description (≈40 %), built from facts the record already states. */
function descriptionFor(
  random: SeededRandom,
  terms: ReturnType<typeof termsFor>,
  year: number | undefined,
  acquisitionYear: number | undefined,
): Pick<DemoRawRecord, 'description'> {
  const description = demoDescription(random, {
    ...(terms.keywords[0] ? { keyword: terms.keywords[0] } : {}),
    ...(terms.materials[0] ? { material: terms.materials[0] } : {}),
    ...(year === undefined ? {} : { year }),
    ...(acquisitionYear === undefined ? {} : { acquisitionYear }),
  });
  return description ? { description } : {};
}

/** A letter's images carry its recipient (the second person) as the address. */
function letterAddress(category: DemoCategoryName, makers: Makers): DemoRawAddress | null {
  const recipient = category === 'kirje' ? makers.persons[1] : undefined;
  return recipient ? { firstName: recipient.firstName, familyName: recipient.familyName } : null;
}

/** One object of the demo collection in the museum's raw format. */
export function buildDemoRecord(
  random: SeededRandom,
  world: DemoWorld,
  options: DemoRecordOptions,
): DemoRawRecord {
  const museum = options.museum ?? random.weighted(MUSEUM_WEIGHTS);
  const category = options.category ?? random.weighted(CATEGORY_WEIGHTS);
  const classification = options.classification ?? classificationFor(random, category);
  const makers = makersFor(random, world, options, museum, category, classification);
  const maker = makers.persons[0];
  const titles = demoTitles(random, options.titleKind ?? TITLE_KINDS[category], {
    ...(makers.year === undefined ? {} : { year: makers.year }),
    ...(maker ? { personName: fullName(maker) } : {}),
  });
  const aspect = demoAspect(random);
  const terms = termsFor(random, classification);
  const acquisition = acquisitionFor(random, makers.year);
  return {
    objectId: options.objectId,
    ...titles,
    category: DEMO_CATEGORIES[category],
    ...terms,
    ...descriptionFor(random, terms, makers.year, acquisition.acquisitionYear),
    inventoryNumber: inventoryNumberFor(random, museum, options.objectId),
    responsibleOrganisation: DEMO_ORGANISATIONS[museum],
    owner: OWNER,
    people: makers.people,
    multimedia: demoMultimedia(random, {
      count: options.imageCount ?? imageCount(random),
      aspect,
      year: makers.year,
      address: letterAddress(category, makers),
      photographers: world.photographers,
      keyword: terms.keywords[0],
      forceLarge: options.forceLargeImage ?? false,
      nextImageId: world.nextImageId,
    }),
    dimensions: demoDimensions(random, classification.measure, aspect),
    ...dateFieldsFor(random, makers.year),
    ...acquisition,
    exhibitions: [],
    children: [],
    parents: [],
    onDisplay: onDisplayFor(random, museum),
    ...(category === 'av-aineisto' ? { durationSeconds: random.int(30, 7200) } : {}),
  };
}
