import { SingleBar } from 'cli-progress';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  importFile,
  refreshDerivedData,
  SOURCE_NAME,
  undoRun,
  type ImportSummary,
  updatePalettes,
  IssueReport,
  type HarvestProgress,
  type ImageHarvestOptions,
} from '@kokoelma/collection';
import { migrate, openDatabase } from '@kokoelma/db';
import { loadConfig } from '../config';
import { databaseOptions } from '../plugins/database';
import { recordImportRun } from '../import-runs';

const usage = `Usage: npm run import -- <file> [--sync] [--quiet] [--report issues.jsonl]
       npm run import -- --rebuild
       npm run import -- --undo RUN

Imports collection objects into the configured database (DATABASE_URL, or the
embedded PGlite database under DATA_DIR):
  <file>   the museum's open API objects as a JSON array or JSON Lines (.json, .jsonl),
           or LIDO XML (.xml); any of them gzipped (.gz, recognised by its content)
  --sync   the file is a full export: remove objects it does not contain (of its source)
  --undo RUN  restore what import run RUN changed (the run id each import prints): the
           objects it created are removed, those it updated or removed are put back as
           they were; the undo is a run of its own, which can be undone in turn
  --dry-run  read and compare only: print what the import would create, update, leave
           and remove (and the first changes, with their fields); nothing is written
           (pending database migrations are applied)
  --replace  also write records that would replace another work: an object with another
           inventory number, or another source's (held back and listed without it)
  --source NAME  the import's source (letters, digits, - and _): its record ids get
           object ids of their own, apart from other sources' (the same ones again on
           every import of it); --sync removes only its objects. Without it, record ids
           are the object ids (and their URLs), as always
  --rebuild  recompute the whole collection's derived data (facet counts, timeline,
           predictions, vocabulary, frequent words, similar works) after the import; alone,
           without a file, only that. An import of up to 5,000 records into a collection
           otherwise updates them for the objects it writes (a first import, --sync and a
           larger import rebuild them all)
  --quiet  no progress bar
  --report FILE  write every error and warning to FILE as JSON Lines (file, recordNumber,
           id, field, severity, message)

Images (libs/collection/IMPORT.md, "Image harvest"):
  --images                  fetch the images records link to (IIIF services, image URLs)
                            into DATA_DIR/images/originals; with IMAGE_BASE_URL only their
                            pixel sizes are read. Images stored by an earlier run are skipped
  --images-from DIR         attach image files of a local folder, by --images-pattern
  --images-pattern P        file name pattern: {inventoryNumber} (default), {objectId},
                            {filename}; without an extension .jpg, .png, … are tried
  --images-revalidate       ask the source whether stored images changed (conditional GET)
  --images-concurrency N    requests at once per host (default 4)
  --images-timeout S        time-out of one request in seconds (default 60)
  --images-max-mb N         largest file accepted (default 100)
  --images-max-pixels N     largest image accepted (default 100000000)
  --allow-private-hosts     allow loopback and private addresses (tests, an intranet)`;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      sync: { type: 'boolean', default: false },
      rebuild: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      replace: { type: 'boolean', default: false },
      source: { type: 'string' },
      undo: { type: 'string' },
      quiet: { type: 'boolean', default: false },
      report: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
      images: { type: 'boolean', default: false },
      'images-from': { type: 'string' },
      'images-pattern': { type: 'string' },
      'images-revalidate': { type: 'boolean', default: false },
      'images-concurrency': { type: 'string' },
      'images-timeout': { type: 'string' },
      'images-max-mb': { type: 'string' },
      'images-max-pixels': { type: 'string' },
      'allow-private-hosts': { type: 'boolean', default: false },
    },
  });
  const file = positionals[0];
  if (values.undo !== undefined && !file && !values.help) {
    await undo(values.undo);
    return;
  }
  if (values.rebuild && !file && !values.help) {
    await rebuildDerived();
    return;
  }
  if (values.help || !file || positionals.length > 1) {
    console.log(usage);
    process.exit(values.help ? 0 : 2);
  }
  if (values.source !== undefined && !SOURCE_NAME.test(values.source)) {
    console.error(`--source must be 1–40 letters, digits, - or _ (not ${values.source})`);
    process.exit(2);
  }
  const dryRun = values['dry-run'];
  const config = loadConfig(process.env);
  const harvesting = values.images || values['images-from'] !== undefined;
  let imageProgress: HarvestProgress | undefined;
  const images = imageOptions(values, join(config.DATA_DIR, 'images', 'originals'), {
    sizesOnly: config.IMAGE_BASE_URL !== undefined,
    onProgress: (p) => (imageProgress = p),
  });
  const database = await openDatabase(databaseOptions(config));
  const report = values.report ? new IssueReport(values.report, file) : undefined;
  try {
    await migrate(database.db);
    const bar = new SingleBar({
      format:
        'import [{bar}] {value}/{total} records | {rate}/s | ETA {eta_formatted} | skipped {skipped}' +
        (harvesting ? ' | images {images} ({imageRate}/s), {imageFailed} failed' : ''),
      hideCursor: true,
    });
    const show = !values.quiet && process.stdout.isTTY;
    let errors = 0;
    const summary = await importFile(database.db, file, {
      sync: values.sync,
      rebuild: values.rebuild,
      dryRun,
      replace: values.replace,
      ...(values.source !== undefined ? { source: values.source } : {}),
      images,
      onProgress: (p) => {
        if (!show) return;
        const rate = Math.round((p.read / Math.max(p.elapsedMs, 1)) * 1000);
        const i = imageProgress;
        const imageRate = i ? (i.fetched / Math.max(i.elapsedMs / 1000, 0.001)).toFixed(1) : 0;
        const payload = { images: i?.done ?? 0, imageRate, imageFailed: i?.failed ?? 0 };
        if (!bar.isActive) bar.start(p.total ?? p.read, 0, { rate, skipped: 0, ...payload });
        bar.setTotal(Math.max(p.total ?? 0, p.read));
        bar.update(p.read, { rate, skipped: p.skipped, ...payload });
      },
      onIssue: (issue, kind) => {
        report?.write(issue, kind);
        if (kind !== 'error' || errors++ >= 50) return;
        const id = issue.recordId ? ` (id ${issue.recordId})` : '';
        console.error(
          `${file}: record ${issue.recordNumber}${id}: ${issue.field}: ${issue.message}`,
        );
      },
    });
    if (show) bar.stop();
    const seconds = (summary.elapsedMs / 1000).toFixed(1);
    console.log(
      (dryRun
        ? `${file}: dry run: ${summary.read} read, ${summary.skipped} would be skipped, ${summary.warnings} warnings`
        : `${file}: ${summary.imported} imported, ${summary.skipped} skipped, ${summary.warnings} warnings`) +
        `${values.sync && !dryRun ? `, ${summary.removed} removed` : ''} in ${seconds} s` +
        (summary.incomplete
          ? ' — the file ended early (broken JSON, XML or gzip); nothing was removed'
          : ''),
    );
    if (errors > 50) console.error(`… and ${errors - 50} more rejected records`);
    printChanges(file, summary, { dryRun, replace: values.replace, sync: values.sync });
    console.log(describedImages(file, summary));
    if (dryRun) return;
    // Warnings by field, the most frequent first: what a source gets wrong most.
    for (const { field, count } of summary.warningsByField.slice(0, 20)) {
      console.log(`  ${String(count).padStart(8)} warnings  ${field}`);
    }
    if (summary.warningsByField.length > 20) {
      console.log(`  … and ${summary.warningsByField.length - 20} more fields with warnings`);
    }
    if (report) console.log(`${file}: ${report.count} issues written to ${report.path}`);
    if (harvesting && summary.images) {
      const i = summary.images;
      const rate = (i.fetched / Math.max(i.elapsedMs / 1000, 0.001)).toFixed(1);
      console.log(
        `${file}: images: ${i.fetched} fetched (${(i.bytes / 1_048_576).toFixed(1)} MB, ${rate}/s), ` +
          `${i.reused} already stored, ${i.failed} failed`,
      );
      for (const f of i.failures.slice(0, 50)) {
        console.error(
          `${file}: record ${f.recordNumber} (id ${f.recordId}): image ${f.url}: ${f.reason}`,
        );
      }
      if (i.failed > 50) console.error(`… and ${i.failed - 50} more failed images`);
    }
    // Search by colour: the palette of every first image on disk that has none yet.
    if (!config.IMAGE_BASE_URL && images.originalsDir) {
      const palettes = await updatePalettes(database.db, images.originalsDir);
      if (palettes.computed + palettes.failed > 0) {
        console.log(
          `${file}: palettes: ${palettes.computed} computed, ${palettes.failed} unreadable images`,
        );
      }
    }
    process.exitCode = summary.incomplete ? 1 : 0;
    // Counted in the database for the servers' metrics (kokoelma_import_runs).
    await recordImportRun(database.db, { ok: !summary.incomplete, imported: summary.imported });
  } catch (error) {
    await recordImportRun(database.db, { ok: false }).catch(() => undefined);
    throw error;
  } finally {
    report?.close();
    await database.close();
  }
}

