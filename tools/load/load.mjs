#!/usr/bin/env node
// Load test of the built server: `npm run load -- [--duration 10] [--connections 20]
// [--postgres]`. autocannon against, in one run:
//
//   static          a Fastify route answering a constant HTML page (the reference)
//   object page     anonymous object pages (the page cache: rendered once a while)
//   object render   object pages each rendered anew (a query string nobody asked before)
//   person page     anonymous person pages (the page cache), as object pages
//   person render   person pages each rendered anew
//   search API      POST /api/search with varied words
//   gallery writes  signed-in visitors adding and removing artworks
//   overload        the uncached render at twice the connections that saturate it
//
// Reports req/s and p50/p99 latency per scenario, the ratios to the static route, and
// for the overload run: the successes' p99, how many got 503, and time-outs. Targets:
// object and person pages ≥ 25 % of static, uncached renders ≥ 1 %, overload: successes p99 ≤ 500 ms,
// the rest 503, no time-outs. Writes tmp/load-report.json; exits 1 when a target fails.
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { call, objectIds, signUp, toolServer } from '../resilience/server.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    postgres: { type: 'boolean', default: false },
    port: { type: 'string', default: '3293' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
/** The server's warnings of blocked event-loop turns: when, and for how long. */
const blocked = [];
const { server, base, database, stop } = await toolServer({
  name: 'load',
  onLog: (line) => {
    if (line.msg === 'event loop blocked') blocked.push({ time: line.time, ms: line.blockedMs });
  },
  port: Number(values.port),
  postgres: values.postgres,
  env: {
    DEMO_COLLECTION_SIZE: '1000',
    // Images are not what this measures: no drawing of demo images in the background.
    IMAGE_BASE_URL: 'https://images.invalid',
    // Every connection stands for a visitor of its own, but all come from this address:
    // the per-client render limit would measure that one client, not the server.
    RENDERS_PER_CLIENT: '0',
  },
});
const staticPort = Number(values.port) + 1;

/** One autocannon run; latencies of successes kept apart from the rest. */
function run(name, options) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const successes = [];
    let shed = 0;
    let otherErrors = 0;
    const statuses = {};
    const instance = autocannon(
      { connections, duration, timeout: 10, ...options },
      (error, result) => {
        if (error) return reject(error);
        successes.sort((a, b) => a - b);
        const at = (p) =>
          successes[Math.min(successes.length - 1, Math.floor(p * successes.length))] ?? null;
        resolve({
          name,
          started,
          ended: Date.now(),
          seconds: options.duration ?? duration,
          connections: options.connections ?? connections,
          rps: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
          successP99: at(0.99),
          successes: successes.length,
          shed,
          otherErrors,
          timeouts: result.timeouts,
          statuses,
          errors: result.errors,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      statuses[status] = (statuses[status] ?? 0) + 1;
      // 409: a write that found its artwork there already — an answer, not a failure.
      if ((status >= 200 && status < 400) || status === 409) successes.push(ms);
      else if (status === 503) shed += 1;
      else otherErrors += 1;
    });
  });
}

/** The reference: a constant HTML page of `bytes`, served by Fastify in its own process. */
function startStatic(bytes) {
  return new Promise((resolve, reject) => {
    const child = fork('tools/load/static-server.mjs', [String(staticPort), String(bytes)], {
      stdio: 'inherit',
    });
    child.once('message', () => resolve(child));
    child.once('error', reject);
  });
}

