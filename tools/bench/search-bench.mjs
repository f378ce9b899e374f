#!/usr/bin/env node
// `npm run bench:search -- --help`. Measures collection search at 100,000 objects: the
// engine itself (in-process, uncached, one search at a time) on PGlite and, with
// --postgres, on a PostgreSQL server; with --http also POST /api/search as served
// (concurrency 10, result cache off and on). See README.md beside this file.
import { spawnSync } from 'node:child_process';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { httpBench } from './http-bench.mjs';

const usage = `Usage: npm run bench:search -- [options]

  --count N        objects in the demo collection (default 100000)
  --requests N     searches per query class (default 200)
  --postgres       also measure PostgreSQL (--pg-url, else DATABASE_URL, else
                   postgres://postgres@127.0.0.1:5432/postgres; schema bench_<count>)
  --pg-url URL     the PostgreSQL server for --postgres
  --reuse          keep the databases of the last run (tmp/bench/) instead of importing
                   again; pending migrations are applied to them
  --only a,b       only the query classes whose names contain one of these
  --data FILE      a real collection (JSON Lines, maybe .gz) instead of the demo, with
                   query classes from its own words: a word half the collection holds,
                   1- and 3-letter prefixes, artist names, a misspelt one, phrases,
                   filters (database data_<file name>; --count does not apply)
  --http           also measure POST /api/search over HTTP at concurrency 10 beside a
                   Fastify hello-world (builds the api); with --data and --reuse the
                   servers open the databases the engine run used
  --timeline       also time the search page's timeline (yearHistogram) per class
  --help           this text

The demo file and the databases stay in tmp/bench/ (git-ignored). Figures: p50, p95
and max wall-clock latency per query class, and processor time per search (this process,
plus the server backend's on PostgreSQL), which load from other processes does not
inflate.`;

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '200' },
    postgres: { type: 'boolean', default: false },
    'pg-url': { type: 'string' },
    reuse: { type: 'boolean', default: false },
    only: { type: 'string' },
    data: { type: 'string' },
    http: { type: 'boolean', default: false },
    timeline: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const root = new URL('../../', import.meta.url).pathname;
const pgUrl =
  values['pg-url'] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The database (PGlite folder, PostgreSQL schema) of a real collection, as engine-bench names it. */
const dataName = (file) =>
  `data_${basename(file)
    .replace(/\.jsonl(\.gz)?$|\.json$/, '')
    .replace(/[^a-z0-9_]/gi, '_')
    .toLowerCase()}`;

function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

function engineBench(engine) {
  const args = ['dist/tools/bench/engine-bench.js', '--engine', engine];
  args.push('--count', values.count, '--requests', values.requests);
  if (engine === 'postgres') args.push('--url', pgUrl);
  if (values.reuse) args.push('--reuse');
  if (values.only) args.push('--only', values.only);
  if (values.data) args.push('--data', values.data);
  if (values.timeline) args.push('--timeline');
  run('node', args);
}

async function main() {
  run('node_modules/.bin/vite', ['build', '-c', 'tools/bench/vite.config.ts']);
  console.log(`\n## Collection search engine — ${new Date().toISOString().slice(0, 10)}`);
  engineBench('pglite');
  if (values.postgres) engineBench('postgres');
  if (values.http) {
    await httpBench({
      count: Number(values.count),
      requests: Number(values.requests),
      postgresUrl: values.postgres ? pgUrl : null,
      data: values.data ?? null,
      reuse: values.reuse,
      dbName: values.data ? dataName(values.data) : `bench_${values.count}`,
    });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