/** How many of the images read have no description (their alt text says what is known). */
export function describedImages(file: string, summary: ImportSummary): string {
  const { images, missing } = summary.imageDescriptions;
  return `${file}: images ${images}, of which ${missing} without a description (alt text from title, maker and year)`;
}

/** What the import changed (or, with --dry-run, would change), and what it held back. */
function printChanges(
  file: string,
  summary: ImportSummary,
  flags: { dryRun: boolean; replace: boolean; sync: boolean },
): void {
  const would = flags.dryRun ? 'would be ' : '';
  const held = flags.replace ? 'replaced' : 'held back (another work; --replace writes them)';
  console.log(
    `${file}: ${flags.dryRun ? 'dry run, nothing written: ' : ''}objects ${would}created ${summary.created}, ` +
      `${would}updated ${summary.updated}, unchanged ${summary.unchanged}, ` +
      `${summary.conflicts} ${flags.dryRun ? 'would be held back (another work)' : held}` +
      `${flags.sync ? `, ${would}removed ${summary.removed}` : ''}; ` +
      `people ${summary.people.before} → ${summary.people.after}` +
      (flags.dryRun ? '' : `; run ${summary.run} (npm run import -- --undo ${summary.run})`),
  );
  for (const c of summary.conflictList.slice(0, 50)) {
    const id = c.sourceId ? `record ${c.sourceId} (object ${c.id})` : `object ${c.id}`;
    console.log(
      `  ${flags.replace && !flags.dryRun ? 'replaced' : 'held'} ${id}: inventory number ` +
        `${c.inventoryNumber ?? '–'} (stored ${c.storedInventoryNumber ?? '–'}), ` +
        `source ${c.source ?? 'default'} (stored ${c.storedSource ?? 'default'})`,
    );
  }
  if (summary.conflicts > 50) console.log(`  … and ${summary.conflicts - 50} more`);
  if (!flags.dryRun) return;
  for (const c of summary.changes.slice(0, 50)) {
    const id = c.sourceId ? `record ${c.sourceId}` : `object ${c.id}`;
    console.log(
      `  would ${c.change} ${id} (${c.inventoryNumber ?? 'no inventory number'})` +
        (c.fields.length > 0 ? `: ${c.fields.join(', ')}` : ''),
    );
  }
  const changes = summary.created + summary.updated;
  if (changes > 50) console.log(`  … and ${changes - 50} more changes`);
}

