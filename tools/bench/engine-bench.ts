// The search engine's own latency: searchCollection called in-process, one search at a
// time, with no result cache and no HTTP in between — what a visitor waits for when the
// cache misses. Built and run by search-bench.mjs (see README.md); prints Markdown.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import {
  countObjects,
  findObjects,
  importFile,
  relatedWorks,
  refreshFrequentWords,
  refreshYearHistogram,
  searchCollection,
  writeDemoJsonLines,
  yearHistogram,
} from '@kokoelma/collection';
import { migrate, openDatabase, type Database } from '@kokoelma/db';
import type { SearchRequest } from '@kokoelma/contract/site';
import { dataQueryClasses, queryClasses } from './query-classes.mjs';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '200' },
    engine: { type: 'string', default: 'pglite' },
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    dir: { type: 'string', default: 'tmp/bench' },
    // The PGlite folder under --dir, or the schema on the server.
    name: { type: 'string' },
    reuse: { type: 'boolean', default: false },
    only: { type: 'string' },
    // A real collection (JSON Lines, maybe gzipped) instead of the demo: its own classes.
    data: { type: 'string' },
    // Also time the search page's timeline (yearHistogram, a statement of its own).
    timeline: { type: 'boolean', default: false },
  },
});
const count = Number(values.count);
const requests = Number(values.requests);
const dir = values.dir ?? 'tmp/bench';
const data = values.data;
const dataName = data
  ? `data_${basename(data)
      .replace(/\.jsonl(\.gz)?$|\.json$/, '')
      .replace(/[^a-z0-9_]/gi, '_')
      .toLowerCase()}`
  : null;
const dbName = values.name ?? dataName ?? `bench_${count}`;
const postgres = values.engine === 'postgres';

async function demoFile(): Promise<string> {
  if (data) {
    if (!data.endsWith('.gz')) return data;
    // The import reads JSON Lines: a gzipped file is unpacked once.
    const file = join(dir, basename(data, '.gz'));
    if (!existsSync(file)) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, gunzipSync(readFileSync(data)));
    }
    return file;
  }
  const file = join(dir, `demo-${count}.jsonl`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    await writeDemoJsonLines(file, { count, seed: 1 });
  }
  return file;
}

/** The engine's database, emptied unless --reuse. One connection: searches run in turn. */
async function open(): Promise<Database> {
  if (postgres) {
    const url = values.url ?? '';
    const database = await openDatabase({ kind: 'postgres', url, schema: dbName, poolSize: 1 });
    if (!values.reuse) {
      await sql`drop schema ${sql.id(dbName)} cascade`.execute(database.db);
      await sql`create schema ${sql.id(dbName)}`.execute(database.db);
    }
    return database;
  }
  const dataDir = join(dir, dbName);
  if (!values.reuse) rmSync(dataDir, { recursive: true, force: true });
  return openDatabase({ kind: 'pglite', dataDir });
}

/**
 * Processor time used so far (ms): this process, plus the server backend's when it runs
 * on this machine. On a machine shared with other work, wall-clock latency includes
 * waiting for a processor; the processor time per search does not.
 */
async function cpuClock(database: Database): Promise<() => number> {
  const own = () => {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  };
  if (!postgres) return own;
  const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
  const stat = `/proc/${rows[0]?.pid}/stat`;
  if (!existsSync(stat)) return own;
  // utime and stime, in clock ticks (100 a second).
  const backend = () => {
    const fields = (readFileSync(stat, 'utf8').split(') ')[1] ?? '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  return () => own() + backend();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function measureClass(
  database: Database,
  cpu: () => number,
  variants: readonly SearchRequest[],
) {
  const variant = (i: number) => variants[i % variants.length] as SearchRequest;
  const run = async (body: SearchRequest) => {
    const { lang, ...params } = body;
    const started = performance.now();
    const result = await searchCollection(database.db, params, lang);
    return { ms: performance.now() - started, total: result.totalCount };
  };
  // Warm-up: the first searches pay for plans and cold pages, not the steady state.
  const totals = [];
  for (const body of variants) totals.push((await run(body)).total);
  for (let i = 0; i < 10; i += 1) await run(variant(i));
  const latencies: number[] = [];
  const cpuStart = cpu();
  for (let i = 0; i < requests; i += 1) {
    latencies.push((await run(variant(i))).ms);
  }
  const cpuPerSearch = (cpu() - cpuStart) / requests;
  latencies.sort((a, b) => a - b);
  const [p50, p95, max] = [50, 95, 100].map((p) => percentile(latencies, p)) as [
    number,
    number,
    number,
  ];
  const timeline = values.timeline ? await measureTimeline(database, cpu, variants) : null;
  return { totals, p50, p95, max, cpuPerSearch, timeline };
}

/** The timeline's own latency (p50, p95) and processor time for the same searches, uncached. */
async function measureTimeline(
  database: Database,
  cpu: () => number,
  variants: readonly SearchRequest[],
) {
  const run = async (i: number) => {
    const { lang, ...params } = variants[i % variants.length] as SearchRequest;
    const started = performance.now();
    await yearHistogram(database.db, params, lang);
    return performance.now() - started;
  };
  for (let i = 0; i < 10; i += 1) await run(i);
  const latencies: number[] = [];
  const cpuStart = cpu();
  for (let i = 0; i < requests; i += 1) latencies.push(await run(i));
  const cpuPerCall = (cpu() - cpuStart) / requests;
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), cpu: cpuPerCall };
}

/**
 * The object page's "More by" and "Similar works", as the page reads them: the object's
 * record, the ranking, then the records of the works listed — uncached, one page at a time.
 */
