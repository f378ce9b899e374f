// What a change costs: one record through the update queue, and 100 changed records
// imported, into a collection already imported (PGlite). Built and run by
// updates-bench.mjs (see README.md); each step is its own process, so that its peak
// resident size is its own. Prints Markdown.
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { parseArgs } from 'node:util';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import {
  applyNextUpdates,
  enqueueUpdates,
  importFile,
  refreshDerivedData,
  type CollectionRecord,
} from '@kokoelma/collection';
import { migrate, openDatabase, type Database } from '@kokoelma/db';

const { values } = parseArgs({
  options: {
    step: { type: 'string', default: 'prepare' },
    data: { type: 'string', default: '../shared/datasets/cmoa/cmoa.jsonl.gz' },
    count: { type: 'string', default: '0' },
    dir: { type: 'string', default: 'tmp/bench' },
    // The old way, for comparison: the whole collection's derived data rebuilt after the change.
    full: { type: 'boolean', default: false },
    changes: { type: 'string', default: '100' },
  },
});
const count = Number(values.count);
const dir = values.dir;
const data = values.data;
const name = `updates_${basename(data)
  .replace(/\.jsonl(\.gz)?$|\.json$/, '')
  .replace(/[^a-z0-9_]/gi, '_')
  .toLowerCase()}_${count || 'all'}`;
const dataDir = join(dir, name);

function sourceLines(path: string) {
  const input = createReadStream(path);
  const gzipped = readFileSync(path)
    .subarray(0, 2)
    .equals(Buffer.from([0x1f, 0x8b]));
  return createInterface({ input: gzipped ? input.pipe(createGunzip()) : input, crlfDelay: 1 });
}

/** The first `limit` records of the source (all when 0), each maybe changed by `change`. */
async function writeRecords(
  file: string,
  limit: number,
  change: (record: Record<string, unknown>, n: number) => Record<string, unknown> = (r) => r,
  skip = 0,
): Promise<string> {
  mkdirSync(dir, { recursive: true });
  async function* lines() {
    let n = 0;
    let seen = 0;
    for await (const line of sourceLines(data)) {
      if (line.trim() === '') continue;
      seen += 1;
      if (seen <= skip) continue;
      yield `${JSON.stringify(change(JSON.parse(line) as Record<string, unknown>, n))}\n`;
      n += 1;
      if (limit > 0 && n >= limit) return;
    }
  }
  const partial = `${file}.partial`;
  await pipeline(Readable.from(lines()), createGzip({ level: 6 }), createWriteStream(partial));
  await rename(partial, file);
  return file;
}

/** The worst delay of the event loop while `work` runs: a 10 ms timer's lateness, and the histogram's. */
async function stallsDuring<T>(work: () => Promise<T>): Promise<{ result: T; worstMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  let worst = 0;
  let last = performance.now();
  const probe = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last - 10);
    last = now;
  }, 10);
  try {
    const result = await work();
    const now = performance.now();
    worst = Math.max(worst, now - last - 10);
    return { result, worstMs: Math.max(worst, histogram.max / 1e6) };
  } finally {
    clearInterval(probe);
    histogram.disable();
  }
}

const peakMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

async function open(): Promise<Database> {
  return openDatabase({ kind: 'pglite', dataDir });
}

/**
 * What a serving process has done long before a change arrives: its text search
 * configurations loaded (their dictionaries load on first use in a session).
 */
async function warmUp(database: Database): Promise<void> {
  await sql`select to_tsvector('finnish', 'kuva'), to_tsvector('swedish', 'bild'),
    to_tsvector('english', 'picture'), to_tsvector('simple', 'x')`.execute(database.db);
}

