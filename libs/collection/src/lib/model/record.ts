import type { CollectionObject } from '@kokoelma/contract/site';

/**
 * One collection object as every importer produces it and the store keeps it: the
 * public object — the contract's `CollectionObject`, declared once there (TypeBox) and
 * served as it is by the API and the pages — plus what only the store keeps. The
 * museum's open API format (primary) and LIDO XML both map to this shape, so search,
 * pages and the public API never know where a record came from. Field names follow the
 * museum's API where it has the field; the rest are the project's documented extensions
 * (see libs/collection/IMPORT.md). What a page or the API sends is the public part only,
 * projected field by field by {@link publicObject} (public-object.ts): a field added here
 * stays in the store; a field added to the contract fails the typecheck until the
 * projection sends it.
 */
export interface CollectionRecord extends Omit<CollectionObject, 'images' | 'dimensions'> {
  /** Images in display order (by `ordinal`); only images valid by the spec's rule. */
  images: RecordImage[];
  dimensions: RecordDimension[];
  /**
   * Storage only. Images the source links to but whose pixel size is not known yet (LIDO
   * without resourceMeasurementsSet, JSON without width/height): kept, not shown, until
   * an import with `images` harvests them (src/lib/harvest). Absent when there are none.
   */
  linkedImages?: LinkedImage[];
}

/**
 * One measurement record as stored: the contract's ObjectDimension, whose optional
 * fields the importers always set (null when the source has none).
 */
export interface RecordDimension extends PublicDimension {
  unit: string | null;
  sortLnu: number | null;
  measureType: LocalizedText | null;
}

type PublicDimension = CollectionObject['dimensions'][number];
type LocalizedText = NonNullable<PublicDimension['measureType']>;

/** A person connected to an object, with their role in its making (ObjectPerson). */
export type RecordPerson = CollectionObject['people'][number];

/** A public image (the contract's ObjectImage): the spec's fields plus what pages need. */
export type PublicImage = CollectionObject['images'][number];

/** An image as stored: the public image plus, storage only, what the harvest found. */
export interface RecordImage extends PublicImage {
  /**
   * Storage only. Set when the harvest fetched (or sized) the image: where from and the
   * validators a later import compares to skip it (src/lib/harvest). Absent on other
   * images.
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
  /** What the image shows, per language (ObjectImage's `description`); absent in older rows. */
  description?: PublicImage['description'];
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
