#!/usr/bin/env node
// `npm run bench:import -- --help`. Times an import of real records (importFile, what
// `npm run import` runs) into a fresh database, per phase. See README.md beside this file.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const usage = `Usage: npm run bench:import -- [options]

  --data FILE      the records (JSON Lines, maybe .gz; default
                   ../shared/datasets/cmoa/cmoa.jsonl.gz)
  --count N        records to import (default 100000): the file, then again with shifted
                   object ids and inventory numbers until N (tmp/bench/import_*.jsonl.gz)
  --engine E       pglite (default; a fresh folder under tmp/bench/) or postgres (a fresh
                   schema, dropped afterwards, on --pg-url, else DATABASE_URL, else
                   postgres://postgres@127.0.0.1:5432/postgres)
  --pg-url URL     the PostgreSQL server for --engine postgres
  --again          then import the same file again (every record updated)
  --help           this text

Prints the total (seconds, records/s, processor time) and each phase: reading (inflate,
parse, map, check), writing (each table), and each derived table.`;

const { values } = parseArgs({
  options: {
    data: { type: 'string' },
    count: { type: 'string' },
    engine: { type: 'string', default: 'pglite' },
    'pg-url': { type: 'string' },
    again: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const root = new URL('../../', import.meta.url).pathname;

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('node_modules/.bin/vite', ['build', '-c', 'tools/bench/vite.config.ts']);
const args = ['dist/tools/bench/import-bench.js', '--engine', values.engine];
if (values.data) args.push('--data', values.data);
if (values.count) args.push('--count', values.count);
if (values.again) args.push('--again');
if (values.engine === 'postgres') {
  args.push(
    '--url',
    values['pg-url'] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
}
run('node', args);
