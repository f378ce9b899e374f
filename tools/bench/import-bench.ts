// The import's own speed: `importFile` (what `npm run import` runs) into a fresh
// database, timed per phase. Built and run by import-bench.mjs (see README.md); prints
// Markdown.
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { importFile } from '@kokoelma/collection';
import { migrate, openDatabase, type Database } from '@kokoelma/db';

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: '../shared/datasets/cmoa/cmoa.jsonl.gz' },
    count: { type: 'string', default: '100000' },
    engine: { type: 'string', default: 'pglite' },
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    dir: { type: 'string', default: 'tmp/bench' },
    // Import the same file a second time afterwards (every record updated in place).
    again: { type: 'boolean', default: false },
  },
});
const count = Number(values.count);
if (!Number.isSafeInteger(count) || count < 1) throw new Error('--count must be a whole number');
const engine = values.engine;
if (engine !== 'pglite' && engine !== 'postgres') {
  throw new Error('--engine must be pglite or postgres');
}
const dir = values.dir;
const data = values.data;
const name = `import_${basename(data)
  .replace(/\.jsonl(\.gz)?$|\.json$/, '')
  .replace(/[^a-z0-9_]/gi, '_')
  .toLowerCase()}_${count}`;

/** Records of the source file, one line each (JSON Lines, maybe gzipped). */
function sourceLines(path: string) {
  const input = createReadStream(path);
  const gzipped = readFileSync(path)
    .subarray(0, 2)
    .equals(Buffer.from([0x1f, 0x8b]));
  return createInterface({ input: gzipped ? input.pipe(createGunzip()) : input, crlfDelay: 1 });
}

/**
 * `count` records from the source, gzipped: the file as it is, then again as often as
 * needed with each object's id and inventory number shifted (`pass` × 20,000,000 added to
 * the id, "/2" appended to the number), so that every record is a distinct object while
 * its words, people and terms keep the real collection's distribution. People keep
 * their ids: a second pass names the same people, as a museum's second collection would
 * name many of the first's. Written once (git-ignored tmp/).
 */
async function inputFile(): Promise<string> {
  const file = join(dir, `${name}.jsonl.gz`);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  async function* lines() {
    let written = 0;
    for (let pass = 0; written < count; pass += 1) {
      let read = 0;
      for await (const line of sourceLines(data)) {
        if (line.trim() === '') continue;
        read += 1;
        if (pass === 0) yield `${line}\n`;
        else {
          const record = JSON.parse(line) as { objectId: number; inventoryNumber?: string };
          record.objectId += pass * 20_000_000;
          if (record.inventoryNumber) record.inventoryNumber += `/${pass + 1}`;
          yield `${JSON.stringify(record)}\n`;
        }
        written += 1;
        if (written >= count) return;
      }
      if (read === 0) throw new Error(`${data} holds no records`);
    }
  }
  const partial = `${file}.partial`;
  await pipeline(Readable.from(lines()), createGzip({ level: 6 }), createWriteStream(partial));
  await rename(partial, file);
  return file;
}

async function open(): Promise<Database> {
  if (engine === 'postgres') {
    const database = await openDatabase({ kind: 'postgres', url: values.url, schema: name });
    await sql`drop schema if exists ${sql.id(name)} cascade`.execute(database.db);
    await sql`create schema ${sql.id(name)}`.execute(database.db);
    return database;
  }
  const dataDir = join(dir, name);
  await rm(dataDir, { recursive: true, force: true });
  return openDatabase({ kind: 'pglite', dataDir });
}

/** This process's processor time (ms): on PGlite, all of the database's work too. */
const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

async function importOnce(database: Database, file: string, label: string) {
  const phases = new Map<string, { ms: number; cpu: number }>();
  const started = performance.now();
  const cpuStart = cpuMs();
  const summary = await importFile(database.db, file, {
    onPhase: (phase, ms, cpu) => {
      const sum = phases.get(phase) ?? { ms: 0, cpu: 0 };
      phases.set(phase, { ms: sum.ms + ms, cpu: sum.cpu + cpu });
    },
  });
  const seconds = (performance.now() - started) / 1000;
  const cpu = (cpuMs() - cpuStart) / 1000;
  const rate = (ms: number) => Math.round(summary.read / Math.max(ms / 1000, 0.001));
  console.log(`\n### ${label}: ${summary.imported} imported, ${summary.skipped} skipped`);
  console.log(
    `\n**${seconds.toFixed(1)} s** (${Math.round(summary.read / seconds)} records/s), ` +
      `this process's processor time ${cpu.toFixed(1)} s${engine === 'postgres' ? ' (the server’s not counted)' : ''}\n`,
  );
  // Steps of the writes and of the derived data, each under its phase.
  const derive = [...phases].filter(([p]) => p.startsWith('derive: '));
  const sum = (key: 'ms' | 'cpu') => derive.reduce((total, [, t]) => total + t[key], 0);
  if (derive.length > 0) phases.set('derive', { ms: sum('ms'), cpu: sum('cpu') });
  const order = ['read', 'write', 'sync', 'derive'];
  console.log('| phase | s | processor s | records/s |');
  console.log('| --- | --: | --: | --: |');
  const row = (label: string, t: { ms: number; cpu: number }, perSecond: string) =>
    console.log(
      `| ${label} | ${(t.ms / 1000).toFixed(2)} | ${(t.cpu / 1000).toFixed(2)} | ${perSecond} |`,
    );
  for (const phase of order) {
    const t = phases.get(phase);
    if (!t) continue;
    row(phase, t, String(rate(t.ms)));
    for (const [step, s] of phases) {
      if (step.startsWith(`${phase}: `)) row(`&nbsp;&nbsp;${step.slice(phase.length + 2)}`, s, '');
    }
  }
}

async function main() {
  const file = await inputFile();
  const database = await open();
  try {
    const started = performance.now();
    await migrate(database.db);
    console.log(
      `## Import — ${engine}, ${count} records of ${basename(data)} (${file}); ` +
        `migrations ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await importOnce(database, file, 'first import');
    if (values.again) await importOnce(database, file, 're-import (every record updated)');
  } finally {
    if (engine === 'postgres') {
      await sql`drop schema if exists ${sql.id(name)} cascade`.execute(database.db);
    }
    await database.close();
  }
}

await main();
