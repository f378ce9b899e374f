import type { Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import type { CollectionRecord, ImportItem, RecordIssue } from '../model/record';
import { refreshDerivedData } from './derived-data';
import { removeObjectsNotInRun } from '../store/object-repository';
import { upsertRecords } from './batch-writes';
import { addMissingNameKeys } from '../store/people-authority';
import { fieldGroup } from './issue-report';
import { keepObjects } from './keep-objects';
import { INT4_MAX, storageIssues } from '../import/storable-record';
import { processorMs, timed, type PhaseListener } from './phase-times';

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
  /** How long each step took (reading, each table's writes, each derived table). */
  onPhase?: PhaseListener;
  /**
   * Rebuild the whole collection's derived data afterwards even when the import changed
   * few objects (which are otherwise updated alone: see {@link INCREMENTAL_RECORDS}).
   */
  rebuild?: boolean;
}

/**
 * Up to how many records an import into a collection updates the derived data of the
 * objects it writes, batch by batch (derived-delta.ts), rather than rebuilding it for the
 * whole collection at its end. A first import, a `sync`, a `rebuild` and a larger import
 * rebuild it all (an import that passes this many stops updating and rebuilds at the end).
 */
export const INCREMENTAL_RECORDS = 5000;

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
  /**
   * Warnings per field, list positions left out (`multimedia[].width`: see
   * `fieldGroup`), the most frequent first.
   */
  warningsByField: Array<{ field: string; count: number }>;
  /** Errors of rejected records per field, likewise. */
  errorsByField: Array<{ field: string; count: number }>;
}

export type { ImportItem };

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
    warningsByField: [],
    errorsByField: [],
  };
}

/** Counts per field group, most frequent first (ties by name). */
class FieldCounts {
  private readonly counts = new Map<string, number>();
  add(field: string): void {
    const group = fieldGroup(field);
    this.counts.set(group, (this.counts.get(group) ?? 0) + 1);
  }
  sorted(): Array<{ field: string; count: number }> {
    return [...this.counts]
      .map(([field, count]) => ({ field, count }))
      .sort((a, b) => b.count - a.count || a.field.localeCompare(b.field));
  }
}

/** Counts a rejected record (or a read error) and remembers its id, when it has one. */
function noteRejected(
  item: Exclude<ImportItem, { ok: true }>,
  summary: ImportSummary,
  rejectedIds: Set<number>,
  options: ImportOptions,
  errors: FieldCounts,
): void {
  if ('fatal' in item) summary.incomplete = true;
  else summary.read += 1;
  summary.skipped += 'fatal' in item ? 0 : 1;
  for (const issue of item.issues) {
    options.onIssue?.(issue, 'error');
    errors.add(issue.field);
    if (summary.issues.length < KEPT_ISSUES) summary.issues.push(issue);
    const id = Number(issue.recordId);
    // Only ids the database can hold can name an object to keep.
    if (Number.isSafeInteger(id) && id > 0 && id <= INT4_MAX) rejectedIds.add(id);
  }
}

/**
 * Writes a batch whose write failed one record at a time: a record that fails alone is
 * rejected with the database's message (field `record`); the others are stored. When
 * every record of several fails, the fault is not in the data (a lost connection, a full disk): the
 * batch's error is thrown as it was. Returns how many records were stored.
 */
async function writeOneByOne(
  db: Kysely<Tables>,
  batch: ReadonlyArray<{ record: CollectionRecord; recordNumber: number }>,
  run: number,
  batchError: unknown,
  reject: (issues: RecordIssue[]) => void,
  derived: boolean,
): Promise<number> {
  const failed: RecordIssue[][] = [];
  for (const { record, recordNumber } of batch) {
    try {
      await upsertRecords(db, [record], run, undefined, derived);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      failed.push([
        {
          recordNumber,
          recordId: String(record.id),
          field: 'record',
          message: `the record could not be stored: ${detail}`,
        },
      ]);
    }
  }
  if (failed.length === batch.length && batch.length > 1) throw batchError;
  for (const issues of failed) reject(issues);
  return batch.length - failed.length;
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
  const batchSize = options.batchSize ?? 2000;
  const summary = emptySummary();
  // Rows that an import replaces stay behind until a vacuum: only a re-import makes them.
  const replaces =
    (await db.selectFrom('collection_objects').select('id').limit(1).executeTakeFirst()) !==
    undefined;
  const rejectedIds = new Set<number>();
  const warnings = new FieldCounts();
  const errors = new FieldCounts();
  const reject = (issues: RecordIssue[]) =>
    noteRejected({ ok: false, issues }, summary, rejectedIds, options, errors);
  // People stored before people had name keys: give them theirs, so names match them.
  await addMissingNameKeys(db);
  let batch: Array<{ record: CollectionRecord; recordNumber: number }> = [];
  const progress = () =>
    options.onProgress?.({
      read: summary.read,
      imported: summary.imported,
      skipped: summary.skipped,
      total: options.total ?? null,
      elapsedMs: Date.now() - started,
    });
  // Few changes into a collection: their derived data is updated with each batch.
  let incremental = replaces && !options.sync && !options.rebuild;
  const flush = async () => {
    if (batch.length === 0) return;
    const written = batch;
    batch = [];
    if (summary.imported + summary.skipped + written.length > INCREMENTAL_RECORDS) {
      incremental = false;
    }
    const flushStarted = performance.now();
    const flushCpu = processorMs();
    try {
      await timed(options.onPhase, 'write', () =>
        upsertRecords(
          db,
          written.map((w) => w.record),
          run,
          options.onPhase,
          incremental,
        ),
      );
      summary.imported += written.length;
    } catch (error) {
      // A value the checks did not foresee fails the batch's statements: find the
      // records that cannot be stored, one at a time, and reject only those.
      const stored = await writeOneByOne(db, written, run, error, reject, incremental);
      summary.imported += stored;
    }
    flushMs += performance.now() - flushStarted;
    flushCpuMs += processorMs() - flushCpu;
    progress();
  };

  let flushMs = 0;
  let flushCpuMs = 0;
  const readStarted = performance.now();
  const readCpu = processorMs();
  for await (const item of source) {
    if (item.ok) {
      // Each source record gives one item (read counts rejected ones too): its position.
      const recordNumber = summary.read + 1;
      const unstorable = storageIssues(item.record, recordNumber);
      if (unstorable.length > 0) {
        reject(unstorable);
        continue;
      }
      summary.read += 1;
      summary.warnings += item.warnings.length;
      for (const w of item.warnings) {
        warnings.add(w.field);
        options.onIssue?.(w, 'warning');
      }
      batch.push({ record: item.record, recordNumber });
      if (batch.length >= batchSize) await flush();
      continue;
    }
    noteRejected(item, summary, rejectedIds, options, errors);
  }
  // Reading: inflating, parsing, mapping and checking the records (the loop but its writes).
  options.onPhase?.(
    'read',
    performance.now() - readStarted - flushMs,
    processorMs() - readCpu - flushCpuMs,
  );
  await flush();
  summary.warningsByField = warnings.sorted();
  summary.errorsByField = errors.sorted();

  if (options.sync && !summary.incomplete) {
    await keepObjects(db, [...rejectedIds], run);
    summary.removed = await timed(options.onPhase, 'sync', () => removeObjectsNotInRun(db, run));
  }
  // Each batch updated its objects' derived data: nothing is left to recompute.
  if (!incremental || summary.removed > 0) {
    await refreshDerivedData(db, { vacuum: replaces, onPhase: options.onPhase });
  }
  summary.elapsedMs = Date.now() - started;
  return summary;
}
