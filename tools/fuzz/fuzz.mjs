#!/usr/bin/env node
// `npm run fuzz -- --help`. Sends generated requests to every route of the API in process
// and fails on any 5xx, malformed error answer or crash. The generators and checks are
// apps/api/src/testing/fuzz; this runs its test (apps/api/src/fuzz.test.ts) through
// Vitest — which resolves the libraries and bundled migrations as the tests do — with a
// larger count, then prints the summary. See README.md beside this file.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';

const usage = `Usage: npm run fuzz -- [options]

  --requests N   generated requests in all (default 10000)
  --seed N       the run's seed (default: a random one, printed)
  --route TEXT   only the routes whose "METHOD /path" contains TEXT (to repeat a failure)
  --help         this text

Prints requests per route, the status code histogram and the time taken; on a failure,
the exact request (method, URL, headers, body), shrunk to a small one, the server's
stack, and the command that repeats it. Exits 1 on any failure.`;

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    seed: { type: 'string' },
    route: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const requests = Number(values.requests);
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
if (!Number.isInteger(requests) || requests < 1 || !Number.isInteger(seed)) {
  console.error(`--requests and --seed are whole numbers\n\n${usage}`);
  process.exit(2);
}

const root = new URL('../../', import.meta.url).pathname;
mkdirSync(`${root}tmp`, { recursive: true });
const reportFile = `${root}tmp/fuzz-report.json`;
rmSync(reportFile, { force: true });
console.log(
  `fuzz: ${requests} requests, seed ${seed}${values.route ? `, routes "${values.route}"` : ''}` +
    ' (about 500 a second on an idle machine, 50–150 on a busy one; set-up takes 5–20 s)',
);

// The default reporter only: the JSON report `npm test` adds up is not this run's.
const vitest = `${root}node_modules/vitest/vitest.mjs`;
const args = ['run', '--config', 'apps/api/vite.config.ts', '--reporter=default'];
const result = spawnSync(process.execPath, [vitest, ...args, 'src/fuzz.test.ts'], {
  cwd: root,
  // Vitest's own output is shown only when the run ended without a summary (a crash).
  stdio: ['ignore', 'pipe', 'pipe'],
  maxBuffer: 64 * 1024 * 1024,
  env: {
    ...process.env,
    FUZZ_REQUESTS: String(requests),
    FUZZ_SEED: String(seed),
    FUZZ_REPORT: reportFile,
    ...(values.route ? { FUZZ_ROUTE: values.route } : {}),
  },
});

if (!existsSync(reportFile)) {
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  console.error(`fuzz: the run ended without a report (exit ${result.status}); see above`);
  process.exit(1);
}
const { report } = JSON.parse(readFileSync(reportFile, 'utf8'));
console.log(report);
process.exit(result.status === 0 ? 0 : 1);
