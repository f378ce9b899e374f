import { KNOWN_ROLES } from '@kokoelma/domain';
import type { Category, MuseumId } from '@kokoelma/domain';
import type { DemoRawCategory, DemoRawRole, DemoText } from './demo-raw-record';

// Vocabulary of the demo collection: the museum's own category, organisation and role
// names (so the importer's mappings are exercised as with real data) and plausible terms.

/** Shorthand for a trilingual term. */
export function term(fi: string, sv: string, en: string): DemoText {
  return { fi, sv, en };
}

/** A category as the museum publishes it; `categoryId` is the spec's category value. */
function category(categoryId: Category, fi: string, sv: string, en: string): DemoRawCategory {
  return { categoryId, fi, sv, en };
}

/** Every Finnish category name the demo uses, keyed by that name. */
export const DEMO_CATEGORIES = {
  taideteos: category('artwork', 'taideteos', 'konstverk', 'artwork'),
  teososa: category('artwork', 'teososa', 'del av konstverk', 'part of a work'),
  esine: category('artefact', 'esine', 'föremål', 'object'),
  kirje: category('letter', 'kirje', 'brev', 'letter'),
  kuva: category('photo', 'kuva', 'bild', 'picture'),
  sarja: category('series', 'sarja', 'serie', 'series'),
  asiakirja: category('Document', 'asiakirja', 'dokument', 'document'),
  'av-aineisto': category('av-material', 'av-aineisto', 'av-material', 'audiovisual material'),
  henkilöarkisto: category('archive', 'henkilöarkisto', 'personarkiv', 'personal archive'),
  arkistoaineisto: category(
    'archive-material',
    'arkistoaineisto',
    'arkivmaterial',
    'archive material',
  ),
} as const satisfies Record<string, DemoRawCategory>;

/** A Finnish category name of the demo collection. */
export type DemoCategoryName = keyof typeof DEMO_CATEGORIES;

/** How often each category occurs outside sketchbooks: mostly artworks, as in the museum. */
export const CATEGORY_WEIGHTS: readonly (readonly [DemoCategoryName, number])[] = [
  ['taideteos', 70],
  ['teososa', 4],
  ['kuva', 6],
  ['esine', 4],
  ['kirje', 4],
  ['sarja', 3],
  ['asiakirja', 3],
  ['av-aineisto', 3],
  ['henkilöarkisto', 1.5],
  ['arkistoaineisto', 1.5],
];

/** `responsibleOrganisation` as the museum writes it, per holder. */
export const DEMO_ORGANISATIONS: Readonly<Record<MuseumId, string>> = {
  ateneum: 'Kansallisgalleria / Ateneumin taidemuseo',
  kiasma: 'Kansallisgalleria / Nykytaiteen museo Kiasma',
  sinebrychoff: 'Kansallisgalleria / Sinebrychoffin taidemuseo',
  vttk: 'Valtion taideteostoimikunta',
  kansallisgalleria: 'Kansallisgalleria',
};

export const MUSEUM_WEIGHTS: readonly (readonly [MuseumId, number])[] = [
  ['ateneum', 40],
  ['kiasma', 25],
  ['sinebrychoff', 15],
  ['vttk', 10],
  ['kansallisgalleria', 10],
];

/** Years each holder collects, so Kiasma holds contemporary art and Sinebrychoff old masters. */
export const MUSEUM_YEARS: Readonly<Record<MuseumId, readonly [number, number]>> = {
  ateneum: [1750, 1965],
  kiasma: [1960, 2025],
  sinebrychoff: [1300, 1860],
  vttk: [1985, 2025],
  kansallisgalleria: [1850, 2020],
};

/** The latest year of the demo: fixed, so the output never depends on the clock. */
export const DEMO_LATEST_YEAR = 2025;

export const OWNER = 'Suomen valtio';

/** Role ids are the museum's kind of numbers; the texts are the domain's known roles. */
function role(id: number, fiName: string): DemoRawRole {
  const names = KNOWN_ROLES[fiName];
  if (!names) throw new Error(`unknown role ${fiName}`);
  return { id, fi: names.fi, sv: names.sv, en: names.en, type: 'role' };
}

export const ROLES = {
  artist: role(98595, 'taiteilija'),
  photographer: role(98601, 'valokuvaaja'),
  group: role(98612, 'taiteilijaryhmä'),
  writer: role(98630, 'kirjoittaja'),
  recipient: role(98631, 'vastaanottaja'),
} as const;

export const ATTRIBUTIONS: readonly DemoText[] = [
  term('työpaja', 'verkstad', 'workshop'),
  term('jäljittelijä', 'imitatör', 'imitator'),
  term('koulukunta', 'skola', 'school of'),
  term('seuraaja', 'efterföljare', 'follower'),
  term('kopio jälkeen', 'kopia efter', 'copy after'),
];

export const ACQUISITION_METHODS: readonly DemoText[] = [
  term('osto', 'köp', 'purchase'),
  term('lahjoitus', 'gåva', 'donation'),
  term('testamentti', 'testamente', 'bequest'),
  term('siirto', 'överföring', 'transfer'),
];

export const KEYWORDS: readonly DemoText[] = [
  term('maisema', 'landskap', 'landscape'),
  term('muotokuva', 'porträtt', 'portrait'),
  term('meri', 'hav', 'sea'),
  term('talvi', 'vinter', 'winter'),
  term('kesä', 'sommar', 'summer'),
  term('kaupunki', 'stad', 'city'),
  term('eläimet', 'djur', 'animals'),
  term('kukat', 'blommor', 'flowers'),
  term('lapset', 'barn', 'children'),
  term('metsä', 'skog', 'forest'),
  term('järvi', 'sjö', 'lake'),
  term('saaristo', 'skärgård', 'archipelago'),
  term('asetelma', 'stilleben', 'still life'),
  term('interiööri', 'interiör', 'interior'),
  term('ilta', 'kväll', 'evening'),
  term('työ', 'arbete', 'work'),
  term('abstrakti', 'abstrakt', 'abstract'),
  term('uskonto', 'religion', 'religion'),
];

/** Rooms for `onDisplay.location`. */
export function roomName(room: number): DemoText {
  return term(`Sali ${room}`, `Sal ${room}`, `Room ${room}`);
}
