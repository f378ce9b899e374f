import type {
  Category,
  Dimension,
  Image,
  LetterAddress,
  LocalizedText,
  MuseumId,
} from '@kokoelma/domain';

/**
 * One collection object as every importer produces it and the repository stores it:
 * the museum's open API format (primary) and LIDO XML both map to this shape, so search,
 * pages and the public API never know where a record came from. Field names follow the
 * museum's API where it has the field; the rest are the project's documented extensions
 * (see libs/collection/IMPORT.md).
 */
export interface CollectionRecord {
  /** The museum's objectId: a positive integer, unique across the collection. */
  id: number;
  /** Title per language; a missing language is absent (never an empty string). */
  title: LocalizedText;
  /** Wins over `title` where present (spec §3). */
  preferredTitle: LocalizedText | null;
  /** The spec's category value (from the Finnish name) and the record's own names. */
  category: { value: Category | null; name: LocalizedText };
  classifications: LocalizedText[];
  keywords: LocalizedText[];
  materials: LocalizedText[];
  description: LocalizedText;
  inventoryNumber: string | null;
  /** Which museum holds it, mapped from `responsibleOrganisation`. */
  museum: MuseumId;
  responsibleOrganisation: string | null;
  owner: string | null;
  people: RecordPerson[];
  /** Images in display order (by `ordinal`); only images valid by the spec's rule. */
  images: RecordImage[];
  /**
   * Images the source links to but whose pixel size is not known yet (LIDO without
   * resourceMeasurementsSet, JSON without width/height): kept, not shown, until an import
   * with `images` harvests them (src/lib/harvest). Absent when there are none.
   */
  linkedImages?: LinkedImage[];
  dimensions: RecordDimension[];
  /** A full date (YYYY-MM-DD) or a four-character year, as the source gives it. */
  dateFrom: string | null;
  /** E.g. "n." (circa). */
  datePrefix: string | null;
  yearFrom: number | null;
  yearTo: number | null;
  acquisitionYear: number | null;
  acquisitionDate: string | null;
  acquisitionMethod: LocalizedText | null;
  /** Child objects (sketchbook pages, parts of a series) and parents, by id. */
  children: number[];
  parents: number[];
  /** Extension: where the object is on display today, or null when in storage. */
  onDisplay: { museum: MuseumId; location: LocalizedText | null } | null;
  /** Extension: running time of av-material, in whole seconds. */
  durationSeconds: number | null;
  /** Licence of the record's metadata and who holds the rights of its images. */
  rights: { license: string | null; holder: string | null };
  /** Which importer produced it. */
  source: 'museum-api' | 'lido';
  /**
   * The first image's dominant colours (search/palette.ts), added when the record is read:
   * never stored in the document, kept in collection_object_colours.
   */
  palette?: Array<{ hex: string; share: number }>;
}

/** One measurement record (the domain's Dimension, as stored and served). */
export interface RecordDimension extends Dimension {
  measurements: number[];
  unit: string | null;
  sortLnu: number | null;
  measureType: LocalizedText | null;
}

/** A person connected to an object, with their role in its making. */
export interface RecordPerson {
  id: number | string | null;
  firstName: string | null;
  familyName: string | null;
  birthYear: number | null;
  deathYear: number | null;
  attribution: LocalizedText | null;
  role: { id: number | string | null; fi: string; sv: string; en: string } | null;
}

/** An image: the spec's required fields plus what pages and credits need. */
export interface RecordImage extends Image {
  license: string | null;
  photographer: string | null;
  ordinal: number | null;
  /** Letters: the addressee shown with the image. */
  address: LetterAddress | null;
  /** Extension: display class 1–5, which sets the display width (spec §9). */
  displayClass: number | null;
  /**
   * Where the original can be fetched when it is not on our image server: a IIIF image
   * service or file URL (LIDO). Null for images the image server already has.
   */
  sourceUrl: string | null;
  /**
   * Set when the harvest fetched (or sized) the image: where from and the validators a
   * later import compares to skip it (src/lib/harvest). Absent on other images.
   */
  harvest?: ImageHarvestInfo;
}

/** Where a harvested image came from, for resuming: a later run skips what it finds here. */
export interface ImageHarvestInfo {
  /** The linked URL (or `file:` path of `--images-from`) the image was harvested for. */
  source: string;
  /** The URL actually fetched (a IIIF rendition, a fallback representation), or the path. */
  fetched: string;
  etag: string | null;
  lastModified: string | null;
  /** SHA-256 of the original's bytes, hex; null when only the size was read. */
  sha256: string | null;
  /** True when the original is kept under DATA_DIR/images/originals. */
  stored: boolean;
}

/** A linked image without pixel size: what the harvest needs to fetch and credit it. */
export interface LinkedImage {
  /** The source's own id of the image (LIDO resourceID, JSON multimedia id), or null. */
  sourceId: string | null;
  /** Where to fetch it, best first: a IIIF Image service or a plain file URL. */
  links: LinkedImageLink[];
  /** A file name the source gives (for `--images-from` with `{filename}`), or null. */
  filename: string | null;
  license: string | null;
  photographer: string | null;
  ordinal: number | null;
}

/** One place a linked image can be fetched from. */
export interface LinkedImageLink {
  url: string;
  /** `iiif`: an Image API service (base URL or info.json); `file`: an image file. */
  kind: 'iiif' | 'file';
}

/** Why one record was skipped: where it was, and which field was wrong. */
export interface RecordIssue {
  /** 1-based position of the record in its file. */
  recordNumber: number;
  /** The record's id when it could be read. */
  recordId: string | null;
  /** Dotted path of the offending field, e.g. "people[2].role.fi". */
  field: string;
  message: string;
}

/** The result of reading one source record: a record, or the reasons it was rejected. */
export type ParsedRecord =
  | { ok: true; record: CollectionRecord; warnings: RecordIssue[] }
  | { ok: false; issues: RecordIssue[] };

/** A source item: a parsed record, or a read error that may end the source. */
export type ImportItem = ParsedRecord | { ok: false; fatal: true; issues: RecordIssue[] };
