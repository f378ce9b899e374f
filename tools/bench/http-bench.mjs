// POST /api/search as served: the built server on a free port, the demo collection
// imported by the import command, each query class (its first query) at concurrency
// 10 — with the result cache off (every request searches) and on (repeats are cached) —
// beside a Fastify hello-world measured in the same run. Used by search-bench.mjs --http.
import { fork, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { measure } from './load.mjs';
import { queryClasses } from './query-classes.mjs';

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

async function benchEngine(label, env, classes, file, requests) {
  const started = Date.now();
  run('node', ['dist/apps/api/import.js', file, '--quiet'], env);
  const importSeconds = (Date.now() - started) / 1000;
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

function print(engines, hello, requests) {
  console.log(`\n## POST /api/search, concurrency 10, ${requests} requests per class\n`);
  console.log(`Fastify hello-world: p50 ${fmt(hello.p50)} ms, p95 ${fmt(hello.p95)} ms\n`);
  for (const { label, importSeconds, engine, cached } of engines) {
    console.log(`### ${label} — import (command) ${fmt(importSeconds)} s\n`);
    console.log('| query class | p50 ms | p95 ms | req/s | cached p50 | cached p95 | failures |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    engine.forEach((row, i) => {
      const hot = cached[i];
      const cells = [row.p50, row.p95, row.rps, hot.p50, hot.p95].map(fmt);
      console.log(`| ${row.name} | ${cells.join(' | ')} | ${row.failures + hot.failures} |`);
    });
    console.log('');
  }
}

/** Measures the served search on PGlite and, given a URL, on PostgreSQL. */
export async function httpBench({ count, requests, postgresUrl }) {
  run('npx', ['nx', 'run', 'api:build', '--output-style=static']);
  const file = join(root, 'tmp/bench', `demo-${count}.jsonl`);
  const classes = await queryClasses(file);
  const hello = await helloWorld(requests * 5);
  const work = mkdtempSync(join(root, 'tmp/bench', 'http-'));
  try {
    const engines = [await benchEngine('PGlite', { DATA_DIR: work }, classes, file, requests)];
    if (postgresUrl) {
      const { default: pg } = await import('pg');
      const schema = `bench_http_${process.pid}`;
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`create schema ${schema}`);
      const url = new URL(postgresUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      try {
        const env = { DATABASE_URL: url.toString() };
        engines.push(await benchEngine('PostgreSQL', env, classes, file, requests));
      } finally {
        await client.query(`drop schema ${schema} cascade`);
        await client.end();
      }
    }
    print(engines, hello, requests);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
