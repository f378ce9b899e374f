import type { Category, MuseumId } from '@kokoelma/domain';

// The demo collection is written in the museum's open API format (/v1/objects, see
// shared/formats/README.md) rather than as `CollectionRecord`s, so that it goes through
// the same importer as real data and exercises it. Field names are the museum's; the
// extensions the importer reads are marked as such.

/** Text per language; a missing language is an empty string, as in the museum's data. */
export interface DemoText {
  fi: string;
  sv: string;
  en: string;
}

/** A person's role on an object, with the museum's role id. */
export interface DemoRawRole extends DemoText {
  id: number;
  type: 'role';
}

export interface DemoRawPerson {
  /** Null where a work names the person otherwise, without the id (demo-people.ts). */
  id: number | null;
  /** Null for an artist group, which has only a (family) name. */
  firstName: string | null;
  familyName: string;
  birthDate: string | null;
  deathDate: string | null;
  birthPlace: string | null;
  deathPlace: string | null;
  birthYear: number | null;
  deathYear: number | null;
  /** How the work is attributed ("workshop", "imitator"), or null for the person's own. */
  attribution: DemoText | null;
  role: DemoRawRole;
}

/** A letter's addressee, carried by its images. */
export interface DemoRawAddress {
  firstName: string | null;
  familyName: string;
}

export interface DemoRawImage {
  id: number;
  license: string;
  updated_timestamp: string;
  filename_extension: '.jpg';
  /** Absent on the few images left invalid on purpose, to exercise validation. */
  width?: number;
  height: number;
  /** Nominal file size in bytes: an estimate, the rendered demo file differs. */
  size: number;
  image_version: number;
  isRiaDisplayImage: boolean;
  ordinal: number;
  photographer_name: string | null;
  address: DemoRawAddress | null;
  filename: string;
  /** Extension: display class 1–5, which sets the display width (spec §9). */
  displayClass: number;
  /** What the image shows, per language (its alt text); absent on most images. */
  description?: DemoText;
}

export interface DemoRawDimension {
  measurements: number[];
  /** Usually mm, cm or m; missing or unknown ("in") on a few, for the fallback rules. */
  unit?: string | null;
  sortLnu?: number;
  measureType: DemoText;
}

export interface DemoRawCategory extends DemoText {
  /** The museum's category id: the spec's category value (artwork, letter, Document…). */
  categoryId: Category;
}

/** Extension: where the object is on display today. */
export interface DemoRawOnDisplay {
  museum: MuseumId;
  location?: DemoText;
}

/** One object of the demo collection in the museum's open API format plus extensions. */
export interface DemoRawRecord {
  objectId: number;
  title: DemoText;
  preferredTitle?: DemoText;
  category: DemoRawCategory;
  classifications: DemoText[];
  keywords: DemoText[];
  materials: DemoText[];
  description?: DemoText;
  inventoryNumber: string;
  responsibleOrganisation: string;
  owner: string;
  people: DemoRawPerson[];
  multimedia: DemoRawImage[];
  dimensions: DemoRawDimension[];
  /** "YYYY-MM-DD" or a four-character year. */
  dateFrom?: string;
  datePrefix?: string;
  yearFrom?: number;
  yearTo?: number;
  acquisitionYear?: number;
  acquisitionDate?: string;
  acquisitionMethod?: DemoText;
  exhibitions: never[];
  /** Sketchbook pages of a sketchbook; empty otherwise. */
  children: number[];
  /** The sketchbook a page belongs to; empty otherwise. */
  parents: number[];
  /** Extension: null when the object is in storage. */
  onDisplay: DemoRawOnDisplay | null;
  /** Extension: running time of av-material in whole seconds. */
  durationSeconds?: number;
}
