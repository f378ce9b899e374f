import type { Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import { parseMuseumRecord } from '../import/museum-record';
import { readJsonRecords } from '../import/read-json-records';
import { readLidoFile } from '../import/lido-record';
import { harvestRecordImages } from '../harvest/harvest-records';
import type { HarvestSummary, ImageHarvestOptions } from '../harvest/harvest-records';
import { firstCharacter, SourceReadError, sourceBytes } from '../import/source-stream';
import {
  importRecords,
  type ImportItem,
  type ImportOptions,
  type ImportSummary,
} from './import-records';

/** The two source formats. */
export type ImportFormat = 'museum-json' | 'lido';

/**
 * The format of a file, from its name (a `.gz` ending aside): .xml is LIDO; anything
 * else the museum's JSON.
 */
export function formatOf(path: string): ImportFormat {
  return /\.xml(\.gz)?$/i.test(path) ? 'lido' : 'museum-json';
}

/**
 * The format of a file: by its name when that says (.xml, .json, .jsonl, .ndjson, each
 * maybe with .gz), else by its content — XML starts with "<", JSON with anything else.
 * Gzip is recognised by its magic bytes whatever the name (source-stream.ts).
 */
export async function detectFormat(path: string): Promise<ImportFormat> {
  if (/\.(xml|json|jsonl|ndjson)(\.gz)?$/i.test(path)) return formatOf(path);
  return (await firstCharacter(path)) === '<' ? 'lido' : 'museum-json';
}

async function* museumItems(path: string): AsyncIterable<ImportItem> {
  for await (const item of readJsonRecords(path)) {
    if ('error' in item) {
      const issue = {
        recordNumber: item.recordNumber,
        recordId: null,
        field: '(record)',
        message: item.error,
      };
      // A broken line of JSON Lines skips one record; a broken JSON array ends the file.
      yield item.fatal
        ? { ok: false, fatal: true, issues: [issue] }
        : { ok: false, issues: [issue] };
      continue;
    }
    yield parseMuseumRecord(item.raw, item.recordNumber);
  }
}

/**
 * Roughly how many records a file holds, counted by a marker while streaming its bytes
 * (records of JSON Lines, "objectId" keys of a JSON array, closing LIDO records): enough
 * for a progress bar's ETA without parsing the file twice. A gzip file is counted as it
 * is inflated; one that breaks off is counted as far as it reads.
 */
export async function estimateRecords(path: string, format: ImportFormat): Promise<number> {
  const marker = Buffer.from(format === 'lido' ? '</lido:lido>' : '"objectId"');
  let count = 0;
  let carry = Buffer.alloc(0);
  try {
    for await (const chunk of sourceBytes(path)) {
      const data = Buffer.concat([carry, chunk]);
      for (let at = data.indexOf(marker); at !== -1; at = data.indexOf(marker, at + 1)) count += 1;
      carry = data.subarray(Math.max(0, data.length - marker.length + 1));
    }
  } catch (error) {
    // The import itself reports where the file breaks off.
    if (!(error instanceof SourceReadError)) throw error;
  }
  return count;
}

/**
 * LIDO results; XML that breaks off (field `xml`: not well-formed, or a gzip file that
 * ends early) ends the file, so that sync mode removes nothing after it.
 */
async function* lidoItems(path: string): AsyncIterable<ImportItem> {
  for await (const item of readLidoFile(path)) {
    yield !item.ok && item.issues.some((issue) => issue.field === 'xml')
      ? { ok: false, fatal: true, issues: item.issues }
      : item;
  }
}

/**
 * Imports one file (the museum's JSON array or JSON Lines, or LIDO XML), plain or gzip
 * (recognised by its magic bytes).
 */
export async function importFile(
  db: Kysely<Tables>,
  path: string,
  options: ImportOptions & { format?: ImportFormat; images?: ImageHarvestOptions } = {},
): Promise<ImportFileSummary> {
  const format = options.format ?? (await detectFormat(path));
  const total = options.total ?? (await estimateRecords(path, format));
  const source = format === 'lido' ? lidoItems(path) : museumItems(path);
  // Images are harvested as records stream past; a failed image is a warning of its record.
  // Without `images` nothing is fetched, but images an earlier import harvested are kept.
  // A dry run fetches and stores nothing: only images stored before are looked up.
  const harvest = harvestRecordImages(db, source, options.dryRun ? {} : (options.images ?? {}));
  const summary = await importRecords(db, harvest.items, { ...options, total });
  return options.images ? { ...summary, images: harvest.summary() } : summary;
}

/** What `importFile` did: the import's summary, and the image harvest's when it ran. */
export type ImportFileSummary = ImportSummary & { images?: HarvestSummary };
