#!/usr/bin/env node
// `npm test`: every check that guards quality, in the order a reviewer would run them.
// Each step's output streams through; the last lines are a summary of steps and tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

process.env.TZ = 'Europe/Helsinki';
process.env.NX_DAEMON = 'false';
process.env.NX_NO_CLOUD = 'true';
process.env.FORCE_COLOR ??= '0';

const REPORTS = 'tmp/vitest-reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

// CI proves the commit from scratch: Nx keeps a cache per machine, and a result cached
// from another checkout must not stand in for this run.
const nxFlags = ['--output-style=static', ...(process.env.CI ? ['--skip-nx-cache'] : [])];

const steps = [
  [
    'node is 24',
    'node',
    ['-e', 'if(!process.version.startsWith("v24."))process.exit(1);console.log(process.version)'],
  ],
  ['format', 'prettier', ['--check', '.', '--log-level', 'warn']],
  [
    'lint, typecheck, unit tests',
    'nx',
    ['run-many', '-t', 'lint', 'typecheck', 'test', ...nxFlags],
  ],
  [
    'build, package checks, Storybook',
    'nx',
    ['run-many', '-t', 'build', 'publint', 'build-storybook', ...nxFlags],
  ],
  // The publishable libraries as their users meet them: nx release --dry-run and npm publish
  // --dry-run, then the packed tarballs in throwaway Node, TypeScript and Vite + React
  // projects, and the client against the built server (about a minute).
  ['release dry run, consumer projects', 'node', ['tools/consumers/consumers.mjs']],
  // The built server over TLS, scored by the MDN HTTP Observatory (about 10 s).
  ['security headers (MDN HTTP Observatory)', 'node', ['tools/observatory/observatory.mjs']],
  // One hostile client's attacks against the built server, beside a bystander (about 50 s).
  ['hostile client (fast)', 'node', ['tools/hostile/hostile.mjs', '--fast']],
  ['browser tests (Playwright, axe)', 'nx', ['run', 'web-e2e:e2e', ...nxFlags]],
];

const results = [];
for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const ok = run.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  if (!ok) break;
}

// Vitest writes one JSON report per project (see vitest.shared.ts); add them up.
let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(REPORTS)) {
  for (const file of readdirSync(REPORTS)) {
    const report = JSON.parse(readFileSync(join(REPORTS, file), 'utf8'));
    if (report.stats && 'expected' in report.stats) {
      // Playwright's JSON report.
      passed += report.stats.expected + (report.stats.flaky ?? 0);
      failed += report.stats.unexpected ?? 0;
      skipped += report.stats.skipped ?? 0;
      continue;
    }
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const allOk = results.length === steps.length && results.every((r) => r.ok);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(allOk && failed === 0 ? 0 : 1);