async function measureRelated(database: Database, cpu: () => number, ids: readonly number[]) {
  const run = async (id: number) => {
    const started = performance.now();
    const [record] = await findObjects(database.db, [id]);
    if (!record) throw new Error(`object ${id} is missing`);
    const related = await relatedWorks(database.db, record);
    await findObjects(database.db, [
      ...(related.moreBy?.ids ?? []),
      ...related.similar.map((w) => w.id),
    ]);
    return { ms: performance.now() - started, shown: related.similar.length };
  };
  let withSimilar = 0;
  for (const id of ids) if ((await run(id)).shown > 0) withSimilar += 1;
  const latencies: number[] = [];
  const cpuStart = cpu();
  for (let i = 0; i < requests; i += 1) latencies.push((await run(ids[i % ids.length] ?? 0)).ms);
  const cpuPerPage = (cpu() - cpuStart) / requests;
  latencies.sort((a, b) => a - b);
  const [p50, p95, max] = [50, 95, 100].map((p) => percentile(latencies, p)) as [
    number,
    number,
    number,
  ];
  return { withSimilar, p50, p95, max, cpuPerPage };
}

/**
 * Objects for the related-works classes: 50 spread over the collection (a fixed
 * pseudo-random order), and the 50 that hold the most terms (the most candidates).
 */
async function relatedSamples(database: Database) {
  const spread = await sql<{ id: number }>`select id from collection_objects
    order by (id::bigint * 2654435761) % 1000003, id limit 50`.execute(database.db);
  const richest = await sql<{ id: number }>`select object_id as id
    from collection_similar_postings group by object_id
    order by count(*) desc, object_id limit 50`.execute(database.db);
  return [
    { name: 'object page: more by + similar (50 objects)', ids: spread.rows.map((r) => r.id) },
    {
      name: 'object page: more by + similar (the 50 with most terms)',
      ids: richest.rows.map((r) => r.id),
    },
  ];
}

async function importIfNeeded(database: Database, file: string): Promise<string> {
  const migrating = performance.now();
  const { applied } = await migrate(database.db);
  const migrated = applied.length > 0 ? `; migrated in ${seconds(migrating)} s` : '';
  if (values.reuse && (await countObjects(database.db)) > 0) {
    // The part of an import that precomputes frequent words, timed alone (it is
    // idempotent): a migration adds its table empty, and this fills it.
    const refreshing = performance.now();
    const cpuStart = process.cpuUsage();
    const words = await refreshFrequentWords(database.db);
    const cpu = process.cpuUsage(cpuStart);
    // The whole collection's timeline, which a migration adds empty (0022).
    await refreshYearHistogram(database.db);
    const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);
    return `reused database${migrated}; frequent words: ${words} in ${seconds(refreshing)} s (this process's processor time ${cpuSeconds} s)`;
  }
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  await importFile(database.db, file);
  const cpu = process.cpuUsage(cpuStart);
  // Processor time of this process only: the whole import on PGlite, the client's share
  // (reading, parsing, sending) on PostgreSQL.
  const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);
  return `import ${seconds(started)} s (this process's processor time ${cpuSeconds} s)`;
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

async function main() {
  const file = await demoFile();
  const database = await open();
  try {
    const imported = await importIfNeeded(database, file);
    // The classes first: reading a large file takes longer than the pool keeps an idle
    // connection, and the processor clock reads the connection's server process.
    const classes = data ? await dataQueryClasses(file) : await queryClasses(file);
    const cpu = await cpuClock(database);
    const label = postgres ? 'PostgreSQL' : 'PGlite';
    const objects = (await countObjects(database.db)).toLocaleString('en');
    const what = data ? `${basename(data)}, ${objects} objects` : `${objects} objects`;
    console.log(`\n### ${label}, ${what} — ${imported}\n`);
    console.log(`Sequential, uncached, ${requests} searches per class.\n`);
    const timeline = values.timeline
      ? ' timeline p50 ms | timeline p95 ms | timeline cpu ms |'
      : '';
    console.log(
      `| query class | queries | results | p50 ms | p95 ms | max ms | cpu ms/search |${timeline}`,
    );
    console.log(
      `| --- | --- | --- | --- | --- | --- | --- |${timeline ? ' --- | --- | --- |' : ''}`,
    );
    const only = values.only?.split(',');
    for (const queryClass of classes) {
      if (only && !only.some((o) => queryClass.name.includes(o))) continue;
      const m = await measureClass(database, cpu, queryClass.variants);
      const queries = queryClass.variants
        .map(({ lang: _lang, ...q }) => `\`${JSON.stringify(q)}\``)
        .join('<br>');
      const name = queryClass.goal ? queryClass.name : `(${queryClass.name})`;
      const figures = [m.p50, m.p95, m.max, m.cpuPerSearch].map((n) => n.toFixed(1));
      if (m.timeline) {
        const { p50, p95, cpu: cpuMs } = m.timeline;
        figures.push(...[p50, p95, cpuMs].map((n) => n.toFixed(1)));
      }
      console.log(`| ${name} | ${queries} | ${m.totals.join(' / ')} | ${figures.join(' | ')} |`);
    }
    // Target: p95 ≤ 10 ms per object page at 100,000 objects.
    for (const sample of await relatedSamples(database)) {
      if (only && !only.some((o) => sample.name.includes(o))) continue;
      const m = await measureRelated(database, cpu, sample.ids);
      const figures = [m.p50, m.p95, m.max, m.cpuPerPage].map((n) => n.toFixed(1));
      const results = `${m.withSimilar} of ${sample.ids.length} with similar works`;
      console.log(`| ${sample.name} | object ids | ${results} | ${figures.join(' | ')} |`);
    }
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
