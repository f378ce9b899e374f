import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFuzzApp, type FuzzApp } from './testing/fuzz/fuzz-app';
import { formatSummary, runFuzz, type FuzzSummary } from './testing/fuzz/fuzz-run';

// Generated requests over every route of the API (testing/fuzz, tools/fuzz/README.md).
// `npm test` sends a share with a fixed seed (the same requests every time) and a share
// with a new random seed (new ground each run; printed on failure). `npm run fuzz` sets
// FUZZ_REQUESTS (and FUZZ_SEED, FUZZ_ROUTE, FUZZ_REPORT) for one long run instead.
const FIXED_SEED = 20_251_109;
const cli = process.env['FUZZ_REQUESTS'] !== undefined;
const randomSeed = Number(process.env['FUZZ_SEED'] ?? Math.floor(Math.random() * 2 ** 31));
const passes = cli
  ? [{ seed: randomSeed, requests: Number(process.env['FUZZ_REQUESTS']) }]
  : [
      { seed: FIXED_SEED, requests: 1000 },
      { seed: randomSeed, requests: 400 },
    ];
const total = passes.reduce((n, p) => n + p.requests, 0);

let fuzz: FuzzApp;
beforeAll(async () => {
  fuzz = await buildFuzzApp();
}, 120_000);
afterAll(async () => fuzz?.close());

describe('fuzzing every route with generated requests', () => {
  it(
    `answers ${total} requests without a 5xx, a malformed error or a crash`,
    async () => {
      const summaries: FuzzSummary[] = [];
      for (const pass of passes) {
        const route = process.env['FUZZ_ROUTE'];
        summaries.push(await runFuzz(fuzz, { ...pass, ...(route ? { route } : {}) }));
      }
      const report = summaries.map(formatSummary).join('\n\n');
      if (process.env['FUZZ_REPORT']) {
        writeFileSync(process.env['FUZZ_REPORT'], JSON.stringify({ summaries, report }, null, 2));
      }
      const failures = summaries.flatMap((s) => s.failures);
      if (failures.length > 0) throw new Error(report);
      // Every registered route was reached by some request: a new route cannot be missed.
      const unreached = summaries.at(-1)?.unreached ?? [];
      expect(unreached, report).toEqual([]);
      expect(fuzz.routes.length).toBeGreaterThan(50);
      const sent = summaries.reduce((n, s) => n + s.requests, 0);
      expect(sent).toBeGreaterThanOrEqual(total);
    },
    cli ? 60_000 + total * 200 : 240_000,
  );
});
