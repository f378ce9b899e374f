import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generateDemoRecords, seedDemoCollection, upsertRecords } from '@kokoelma/collection';
import { makeImage, makeRecord } from '@kokoelma/collection/testing';
import { migrate } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import { buildApp } from './app';
import { loadConfig } from './config';

// A measurement, not a check (no timing is asserted): run it on purpose with
//   SPEC_CALLS_BENCH=1 [TEST_DATABASE_URL=postgres://…] \
//     npx vitest run --config apps/api/vite.config.ts src/spec-calls-bench.test.ts
// It prints, per database: GET /api/materials (median of 50, 3,000 demo objects), the first
// and cached GET /image-download of a 5000 × 3500 original, and 1,000 museum-format records
// through POST /api/update-queue (time to 202, and until the last is applied).

const SECRET = 'bench-secret-0123456789abcdefghijklmnop';
const headers = { authorization: `Bearer ${SECRET}` };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
}

describe.skipIf(!process.env['SPEC_CALLS_BENCH'])('spec calls, measured', () => {
  for (const target of testDatabaseTargets(process.env['TEST_DATABASE_URL'])) {
    it(`on ${target.name}`, async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'kokoelma-bench-'));
      const originals = join(dataDir, 'images', 'originals');
      mkdirSync(originals, { recursive: true });
      await sharp({ create: { width: 5000, height: 3500, channels: 3, background: '#336699' } })
        .jpeg()
        .toFile(join(originals, '900001.jpg'));
      const database = await target.open();
      await migrate(database.db);
      await seedDemoCollection(database.db, { count: 3000 });
      const image = { ...makeImage(900001, 5000, 3500), license: 'CC BY 4.0' };
      await upsertRecords(database.db, [makeRecord(999_999, { images: [image] })], 1);
      const config = loadConfig({
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        UPDATE_QUEUE_SECRET: SECRET,
        UPDATE_QUEUE_REFRESH_SECONDS: '0',
      });
      const build = { name: 'kokoelma', version: '0', commit: null };
      const app = await buildApp(config, { build, database, serveWeb: false });
      try {
        const materials: number[] = [];
        for (let i = 0; i < 50; i += 1) {
          materials.push((await timed(() => app.inject('/api/materials?lang=fi')))[1]);
        }
        const [first, firstMs] = await timed(() => app.inject('/image-download/900001.jpg'));
        expect(first.statusCode).toBe(200);
        const cached: number[] = [];
        for (let i = 0; i < 20; i += 1) {
          cached.push((await timed(() => app.inject('/image-download/900001.jpg')))[1]);
        }
        const records = [...generateDemoRecords({ count: 1000, seed: 7 })].map((raw, i) => ({
          ...raw,
          objectId: 500_000 + i,
        }));
        const body = JSON.stringify(records);
        const started = performance.now();
        const accepted = await app.inject({
          method: 'POST',
          url: '/api/update-queue',
          headers: { ...headers, 'content-type': 'application/json' },
          payload: body,
        });
        const acceptMs = performance.now() - started;
        expect(accepted.statusCode).toBe(202);
        const last = accepted.json().items.at(-1).id as number;
        for (;;) {
          const res = await app.inject({ url: `/api/update-queue/${last}`, headers });
          if (res.json().status !== 'pending') break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        const appliedMs = performance.now() - started;
        console.log(
          JSON.stringify({
            database: target.name,
            materialsMedianMs: Number(median(materials).toFixed(2)),
            downloadFirstMs: Math.round(firstMs),
            downloadCachedMedianMs: Number(median(cached).toFixed(2)),
            queueBodyBytes: body.length,
            queueAcceptMs: Math.round(acceptMs),
            queueAllAppliedMs: Math.round(appliedMs),
            appliedPerSecond: Math.round(1000 / ((appliedMs - acceptMs) / 1000)),
          }),
        );
      } finally {
        await app.close();
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 600_000);
  }
});
