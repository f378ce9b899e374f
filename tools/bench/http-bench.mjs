// POST /api/search as served: the built server on a free port, the demo collection
// imported by the import command, each query class (its first query) at concurrency
// 10 — with the result cache off (every request searches) and on (repeats are cached) —
// beside a Fastify hello-world measured in the same run. Used by search-bench.mjs --http.
import { fork, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { basename, join, resolve } from 'node:path';
import { measure } from './load.mjs';
import { dataQueryClasses, queryClasses } from './query-classes.mjs';

const root = new URL('../../', import.meta.url).pathname;
const children = [];
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));

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

async function benchServer(env, classes, requests) {
  const port = await freePort();
  const server = spawn('node', ['dist/apps/api/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  children.push(server);
  await waitFor(`http://127.0.0.1:${port}/health`);
  const url = `http://127.0.0.1:${port}/api/search`;
  const rows = [];
  for (const { name, variants } of classes) {
    rows.push({ name, ...(await measure({ url, body: variants[0], requests })) });
  }
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  return rows;
}

async function benchEngine(label, env, classes, file, requests, { imported = false } = {}) {
  let importSeconds = null;
  if (!imported) {
    const started = Date.now();
    run('node', ['dist/apps/api/import.js', file, '--quiet'], env);
    importSeconds = (Date.now() - started) / 1000;
  }
  const serverEnv = { ...env, DEMO_COLLECTION_SIZE: '0' };
  const engine = await benchServer({ ...serverEnv, SEARCH_CACHE_SECONDS: '0' }, classes, requests);
  const cached = await benchServer({ ...serverEnv, SEARCH_CACHE_SECONDS: '60' }, classes, requests);
  return { label, importSeconds, engine, cached };
}

async function helloWorld(requests) {
  const port = await freePort();
  const hello = fork(new URL('./hello-server.mjs', import.meta.url).pathname, [String(port)], {
    stdio: 'ignore',
  });
  children.push(hello);
  await new Promise((r) => hello.once('message', r));
  const result = await measure({ url: `http://127.0.0.1:${port}/hello`, body: {}, requests });
  hello.kill('SIGTERM');
  return result;
}

const fmt = (n) => n.toFixed(1);

/**
 * The share of the hello-world's throughput that each class reaches (target: 2 % or
 * more), so that the figure holds on a loaded machine as well as on a quiet one.
 */
function print(engines, hello, requests) {
  console.log(`\n## POST /api/search, concurrency 10, ${requests} requests per class\n`);
  console.log(
    `Fastify hello-world: p50 ${fmt(hello.p50)} ms, p95 ${fmt(hello.p95)} ms, ${fmt(hello.rps)} req/s\n`,
  );
  for (const { label, importSeconds, engine, cached } of engines) {
    const imported =
      importSeconds === null ? 'reused database' : `import (command) ${fmt(importSeconds)} s`;
    console.log(`### ${label} — ${imported}\n`);
    console.log(
      '| query class | p50 ms | p95 ms | req/s | % of hello-world | cached p50 | cached p95 | failures |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    engine.forEach((row, i) => {
      const hot = cached[i];
      const share = `${((100 * row.rps) / hello.rps).toFixed(2)} %`;
      const cells = [row.p50, row.p95, row.rps].map(fmt);
      const hotCells = [hot.p50, hot.p95].map(fmt);
      console.log(
        `| ${row.name} | ${cells.join(' | ')} | ${share} | ${hotCells.join(' | ')} | ${row.failures + hot.failures} |`,
      );
    });
    console.log('');
  }
}

/**
 * Measures the served search on PGlite and, given a URL, on PostgreSQL: the demo
 * collection of `count` objects, or with `data` a real collection (its own query
 * classes, as the engine benchmark's --data). With `reuse` and `data`, the servers open
 * the databases the engine benchmark imported (`dbName` under tmp/bench, and the schema
 * of that name) instead of importing again.
 */
export async function httpBench({
  count,
  requests,
  postgresUrl,
  data = null,
  reuse = false,
  dbName,
}) {
  run('npx', ['nx', 'run', 'api:build', '--output-style=static']);
  const bench = join(root, 'tmp/bench');
  const file = data
    ? data.endsWith('.gz')
      ? join(bench, basename(data, '.gz'))
      : resolve(data)
    : join(bench, `demo-${count}.jsonl`);
  const classes = data ? await dataQueryClasses(file) : await queryClasses(file);
  const hello = await helloWorld(requests * 5);
  const work = mkdtempSync(join(bench, 'http-'));
  const imported = Boolean(data && reuse);
  try {
    // The server's PGlite folder is DATA_DIR/pglite: the engine run's database is moved
    // there for the run, and back.
    if (imported) renameSync(join(bench, dbName), join(work, 'pglite'));
    let pglite;
    try {
      pglite = await benchEngine('PGlite', { DATA_DIR: work }, classes, file, requests, {
        imported,
      });
    } finally {
      if (imported) renameSync(join(work, 'pglite'), join(bench, dbName));
    }
    const engines = [pglite];
    if (postgresUrl) {
      const { default: pg } = await import('pg');
      const schema = imported ? dbName : `bench_http_${process.pid}`;
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      if (!imported) await client.query(`create schema ${schema}`);
      const url = new URL(postgresUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      try {
        const env = { DATABASE_URL: url.toString() };
        engines.push(await benchEngine('PostgreSQL', env, classes, file, requests, { imported }));
      } finally {
        if (!imported) await client.query(`drop schema ${schema} cascade`);
        await client.end();
      }
    }
    print(engines, hello, requests);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