const results = [];
let saturating;
let staticServer;
/** The mean size of the object pages the scenario asks for (bytes). */
let pageBytes;
try {
  console.log('starting the server (a 1,000-object demo collection)…');
  await server.start(300_000);
  const ids = await objectIds(base, 50);
  // The static page is as long as the object pages the scenario asks for (uncompressed, as
  // autocannon asks): the reference moves bytes like the page it is compared with.
  const sizes = await Promise.all(
    ids
      .slice(0, 10)
      .map(async (id) => (await (await fetch(`${base}/fi/object/${id}`)).arrayBuffer()).byteLength),
  );
  pageBytes = Math.round(sizes.reduce((sum, n) => sum + n, 0) / sizes.length);
  staticServer = await startStatic(pageBytes);
  // The people the index's first page links to (the people with works, A–Ö).
  const index = await (await fetch(`${base}/fi/people`)).text();
  const people = [
    ...new Set([...index.matchAll(/href="\/fi\/people\/([^"?#/]+)"/g)].map((m) => m[1])),
  ];
  if (people.length < 10) throw new Error(`the people index linked to ${people.length} people`);
  let n = 0;
  const visitors = [];
  for (let i = 0; i < 20; i += 1) visitors.push(await signUp(base, 2000 + i));
  const galleries = [];
  for (const v of visitors) {
    const g = await call(base, v, 'POST', '/api/galleries', { name: 'Kuorma', artworkId: ids[0] });
    galleries.push([v, g.json.id]);
  }
  // Warm-up: the first renders and queries of a fresh process are slow (compilation,
  // caches); they are not what a running site does.
  for (let i = 0; i < 30; i += 1) {
    await (await fetch(`${base}/fi/object/${ids[i % ids.length]}?warm=${i}`)).arrayBuffer();
    await call(base, null, 'POST', '/api/search', { lang: 'fi', searchTerms: ['meri'] });
    await (await fetch(`${base}/fi/people/${people[i % people.length]}?warm=${i}`)).arrayBuffer();
  }
  const words = ['maisema', 'muotokuva', 'meri', 'talvi', 'kukka', 'kaupunki', 'metsä', 'ilta'];

  results.push(await run('static', { url: `http://127.0.0.1:${staticPort}/static` }));
  // Each page kind twice: the first 10 of its pages (the page cache), and each rendered
  // anew (a query string nobody asked before).
  for (const [kind, path, list] of [
    ['object', (id) => `/fi/object/${id}`, ids],
    ['person', (id) => `/fi/people/${id}`, people],
  ]) {
    results.push(
      await run(`${kind} page`, {
        url: base,
        requests: [{ setupRequest: (r) => ({ ...r, path: path(list[n++ % 10]) }) }],
      }),
    );
    results.push(
      await run(`${kind} render`, {
        url: base,
        requests: [
          {
            setupRequest: (r) => ({ ...r, path: `${path(list[n % list.length])}?render=${n++}` }),
          },
        ],
      }),
    );
  }
  results.push(
    await run('search API', {
      url: base,
      requests: [
        {
          method: 'POST',
          path: '/api/search',
          headers: { 'content-type': 'application/json' },
          setupRequest: (r) => ({
            ...r,
            body: JSON.stringify({
              lang: 'fi',
              searchTerms: [words[n++ % words.length]],
            }),
          }),
        },
      ],
    }),
  );
  results.push(
    await run('gallery writes', {
      url: base,
      requests: [
        {
          setupRequest: (r) => {
            const [v, id] = galleries[n % galleries.length];
            const artwork = ids[1 + (Math.floor(n / galleries.length) % (ids.length - 1))];
            n += 1;
            return {
              ...r,
              method: n % 3 === 0 ? 'DELETE' : 'POST',
              path: `/api/galleries/${id}/artwork/${artwork}`,
              headers: { cookie: v.cookie, origin: base },
            };
          },
        },
      ],
    }),
  );
  // Saturation: the fewest connections at which the uncached render's throughput stops
  // growing (within 10 % of the best); then twice that, and a flood far beyond it.
  const render = () => [
    { setupRequest: (r) => ({ ...r, path: `/fi/object/${ids[n % ids.length]}?render=${n++}` }) },
  ];
  const steps = [];
  for (const c of [1, 2, 4, 8, 16]) {
    const step = await run(`render c=${c}`, {
      url: base,
      connections: c,
      duration: 4,
      requests: render(),
    });
    steps.push(step);
    console.log(
      `  saturation search: ${c} connections → ${Math.round(step.successes / 4)} successes/s`,
    );
  }
  const best = Math.max(...steps.map((s) => s.successes));
  saturating = steps.find((s) => s.successes >= 0.9 * best).connections;
  results.push(
    await run(`overload (2 × ${saturating})`, {
      url: base,
      connections: 2 * saturating,
      requests: render(),
    }),
  );
  results.push(await run('flood', { url: base, connections: 200, requests: render() }));
} finally {
  staticServer?.kill();
  await server.kill('SIGTERM');
  await stop();
}

const perSecond = (r) => r.successes / r.seconds;
const staticRps = perSecond(results[0]);
const ratio = (name) => perSecond(results.find((r) => r.name === name)) / staticRps;
const overload = results.at(-2);
const flood = results.at(-1);
const ms = (v) => (v === null ? '–' : String(Math.round(v)));
const checks = [
  ...[
    ['object page', 'object page'],
    ['uncached render', 'object render'],
    ['person page', 'person page'],
    ['uncached person render', 'person render'],
  ].map(([label, name]) => {
    const floor = name.endsWith('render') ? 0.01 : 0.25;
    return [
      `${label} ≥ ${floor * 100} % of static`,
      ratio(name) >= floor,
      `${(ratio(name) * 100).toFixed(1)} %`,
    ];
  }),
  [
    'overload: successes p99 ≤ 500 ms',
    (overload.successP99 ?? 0) <= 500,
    `${ms(overload.successP99)} ms`,
  ],
  ['overload: no time-outs', overload.timeouts === 0, `${overload.timeouts}`],
  ['overload: failures are 503 only', overload.otherErrors === 0, `${overload.otherErrors} other`],
  [
    'flood: no time-outs, failures are 503 only',
    flood.timeouts === 0 && flood.otherErrors === 0,
    `${flood.timeouts} time-outs, ${flood.otherErrors} other, ${flood.shed} × 503, successes p99 ${ms(flood.successP99)} ms`,
  ],
];
console.log(`\nsaturating load of the uncached render: ${saturating} connections`);
console.log(`object page and static page: ${pageBytes} bytes (uncompressed)`);
// The server's own account of its stalls: turns of the event loop that held it for
// LOG_EVENT_LOOP_BLOCK_MS (500) or longer, each counted in the last scenario begun before
// it was logged, if it was logged by 150 ms after that scenario's end (a turn is logged
// within 100 ms of its end). The static route is another process: none there.
for (const r of results) {
  r.blockedTurns = 0;
  r.longestBlockMs = null;
}
for (const b of blocked) {
  const r = results.findLast((each) => each.started <= b.time);
  if (!r || b.time >= r.ended + 150) continue;
  r.blockedTurns += 1;
  r.longestBlockMs = Math.max(r.longestBlockMs ?? 0, b.ms);
}
console.log(
  '| scenario | connections | successes/s | p50 ms | p99 ms | successes p99 ms | 503 | other | time-outs | loop blocked ≥ 500 ms (longest) |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.name} | ${r.connections} | ${Math.round(perSecond(r))} | ${r.p50} | ${r.p99} | ${ms(r.successP99)} | ${r.shed} | ${r.otherErrors} | ${r.timeouts} | ${r.blockedTurns} (${ms(r.longestBlockMs)} ms) |`,
  );
}
console.log('');
for (const [name, ok, value] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${value}`);
mkdirSync('tmp', { recursive: true });
writeFileSync(
  'tmp/load-report.json',
  JSON.stringify(
    { database: database ? 'postgres' : 'pglite', duration, pageBytes, results, checks },
    null,
    2,
  ),
);
process.exit(checks.every(([, ok]) => ok) ? 0 : 1);