async function objects(database: Database): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::integer as n from collection_objects`.execute(database.db);
  return Number(rows[0]?.n ?? 0);
}

async function prepare() {
  const database = await open();
  try {
    await migrate(database.db);
    const n = await objects(database);
    if (n > 0) {
      console.log(`Collection ready: ${n} objects (${dataDir})`);
      return;
    }
    const file = join(dir, `${name}.jsonl.gz`);
    if (!existsSync(file)) await writeRecords(file, count);
    const started = performance.now();
    const summary = await importFile(database.db, file);
    console.log(
      `Collection imported: ${summary.imported} objects in ${((performance.now() - started) / 1000).toFixed(1)} s (${dataDir})`,
    );
  } finally {
    await database.close();
  }
}

/** One changed record through the update queue: applied, searchable, derived data current. */
async function one() {
  const database = await open();
  const db = database.db;
  try {
    const total = await objects(database);
    // The object in the middle, found through the objects' key (no documents read).
    const { rows } = await sql<{ id: number; doc: unknown }>`
      select id, doc from collection_documents where id = (select id from collection_objects
        order by id offset ${Math.floor(total / 2)} limit 1)`.execute(db);
    const row = rows[0];
    if (!row) throw new Error('no objects: run the prepare step');
    const record = (
      typeof row.doc === 'string' ? JSON.parse(row.doc) : row.doc
    ) as CollectionRecord;
    // A word of letters only that no record holds: the vocabulary takes it.
    const word = `zq${Date.now()
      .toString(36)
      .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)] ?? 'a')}`;
    const changed: CollectionRecord = {
      ...record,
      title: { ...record.title, en: `${record.title.en ?? ''} ${word}`.trim() },
      keywords: [...record.keywords, { fi: word, sv: word, en: word }],
    };
    const started = performance.now();
    const { result, worstMs } = await stallsDuring(async () => {
      await enqueueUpdates(db, [
        { kind: 'record', format: 'museum-json', objectId: record.id, record: changed },
      ]);
      const outcomes = await applyNextUpdates(db);
      const applied = performance.now() - started;
      if (values.full) await refreshDerivedData(db);
      return { applied, outcomes };
    });
    const derived = performance.now() - started;
    const check = await sql<{
      searchable: boolean;
      vocabulary: number | null;
      prediction: number | null;
    }>`
      select exists (select from collection_search_en where id = ${record.id}
          and search @@ plainto_tsquery('simple', ${word})) as searchable,
        (select objects from collection_search_words where word = ${word}) as vocabulary,
        (select objects from collection_predictions where lang = 'en' and kind = 'keyword'
          and text = ${word}) as prediction`.execute(db);
    const c = check.rows[0];
    console.log(
      `\n### One update-queue record into ${total} objects (${values.full ? 'then a full rebuild, as before' : 'incremental'})\n`,
    );
    console.log('| measure | value |');
    console.log('| --- | --: |');
    console.log(`| applied (searchable) | ${result.applied.toFixed(0)} ms |`);
    console.log(`| derived data current | ${derived.toFixed(0)} ms |`);
    console.log(`| worst event-loop stall | ${worstMs.toFixed(0)} ms |`);
    console.log(`| outcome | ${result.outcomes.map((o) => o.status).join(', ')} |`);
    console.log(
      `| searchable / vocabulary / prediction | ${c?.searchable} / ${c?.vocabulary} / ${c?.prediction} |`,
    );
    console.log(`| peak resident size | ${peakMb()} MB |`);
  } finally {
    await database.close();
  }
}

/** `changes` changed records (the collection's own, a title word added) imported. */
async function hundred() {
  const changes = Number(values.changes);
  const file = join(dir, `${name}_changed_${changes}_${Date.now()}.jsonl.gz`);
  const tag = `zr${Date.now()
    .toString(36)
    .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)] ?? 'a')}`;
  await writeRecords(
    file,
    changes,
    (record) => {
      const title = (record['title'] ?? {}) as Record<string, string>;
      return { ...record, title: { ...title, en: `${title['en'] ?? ''} ${tag}`.trim() } };
    },
    1000,
  );
  const database = await open();
  try {
    const opened = peakMb();
    const total = await objects(database);
    await warmUp(database);
    const before = peakMb();
    const started = performance.now();
    const cpu = process.cpuUsage();
    const { result: summary, worstMs } = await stallsDuring(() => importFile(database.db, file));
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    console.log(`\n### ${changes} changed records imported into ${total} objects\n`);
    console.log('| measure | value |');
    console.log('| --- | --: |');
    console.log(`| wall time | ${seconds.toFixed(2)} s |`);
    console.log(`| processor time | ${((used.user + used.system) / 1e6).toFixed(2)} s |`);
    console.log(
      `| peak resident size | ${peakMb()} MB (${opened} MB once the database was opened, ${before} MB once its objects were counted) |`,
    );
    console.log(`| worst event-loop stall | ${worstMs.toFixed(0)} ms |`);
    console.log(
      `| summary | ${JSON.stringify({ imported: summary.imported, skipped: summary.skipped })} |`,
    );
  } finally {
    await database.close();
  }
}

const steps: Record<string, () => Promise<void>> = { prepare, one, hundred };
const step = steps[values.step ?? ''];
if (!step) throw new Error(`unknown step ${values.step}`);
await step();
