import type { Language } from './languages.js';

/** Object category values (spec §3); `Document` keeps its capital D as the data has it. */
export const CATEGORIES = [
  'av-material',
  'archive-material',
  'archive',
  'artefact',
  'letter',
  'artwork',
  'photo',
  'series',
  'Document',
] as const;

/** One of {@link CATEGORIES}. */
export type Category = (typeof CATEGORIES)[number];

/** True when `value` is exactly one of {@link CATEGORIES} (case matters: `Document`). */
export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

/** Finnish category names with a fixed meaning (spec §3), plus the av names seen in data. */
const FINNISH_NAMES: Readonly<Record<string, Category>> = {
  esine: 'artefact',
  kirje: 'letter',
  kuva: 'photo',
  taideteos: 'artwork',
  teososa: 'artwork',
  sarja: 'series',
  asiakirja: 'Document',
  arkistoaineisto: 'archive-material',
  'av-aineisto': 'av-material',
  'av-materiaali': 'av-material',
  'audiovisuaalinen aineisto': 'av-material',
  video: 'av-material',
  elokuva: 'av-material',
  äänite: 'av-material',
};

/**
 * Maps a Finnish category name to its category value, ignoring case and surrounding space.
 * Names ending in "arkistoaineisto" are archive material; other names ending in "arkisto"
 * (henkilöarkisto, yhteisöarkisto, "henkilö- ja yhteisöarkisto") are personal or community
 * archives. Unknown names give undefined, so the caller decides how to show them.
 */
export function categoryFromFinnishName(name: string | null | undefined): Category | undefined {
  const key = name?.trim().toLocaleLowerCase('fi').replace(/\s+/g, ' ');
  if (!key) return undefined;
  const known = FINNISH_NAMES[key];
  if (known) return known;
  if (key.endsWith('arkistoaineisto')) return 'archive-material';
  if (key.endsWith('arkisto')) return 'archive';
  return undefined;
}

/** A category as the open API carries it: an id and names per language. */
export interface CategoryRecord {
  readonly categoryId?: string | null;
  readonly fi?: string | null;
}

/**
 * The category of a record: the Finnish name decides (spec §3); a `categoryId` that is
 * already a category value is used only when the Finnish name is unknown.
 */
export function categoryFromRecord(
  record: CategoryRecord | null | undefined,
): Category | undefined {
  const fromName = categoryFromFinnishName(record?.fi);
  if (fromName) return fromName;
  return isCategory(record?.categoryId) ? record.categoryId : undefined;
}

/** Category names shown to visitors in each language. */
export const CATEGORY_LABELS: Readonly<Record<Category, Readonly<Record<Language, string>>>> = {
  'av-material': { fi: 'AV-aineisto', sv: 'AV-material', en: 'AV material' },
  'archive-material': { fi: 'Arkistoaineisto', sv: 'Arkivmaterial', en: 'Archive material' },
  archive: { fi: 'Arkisto', sv: 'Arkiv', en: 'Archive' },
  artefact: { fi: 'Esine', sv: 'Föremål', en: 'Artefact' },
  letter: { fi: 'Kirje', sv: 'Brev', en: 'Letter' },
  artwork: { fi: 'Taideteos', sv: 'Konstverk', en: 'Artwork' },
  photo: { fi: 'Valokuva', sv: 'Fotografi', en: 'Photograph' },
  series: { fi: 'Sarja', sv: 'Serie', en: 'Series' },
  Document: { fi: 'Asiakirja', sv: 'Dokument', en: 'Document' },
};

/** The visitor-facing name of a category in `lang`. */
export function categoryLabel(category: Category, lang: Language): string {
  return CATEGORY_LABELS[category][lang];
}
