#!/usr/bin/env node
// `npm run bench:relevance -- --help`. Judged queries over a real collection (the CMOA
// data by default), imported once into a cached PGlite database. See README.md.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';

const usage = `Usage: npm run bench:relevance -- [options]

  --data FILE      the collection to judge on (default ../shared/datasets/cmoa/cmoa.jsonl.gz;
                   JSON Lines, plain or gzipped)
  --judgments F    the judged queries (default tools/bench/relevance-judgments.json)
  --only a,b       only the queries with these ids
  --fresh          import again even when a cached database fits
  --verbose        print the first five results of every query, not only of failures
  --help           this text

The database is cached in tmp/relevance/ (git-ignored) under a name made from the data
file and the code that decides what an import stores per record (the search documents
and rows); a change there imports again (about 80 s for CMOA). A reused database is
migrated and has its derived data (vocabulary, counts) rebuilt by the current code.
Exits 1 when a judged query fails.`;

const { values } = parseArgs({
  options: {
    data: { type: 'string' },
    judgments: { type: 'string', default: 'tools/bench/relevance-judgments.json' },
    only: { type: 'string' },
    fresh: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const root = new URL('../../', import.meta.url).pathname;
const data = values.data ?? join(root, '../shared/datasets/cmoa/cmoa.jsonl.gz');
if (!existsSync(data)) {
  console.log(`No data file ${data}: nothing to judge (the CMOA data is not on this machine).`);
  process.exit(0);
}

/** A name for the cached database: the data file and what an import stores from it. */
function cacheName() {
  const hash = createHash('sha256');
  const { size, mtimeMs } = statSync(data);
  hash.update(`${data}:${size}:${mtimeMs}`);
  // Migrations are not in it: a reused database is migrated, as a server's would be.
  const files = [
    'model/record-text',
    'search/search-documents',
    'search/search-rows',
    'search/rank-keys',
    'store/object-rows',
    'store/object-writes',
    'importer/batch-writes',
  ].map((f) => `libs/collection/src/lib/${f}.ts`);
  for (const file of files) hash.update(file).update(readFileSync(join(root, file)));
  return `db-${hash.digest('hex').slice(0, 12)}`;
}

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  return result.status ?? 1;
}

const dir = join(root, 'tmp/relevance');
const name = cacheName();
// Older caches are of code that changed: only the current one is kept.
if (existsSync(dir)) {
  for (const entry of readdirSync(dir)) {
    if (entry.endsWith('.jsonl')) continue;
    if (entry !== name || values.fresh) rmSync(join(dir, entry), { recursive: true, force: true });
  }
}
if (run('node_modules/.bin/vite', ['build', '-c', 'tools/bench/vite.config.ts']) !== 0) {
  process.exit(1);
}
// The import reads JSON Lines: a gzipped file is unpacked once, beside the database.
let file = data;
if (data.endsWith('.gz')) {
  file = join(dir, `${basename(data, '.gz')}`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, gunzipSync(readFileSync(data)));
  }
}
const args = ['dist/tools/bench/relevance-bench.js', '--data', file, '--dir', dir, '--name', name];
args.push('--judgments', values.judgments);
if (values.only) args.push('--only', values.only);
if (values.verbose) args.push('--verbose');
process.exit(run(process.execPath, args));