/** `--undo RUN`: what the run changed, restored. */
async function undo(value: string): Promise<void> {
  const run = Number(value);
  if (!Number.isSafeInteger(run) || run <= 0) {
    console.error(`--undo needs a run id (a whole number), not ${value}`);
    process.exit(2);
  }
  const config = loadConfig(process.env);
  const database = await openDatabase(databaseOptions(config));
  try {
    await migrate(database.db);
    const summary = await undoRun(database.db, run);
    console.log(
      `run ${run} undone: ${summary.restored} objects restored, ${summary.removed} removed ` +
        `(the undo is run ${summary.undoRun})`,
    );
  } finally {
    await database.close();
  }
}

/** `--rebuild` alone: the whole collection's derived data, recomputed (the operator's command). */
async function rebuildDerived(): Promise<void> {
  const config = loadConfig(process.env);
  const database = await openDatabase(databaseOptions(config));
  try {
    await migrate(database.db);
    const started = Date.now();
    await refreshDerivedData(database.db, { vacuum: true });
    console.log(`derived data rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

/** A whole number option, or the default; a bad value stops the command. */
function count(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0)
    throw new Error(`--${name} must be a positive number`);
  return number;
}

/**
 * The harvest's options. Always given, so that a re-import keeps the images an earlier
 * `--images` run stored even without fetching anything itself.
 */
function imageOptions(
  values: Record<string, string | boolean | undefined>,
  originalsDir: string,
  extra: Pick<ImageHarvestOptions, 'sizesOnly' | 'onProgress'>,
): ImageHarvestOptions {
  const text = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value : undefined;
  };
  const from = text('images-from');
  const pattern = text('images-pattern');
  const megabytes = count(text('images-max-mb'), 'images-max-mb');
  const seconds = count(text('images-timeout'), 'images-timeout');
  const concurrency = count(text('images-concurrency'), 'images-concurrency');
  const maxPixels = count(text('images-max-pixels'), 'images-max-pixels');
  return {
    originalsDir,
    fetch: values['images'] === true,
    revalidate: values['images-revalidate'] === true,
    allowPrivateHosts: values['allow-private-hosts'] === true,
    ...(from ? { from: { dir: from, ...(pattern ? { pattern } : {}) } } : {}),
    ...(megabytes ? { maxBytes: Math.round(megabytes * 1_048_576) } : {}),
    ...(seconds ? { timeoutMs: Math.round(seconds * 1000) } : {}),
    ...(concurrency ? { concurrencyPerHost: Math.floor(concurrency) } : {}),
    ...(maxPixels ? { maxPixels } : {}),
    ...extra,
  };
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
