import { sql, type Kysely } from 'kysely';
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
import {
  changedFields,
  markSource,
  planBatch,
  type ImportChange,
  type ImportConflict,
} from './import-plan';
import { INCREMENTAL_RECORDS } from './import-limits';
import { recordHistory, recordRemovals, type HistoryEntry } from './object-history';
import { sourceObjectIds } from '../store/source-ids';

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
  /**
   * Read and compare only: the summary counts what the import would create, update,
   * leave and remove, and names the changes; nothing is written.
   */
  dryRun?: boolean;
  /**
   * Write records that would replace an object with another inventory number, or
   * another source's object (by default they are held back and named in the summary).
   */
  replace?: boolean;
  /**
   * The import's source, a name (store/source-ids.ts SOURCE_NAME): its record ids are
   * given object ids of their own, kept apart from other sources' (and `sync` removes
   * only its own objects). Without it, the default source: record ids are object ids.
   */
  source?: string;
}

export { INCREMENTAL_RECORDS } from './import-limits';

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
  /** Of the records read and storable: new objects, changed ones, the same as stored. */
  created: number;
  updated: number;
  unchanged: number;
  /**
   * Records whose object is another work (another inventory number or source): held
   * back, or written with `replace`; the first of them named in `conflictList`.
   */
  conflicts: number;
  conflictList: ImportConflict[];
  /** The first changes (created and updated objects, with the fields that changed). */
  changes: ImportChange[];
  /**
   * Images of the records read, and how many of them have no description in any
   * language: those get an alt text made of what is known (title, maker, year) instead.
   */
  imageDescriptions: { images: number; missing: number };
  /** People of the collection before the import and after it (a dry run: before). */
  people: { before: number; after: number };
  /** Whether this was a dry run: nothing was written. */
  dryRun: boolean;
  /** The run's id: its changes are in the objects' history (`undoRun` restores them). */
  run: number;
}

export type { ImportItem };

const KEPT_ISSUES = 100;

/** Adds a record's images, shown and linked, to the count of images with no description. */
function countDescriptions(record: CollectionRecord, count: ImportSummary['imageDescriptions']) {
  for (const image of [...record.images, ...(record.linkedImages ?? [])]) {
    count.images += 1;
    if (!image.description) count.missing += 1;
  }
}

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
    created: 0,
    updated: 0,
    unchanged: 0,
    conflicts: 0,
    conflictList: [],
    changes: [],
    imageDescriptions: { images: 0, missing: 0 },
    people: { before: 0, after: 0 },
    dryRun: false,
    run: 0,
  };
}

/** Changes and conflicts named in a summary, at most. */
const KEPT_CHANGES = 100;

