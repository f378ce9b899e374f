#!/usr/bin/env node
// `npm run bench:updates -- --help`. What a change costs on an imported collection: one
// update-queue record, and 100 changed records imported. See README.md beside this file.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const usage = `Usage: npm run bench:updates -- [options]

  --data FILE      the records (JSON Lines, maybe .gz; default
                   ../shared/datasets/cmoa/cmoa.jsonl.gz)
  --count N        only the file's first N records (default: all of them)
  --changes N      changed records for the import step (default 100)
  --full           after each change, rebuild the whole collection's derived data (the
                   old way, for comparison)
  --help           this text

The collection is imported once into tmp/bench/updates_<file>_<count>/ (PGlite) and kept.
Each step runs in its own process (peak resident size is the step's): one record sent
through the update queue (applied; searchable; derived data current; the worst
event-loop stall meanwhile), then the changed records imported with importFile (wall
time, processor time, peak resident size, worst stall).`;

const { values } = parseArgs({
  options: {
    data: { type: 'string' },
    count: { type: 'string' },
    changes: { type: 'string' },
    full: { type: 'boolean', default: false },
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
const common = [];
if (values.data) common.push('--data', values.data);
if (values.count) common.push('--count', values.count);
for (const step of ['prepare', 'one', 'hundred']) {
  const args = ['dist/tools/bench/updates-bench.js', '--step', step, ...common];
  if (values.full && step !== 'prepare') args.push('--full');
  if (values.changes && step === 'hundred') args.push('--changes', values.changes);
  run('node', args);
}
