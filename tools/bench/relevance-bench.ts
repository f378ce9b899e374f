// The relevance benchmark's engine side: imports a real collection once into a cached
// PGlite database, runs the judged queries through searchCollection and prints each
// query's verdict and NDCG@10, then the totals. Built and run by relevance-bench.mjs
// (see README.md); exits 1 when a query fails.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  countObjects,
  findObjects,
  importFile,
  refreshDerivedData,
  searchCollection,
} from '@kokoelma/collection';
import { migrate, openDatabase } from '@kokoelma/db';
import { judge, gainOf, type Judgment, type JudgedRecord } from './relevance-judge';

const { values } = parseArgs({
  options: {
    data: { type: 'string' },
    judgments: { type: 'string', default: 'tools/bench/relevance-judgments.json' },
    dir: { type: 'string', default: 'tmp/relevance' },
    name: { type: 'string', default: 'cmoa' },
    only: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});

/** How many results are read to judge a query: the pool the ideal NDCG order comes from. */
const POOL = 100;

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

async function main(): Promise<number> {
  const data = values.data;
  if (!data || !existsSync(data)) {
    console.log(`No data file ${data ?? '(--data)'}: skipped.`);
    return 0;
  }
  const dataDir = join(values.dir ?? 'tmp/relevance', values.name ?? 'cmoa');
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await migrate(database.db);
    if ((await countObjects(database.db)) === 0) {
      const started = performance.now();
      const summary = await importFile(database.db, data);
      console.log(`Imported ${JSON.stringify(summary).slice(0, 200)} in ${seconds(started)} s`);
    } else {
      const started = performance.now();
      await refreshDerivedData(database.db);
      const n = await countObjects(database.db);
      console.log(
        `Reusing ${dataDir} (${n} objects); derived data rebuilt in ${seconds(started)} s`,
      );
    }
    const judgments = JSON.parse(readFileSync(values.judgments ?? '', 'utf8')) as Judgment[];
    const only = values.only?.split(',');
    let passed = 0;
    let ndcgSum = 0;
    let run = 0;
    console.log('\n| # | query | lang | results | corrected | NDCG@10 | verdict |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const judgment of judgments) {
      if (only && !only.includes(judgment.id)) continue;
      run += 1;
      const result = await searchCollection(
        database.db,
        { searchTerms: [judgment.q] },
        judgment.lang,
      );
      const records = (await findObjects(
        database.db,
        result.objectIds.slice(0, POOL),
      )) as unknown as JudgedRecord[];
      const verdict = judge(
        judgment,
        {
          total: result.totalCount,
          corrected: result.correctedQuery ?? null,
          records,
        },
        records.map((r) => gainOf(judgment, r)),
      );
      if (verdict.pass) passed += 1;
      ndcgSum += verdict.ndcg;
      const mark = verdict.pass ? 'pass' : `**FAIL**: ${verdict.failures.join('; ')}`;
      console.log(
        `| ${judgment.id} | ${judgment.q} | ${judgment.lang} | ${result.totalCount} | ${
          result.correctedQuery ?? ''
        } | ${verdict.ndcg.toFixed(3)} | ${mark} |`,
      );
      if (values.verbose || !verdict.pass) {
        for (const [i, r] of records.slice(0, 5).entries()) {
          const people = r.people
            .map(
              (p) =>
                `${[p.firstName, p.familyName].filter(Boolean).join(' ')} (${p.role?.en ?? p.role?.fi ?? ''})`,
            )
            .join(', ');
          console.log(
            `|  | ${i + 1}. ${(r.title.en ?? r.title.fi ?? '').slice(0, 60)} — ${people} | | gain ${gainOf(judgment, r)} | | | |`,
          );
        }
      }
    }
    const mean = run > 0 ? ndcgSum / run : 0;
    console.log(
      `\nTotals: ${passed}/${run} passed, ${run - passed} failed, mean NDCG@10 ${mean.toFixed(3)}`,
    );
    return passed === run ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
