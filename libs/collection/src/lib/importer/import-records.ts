import type { Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import type { CollectionRecord, ParsedRecord, RecordIssue } from '../record';
import { refreshDerivedData } from '../repository/derived-data';
import {
  countObjects,
  removeObjectsNotInRun,
  upsertRecords,
} from '../repository/object-repository';
import { keepObjects } from './keep-objects';

/** How far an import has come; `total` is an estimate when the source cannot know. */
export interface ImportProgress {
  read: number;
  imported: number;
  skipped: number;
  total: number | null;
  elapsedMs: number;
}

/** Options of an import. */
export interface ImportOptions {
  /**
   * The source is a full export: objects it does not contain are removed afterwards.
   * Never done when reading stopped early on a broken file.
   */
  sync?: boolean;
  /** Records written per transaction. */
  batchSize?: number;
  /** Estimated number of records, for progress. */
  total?: number | null;
  onProgress?: (progress: ImportProgress) => void;
  /** Each rejected record (and each warning), as it happens. */
  onIssue?: (issue: RecordIssue, kind: 'error' | 'warning') => void;
}

/** What an import did. */
export interface ImportSummary {
  read: number;
  imported: number;
  skipped: number;
  warnings: number;
  removed: number;
  /** True when the source ended early (a broken file): nothing was removed then. */
  incomplete: boolean;
  elapsedMs: number;
  /** The first rejected records' issues, for the report. */
  issues: RecordIssue[];
}

/** A source item: a parsed record, or a read error that may end the source. */
export type ImportItem = ParsedRecord | { ok: false; fatal: true; issues: RecordIssue[] };

const KEPT_ISSUES = 100;

function emptySummary(): ImportSummary {
  return {
    read: 0,
    imported: 0,
    skipped: 0,
    warnings: 0,
    removed: 0,
    incomplete: false,
    elapsedMs: 0,
    issues: [],
  };
}

/** Counts a rejected record (or a read error) and remembers its id, when it has one. */
function noteRejected(
  item: Exclude<ImportItem, { ok: true }>,
  summary: ImportSummary,
  rejectedIds: Set<number>,
  options: ImportOptions,
): void {
  if ('fatal' in item) summary.incomplete = true;
  else summary.read += 1;
  summary.skipped += 'fatal' in item ? 0 : 1;
  for (const issue of item.issues) {
    options.onIssue?.(issue, 'error');
    if (summary.issues.length < KEPT_ISSUES) summary.issues.push(issue);
    const id = Number(issue.recordId);
    if (Number.isSafeInteger(id) && id > 0) rejectedIds.add(id);
  }
}

/**
 * Imports parsed records in batches (one transaction each): good records are written
 * (updated by id when they exist), bad ones skipped and counted. Sync mode then removes
 * objects the source no longer has — except those whose new version was rejected, which
 * stay as they were rather than vanish.
 */
export async function importRecords(
  db: Kysely<Tables>,
  source: AsyncIterable<ImportItem> | Iterable<ImportItem>,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const started = Date.now();
  const run = started;
  const batchSize = options.batchSize ?? 500;
  const summary = emptySummary();
  // Rows that an import replaces stay behind until a vacuum: only a re-import makes them.
  const replaces = (await countObjects(db)) > 0;
  const rejectedIds = new Set<number>();
  let batch: CollectionRecord[] = [];
  const progress = () =>
    options.onProgress?.({
      read: summary.read,
      imported: summary.imported,
      skipped: summary.skipped,
      total: options.total ?? null,
      elapsedMs: Date.now() - started,
    });
  const flush = async () => {
    if (batch.length === 0) return;
    await upsertRecords(db, batch, run);
    summary.imported += batch.length;
    batch = [];
    progress();
  };

  for await (const item of source) {
    if (item.ok) {
      summary.read += 1;
      summary.warnings += item.warnings.length;
      for (const w of item.warnings) options.onIssue?.(w, 'warning');
      batch.push(item.record);
      if (batch.length >= batchSize) await flush();
      continue;
    }
    noteRejected(item, summary, rejectedIds, options);
  }
  await flush();

  if (options.sync && !summary.incomplete) {
    await keepObjects(db, [...rejectedIds], run);
    summary.removed = await removeObjectsNotInRun(db, run);
  }
  await refreshDerivedData(db, { vacuum: replaces });
  summary.elapsedMs = Date.now() - started;
  return summary;
}
