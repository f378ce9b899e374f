#!/usr/bin/env node
// `npm run bench:search [-- --count N]`: builds a demo collection (100,000 objects by
// default) in a temporary PGlite database — and on PostgreSQL too when DATABASE_URL is
// set — then measures POST /api/search at concurrency 10 for each query class, beside a
// Fastify hello-world measured in the same run. Prints a Markdown table.
import { fork, spawn, spawnSync } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { measure } from './load.mjs';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '400' },
    keep: { type: 'boolean', default: false },
  },
});
const count = Number(values.count);
const requests = Number(values.requests);
const root = new URL('../../', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'kokoelma-bench-'));
const children = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
  if (!values.keep) rmSync(work, { recursive: true, force: true });
});

function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitFor(url) {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** Query classes, chosen from the generated data's own title words. */
async function queryClasses(file) {
  const words = new Map();
  const pairs = new Map();
  for await (const line of createInterface({ input: createReadStream(file) })) {
    const title = JSON.parse(line).title?.fi?.toLocaleLowerCase('fi') ?? '';
    const list = [...new Set(title.match(/\p{L}{4,}/gu) ?? [])];
    for (const w of list) words.set(w, (words.get(w) ?? 0) + 1);
    for (let i = 0; i + 1 < list.length; i += 1) {
      const key = `${list[i]} ${list[i + 1]}`;
      pairs.set(key, (pairs.get(key) ?? 0) + 1);
    }
  }
  const byCount = [...words].sort((a, b) => b[1] - a[1]);
  const common = byCount[0][0];
  const rare = byCount.filter(([, n]) => n >= 1 && n <= 20).at(-1)?.[0] ?? byCount.at(-1)[0];
  const two = [...pairs].sort((a, b) => b[1] - a[1])[0][0];
  return [
    ['rare term', { searchTerms: [rare] }],
    ['common term', { searchTerms: [common] }],
    ['two terms', { searchTerms: [two] }],
    ['3-letter prefix', { searchTerms: [common.slice(0, 3)] }],
    [
      'filters only',
      { displayFilter: 'verkko', categories: ['artwork'], yearFrom: 1800, yearTo: 1950 },
    ],
    ['empty query + facets', {}],
  ].map(([name, params]) => [name, { ...params, lang: 'fi' }]);
}

async function benchEngine(label, env, classes, file) {
  const started = Date.now();
  run('node', ['dist/apps/api/import.js', file, '--quiet'], env);
  const importSeconds = (Date.now() - started) / 1000;
  // The engine itself (result cache off), then as served (identical searches cached).
  const engine = await benchServer({ ...env, SEARCH_CACHE_SECONDS: '0' }, classes);
  const cached = await benchServer({ ...env, SEARCH_CACHE_SECONDS: '60' }, classes);
  return { label, importSeconds, rows: engine, cached };
}

async function benchServer(env, classes) {
  const port = await freePort();
  const server = spawn('node', ['dist/apps/api/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_COLLECTION_SIZE: '0',
    },
  });
  children.push(server);
  await waitFor(`http://127.0.0.1:${port}/health`);
  const rows = [];
  for (const [name, body] of classes) {
    const res = await fetch(`http://127.0.0.1:${port}/api/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const { totalCount, totalIsEstimate } = await res.json();
    const m = await measure({ url: `http://127.0.0.1:${port}/api/search`, body, requests });
    rows.push({ name, totalCount: `${totalIsEstimate ? '~' : ''}${totalCount}`, ...m });
  }
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  return rows;
}

const fmt = (n) => n.toFixed(1);

async function main() {
  run('npx', ['nx', 'run', 'api:build', '--output-style=static']);
  const file = join(work, 'demo.jsonl');
  run('node', ['dist/apps/api/demo.js', '--out', file, '--count', String(count)]);
  const classes = await queryClasses(file);

  const helloPort = await freePort();
  const hello = fork(new URL('./hello-server.mjs', import.meta.url).pathname, [String(helloPort)], {
    stdio: 'ignore',
  });
  children.push(hello);
  await new Promise((r) => hello.once('message', r));
  const helloResult = await measure({
    url: `http://127.0.0.1:${helloPort}/hello`,
    body: {},
    requests: requests * 5,
  });
  hello.kill('SIGTERM');

  const engines = [await benchEngine('PGlite', { DATA_DIR: join(work, 'pglite') }, classes, file)];
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const schema = `bench_${process.pid}`;
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`create schema ${schema}`);
    const url = new URL(process.env.DATABASE_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    try {
      engines.push(
        await benchEngine('PostgreSQL', { DATABASE_URL: url.toString() }, classes, file),
      );
    } finally {
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    }
  }

  console.log(
    `\n## POST /api/search, ${count.toLocaleString('en')} objects, concurrency 10, ${requests} requests per class\n`,
  );
  console.log(
    `Fastify hello-world (same run): p50 ${fmt(helloResult.p50)} ms, p95 ${fmt(helloResult.p95)} ms, ${Math.round(helloResult.rps)} req/s\n`,
  );
  for (const engine of engines) {
    console.log(`### ${engine.label} — import ${fmt(engine.importSeconds)} s\n`);
    console.log(
      '| query class | query | results | p50 ms | p95 ms | req/s | cached p50 | cached p95 | failures |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const [i, row] of engine.rows.entries()) {
      const { lang: _lang, ...query } = classes[i][1];
      const hot = engine.cached[i];
      console.log(
        `| ${row.name} | \`${JSON.stringify(query)}\` | ${row.totalCount} | ${fmt(row.p50)} | ${fmt(row.p95)} | ${Math.round(row.rps)} | ${fmt(hot.p50)} | ${fmt(hot.p95)} | ${row.failures + hot.failures} |`,
      );
    }
    console.log('');
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