async function countPeople(db: Kysely<Tables>): Promise<number> {
  const row = await db
    .selectFrom('collection_people')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
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
  const dryRun = options.dryRun === true;
  const sourceName = options.source ?? null;
  summary.dryRun = dryRun;
  summary.run = run;
  summary.people.before = await countPeople(db);
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
  if (!dryRun) await addMissingNameKeys(db);
  /** Objects a sync keeps: records held back (conflicts) keep their stored object. */
  const heldIds = new Set<number>();
  /** The objects a dry run found stored (for the count of what a sync would remove). */
  const seenStored = new Set<number>();
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
    const flushStarted = performance.now();
    const flushCpu = processorMs();
    const written = await timed(options.onPhase, 'plan', () => planOf(batch));
    batch = [];
    if (dryRun || written.length === 0) {
      flushMs += performance.now() - flushStarted;
      flushCpuMs += processorMs() - flushCpu;
      progress();
      return;
    }
    if (summary.imported + summary.skipped + written.length > INCREMENTAL_RECORDS) {
      incremental = false;
    }
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
      await markSource(
        db,
        written.map((w) => w.record.id),
        sourceName,
      );
    } catch (error) {
      // A value the checks did not foresee fails the batch's statements: find the
      // records that cannot be stored, one at a time, and reject only those.
      const stored = await writeOneByOne(db, written, run, error, reject, incremental);
      summary.imported += stored;
      await markSource(
        db,
        written.map((w) => w.record.id),
        sourceName,
      );
    }
    flushMs += performance.now() - flushStarted;
    flushCpuMs += processorMs() - flushCpu;
    progress();
  };

  /**
   * A batch's records with their object ids (a named source's given by source-ids.ts),
   * sorted by what writing them does (import-plan.ts) and counted; the records to write
   * (none in a dry run; conflicts only with `replace`).
   */
  async function planOf(
    items: Array<{ record: CollectionRecord; recordNumber: number }>,
  ): Promise<Array<{ record: CollectionRecord; recordNumber: number }>> {
    let scoped = items;
    const sourceIds = new Map<number, string>();
    if (sourceName !== null) {
      const wanted = items.flatMap(({ record }) =>
        [record.id, ...record.parents, ...record.children].map(String),
      );
      const ids = await sourceObjectIds(db, sourceName, wanted, !dryRun);
      // A dry run gives new records no id: they are counted as new, under their own.
      const idOf = (id: number) => ids.get(String(id)) ?? -id;
      scoped = items.map(({ record, recordNumber }) => {
        const id = idOf(record.id);
        sourceIds.set(id, String(record.id));
        return {
          recordNumber,
          record: {
            ...record,
            id,
            parents: record.parents.map(idOf),
            children: record.children.map(idOf),
          },
        };
      });
    }
    // A record twice in a batch is written once, the later copy winning (upsertRecords).
    const latest = [...new Map(scoped.map((w) => [w.record.id, w])).values()];
    const byId = new Map(latest.map((w) => [w.record.id, w]));
    const plan = await planBatch(
      db,
      latest.map((w) => w.record),
      sourceName,
      sourceIds,
    );
    summary.created += plan.created.length;
    summary.updated += plan.updated.length;
    summary.unchanged += plan.unchanged.length;
    summary.conflicts += plan.conflicts.length;
    const note = (change: ImportChange) => {
      if (summary.changes.length < KEPT_CHANGES) summary.changes.push(change);
    };
    const sourceIdOf = (record: CollectionRecord) => sourceIds.get(record.id) ?? null;
    for (const record of plan.created) {
      note({
        id: record.id,
        sourceId: sourceIdOf(record),
        inventoryNumber: record.inventoryNumber ?? null,
        change: 'create',
        fields: [],
      });
    }
    for (const { record, fields } of plan.updated) {
      note({
        id: record.id,
        sourceId: sourceIdOf(record),
        inventoryNumber: record.inventoryNumber ?? null,
        change: 'update',
        fields,
      });
    }
    const replace = options.replace === true && !dryRun;
    for (const { record, conflict } of plan.conflicts) {
      if (summary.conflictList.length < KEPT_CHANGES) {
        summary.conflictList.push({ ...conflict, replaced: replace });
      }
      if (!replace) heldIds.add(record.id);
    }
    for (const record of [
      ...plan.updated.map((u) => u.record),
      ...plan.unchanged,
      ...plan.conflicts.map((c) => c.record),
    ]) {
      seenStored.add(record.id);
    }
    if (dryRun) return [];
    // The previous versions of what this batch changes, kept under the run.
    const previous = (id: number) => plan.stored.get(id) ?? { doc: null, source: null };
    const history: HistoryEntry[] = [
      ...plan.created.map((r) => ({
        objectId: r.id,
        change: 'create' as const,
        fields: [],
        previous: null,
        previousSource: null,
      })),
      ...plan.updated.map(({ record, fields }) => ({
        objectId: record.id,
        change: 'update' as const,
        fields,
        previous: previous(record.id).doc,
        previousSource: previous(record.id).source,
      })),
      ...(replace ? plan.conflicts : []).map(({ record }) => {
        const was = previous(record.id);
        return {
          objectId: record.id,
          change: 'update' as const,
          fields: was.doc === null ? [] : changedFields(JSON.parse(was.doc), record),
          previous: was.doc,
          previousSource: was.source,
        };
      }),
    ];
    await recordHistory(db, run, history);
    const written = [
      ...plan.created,
      ...plan.updated.map((u) => u.record),
      ...plan.unchanged,
      ...(replace ? plan.conflicts.map((c) => c.record) : []),
    ];
    return written.flatMap((record) => {
      const item = byId.get(record.id);
      return item ? [item] : [];
    });
  }

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
      countDescriptions(item.record, summary.imageDescriptions);
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

  if (dryRun) {
    if (options.sync && !summary.incomplete) {
      summary.removed = await countRemovable(db, sourceName, seenStored, rejectedIds);
    }
    summary.people.after = summary.people.before;
    summary.elapsedMs = Date.now() - started;
    return summary;
  }
  if (options.sync && !summary.incomplete) {
    // Rejected records' ids are their source's: a named source's objects have others.
    const rejected =
      sourceName === null
        ? [...rejectedIds]
        : [
            ...(
              await sourceObjectIds(db, sourceName, [...rejectedIds].map(String), false)
            ).values(),
          ];
    await keepObjects(db, [...rejected, ...heldIds], run);
    await recordRemovals(db, run, sourceName);
    summary.removed = await timed(options.onPhase, 'sync', () =>
      removeObjectsNotInRun(db, run, sourceName),
    );
  }
  // Each batch updated its objects' derived data: nothing is left to recompute.
  if (!incremental || summary.removed > 0) {
    await refreshDerivedData(db, { vacuum: replaces, onPhase: options.onPhase });
  }
  summary.people.after = await countPeople(db);
  summary.elapsedMs = Date.now() - started;
  return summary;
}

/**
 * What a sync would remove: the source's stored objects that the run did not see (nor
 * keeps for a rejected record).
 */
async function countRemovable(
  db: Kysely<Tables>,
  source: string | null,
  seen: ReadonlySet<number>,
  rejectedIds: ReadonlySet<number>,
): Promise<number> {
  const kept =
    source === null
      ? [...seen, ...rejectedIds]
      : [
          ...seen,
          ...(await sourceObjectIds(db, source, [...rejectedIds].map(String), false)).values(),
        ];
  const { rows } = await sql<{ n: number }>`
    select count(*)::integer as n from collection_objects
    where source_name is not distinct from ${source}
      and id <> all(${[...new Set(kept)]}::integer[])`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
