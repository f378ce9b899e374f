#!/usr/bin/env node
// Dependency faults under load (issue 25): the built server on a throwaway PostgreSQL
// database reached through a TCP proxy this script controls, and a local SMTP server it
// stops and starts. For each fault a load of page views, searches and gallery writes runs
// before, during and after it; then a table: requests, errors by status, the longest time
// without a success, time to ready after recovery, acknowledged writes lost, process
// exits. /metrics is read before and after each fault. Exit 1 on any miss.
//
// The machine's PostgreSQL server is never stopped: a restart is what pg_terminate_backend
// does to the site's connections, and "down" is the proxy cut.
//
// `npm run test:faults -- [--port 3296] [--workers 8]` (after `npm run build`).
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { startTcpProxy } from '../../apps/api/src/testing/tcp-proxy.ts';
import {
  call,
  objectIds,
  requireBuild,
  serverProcess,
  signUp,
  throwawayDatabase,
} from '../resilience/server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3296' },
    workers: { type: 'string', default: '8' },
  },
});
const PORT = Number(values.port);
const WORKERS = Number(values.workers);
const TOKEN = randomBytes(24).toString('hex');
const TARGET_READY_MS = 5000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

requireBuild();
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = await throwawayDatabase(adminUrl);
const dbName = new URL(database.url).pathname.slice(1);
const pgTarget = new URL(adminUrl);
const proxy = await startTcpProxy({
  host: pgTarget.hostname,
  port: Number(pgTarget.port || 5432),
});
const viaProxy = new URL(database.url);
viaProxy.host = `127.0.0.1:${proxy.port}`;

// The mail server: stopped and started again by the SMTP fault, on the same port.
const mail = { received: [], server: null, port: 0 };
async function startSmtp() {
  mail.server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    // Going away means going away: open sessions are cut after 100 ms, not 30 s.
    closeTimeout: 100,
    logger: false,
    onData(stream, _session, callback) {
      let text = '';
      stream.on('data', (chunk) => (text += chunk));
      stream.on('end', () => {
        mail.received.push(text);
        callback();
      });
    },
  });
  await new Promise((resolve) => mail.server.listen(mail.port, '127.0.0.1', resolve));
  mail.port = mail.server.server.address().port;
}
async function stopSmtp() {
  const server = mail.server;
  mail.server = null;
  await new Promise((resolve) => server.close(resolve));
}
await startSmtp();

const exits = [];
const dataDirs = [];
function instance(port, extraEnv = {}) {
  const dataDir = `tmp/faults-data-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  dataDirs.push(dataDir);
  const server = serverProcess({
    port,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: viaProxy.toString(),
      DATABASE_POOL_SIZE: '6',
      DATABASE_STATEMENT_TIMEOUT_MS: '3000',
      DATABASE_ACQUIRE_TIMEOUT_MS: '1500',
      DEMO_COLLECTION_SIZE: '60',
      // Searches and most page views reach the database.
      SEARCH_CACHE_SECONDS: '0',
      PAGE_CACHE_SECONDS: '1',
      AUTH_RATE_LIMIT_PER_IP: '100000',
      // Every share e-mail comes from this one address.
      SHARE_EMAIL_PER_IP_PER_HOUR: '100000',
      METRICS_TOKEN: TOKEN,
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      SMTP_FROM: 'Kokoelma <noreply@example.fi>',
      OUTBOX_RETRY_SECONDS: '2',
      ...extraEnv,
    },
  });
  return server;
}

let stopping = false;
function watchExit(server, name) {
  // serverProcess keeps its child private; poll the pid instead.
  const timer = setInterval(() => {
    if (stopping || server.pid === undefined) return;
    try {
      process.kill(server.pid, 0);
    } catch {
      exits.push({ name, at: Date.now() });
      clearInterval(timer);
    }
  }, 100);
  timer.unref();
}

// ---- load -------------------------------------------------------------------------------

const WORDS = ['maisema', 'muotokuva', 'meri', 'talvi', 'kukka', 'kaupunki', 'metsä'];
/** Every answer: when it came, its kind, status (0: no answer), whether it had Retry-After. */
const log = [];
const acked = []; // [visitorIndex, galleryId]
const unknown = []; // writes with no clear answer (a dropped connection): may or may not exist
const load = { stop: false };

async function timed(kind, request) {
  const sent = Date.now();
  try {
    const res = await request();
    const retryAfter = res.headers.get('retry-after');
    const body = await res.text();
    log.push({ at: Date.now(), sent, kind, status: res.status, retryAfter: retryAfter !== null });
    return { status: res.status, body };
  } catch (error) {
    log.push({ at: Date.now(), sent, kind, status: 0, error: String(error?.cause?.code ?? error) });
    return { status: 0, body: '' };
  }
}

async function worker(base, visitor, v, ids) {
  for (let i = v; !load.stop; i += 1) {
    const id = ids[i % ids.length];
    const step = i % 3;
    if (step === 0) {
      await timed('page', () => fetch(`${base}/fi/object/${id}`));
    } else if (step === 1) {
      const word = WORDS[i % WORDS.length];
      await timed('search', () =>
        fetch(`${base}/api/search`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ lang: 'fi', searchTerms: [word] }),
        }),
      );
    } else {
      const res = await timed('write', () =>
        fetch(`${base}/api/galleries`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: visitor.cookie, origin: base },
          body: JSON.stringify({ name: `Vikasieto ${v}-${i}`, artworkId: id }),
        }),
      );
      if (res.status === 201) acked.push([v, JSON.parse(res.body).id]);
      else if (res.status === 0) unknown.push([v, i]);
    }
    // A 503 says when to come back; a client that listens waits a little.
    const last = log.at(-1);
    if (last && last.status !== 200 && last.status !== 201) await sleep(100);
  }
}

// ---- measuring ------------------------------------------------------------------------

async function scrape(base) {
  try {
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    if (res.status !== 200) return null;
    const text = await res.text();
    const pick = (series) => {
      let sum = 0;
      let found = false;
      for (const line of text.split('\n')) {
        if (line.startsWith('#') || !line.startsWith(series)) continue;
        const rest = line.slice(series.length);
        if (rest[0] !== ' ' && rest[0] !== '{') continue;
        sum += Number(line.slice(line.lastIndexOf(' ') + 1));
        found = true;
      }
      return found ? sum : null;
    };
    return {
      ready: pick('kokoelma_ready{check="all"}'),
      'pool total': pick('kokoelma_db_pool_connections{state="total"}'),
      'pool idle': pick('kokoelma_db_pool_connections{state="idle"}'),
      'pool waiting': pick('kokoelma_db_pool_connections{state="waiting"}'),
      'db connection errors': pick('kokoelma_db_connection_errors_total'),
      'db query errors': pick('kokoelma_db_query_errors_total'),
      '503 answers': text
        .split('\n')
        .filter((l) => l.startsWith('kokoelma_http_requests_total{') && l.includes('status="503"'))
        .reduce((n, l) => n + Number(l.slice(l.lastIndexOf(' ') + 1)), 0),
      'outbox depth': pick('kokoelma_outbox_depth'),
      'outbox failures': pick('kokoelma_outbox_send_failures_total'),
      'outbox sent': pick('kokoelma_outbox_sent_total'),
    };
  } catch {
    return null;
  }
}

async function timeToReady(base, timeoutMs = 60_000) {
  const from = Date.now();
  while (Date.now() - from < timeoutMs) {
    try {
      const res = await fetch(`${base}/health/ready`);
      await res.arrayBuffer();
      if (res.status === 200) return Date.now() - from;
    } catch {
      // not answering
    }
    await sleep(50);
  }
  return Infinity;
}

/** Longest stretch between successes among answers that arrived in [from, to]. */
function longestWithoutSuccess(entries, from, to) {
  let last = from;
  let longest = 0;
  for (const e of entries) {
    if (e.status < 200 || e.status >= 400) continue;
    longest = Math.max(longest, e.at - last);
    last = e.at;
  }
  return Math.max(longest, to - last);
}

const results = [];
const metricRows = [];

/**
 * One fault: load before, `inject()` the fault, `recover()`, then load until ready and a
 * little after. Returns the row of the table.
 */
async function runFault(name, base, { before = 3000, inject, recover, after = 3000, extra }) {
  const first = log.length;
  const metricsBefore = await scrape(base);
  await sleep(before);
  const faultAt = Date.now();
  await inject();
  // Read while the fault is still on: readiness 0, errors and 503s rising.
  const metricsDuring = await scrape(base);
  const recoveredAt = await recover();
  const readyMs = await timeToReady(base);
  await sleep(after);
  const extras = extra ? await extra() : {};
  const metricsAfter = await scrape(base);
  const entries = log.slice(first);
  const during = entries.filter((e) => e.at >= faultAt);
  const statuses = {};
  for (const e of entries) statuses[e.status] = (statuses[e.status] ?? 0) + 1;
  const bad = entries.filter(
    (e) =>
      !(e.status >= 200 && e.status < 400) &&
      !(e.status === 503 && e.retryAfter) &&
      e.status !== 404,
  );
  const row = {
    fault: name,
    requests: entries.length,
    errors:
      Object.entries(statuses)
        .filter(([s]) => !(Number(s) >= 200 && Number(s) < 400))
        .map(([s, n]) => `${s === '0' ? 'dropped' : s}×${n}`)
        .join(' ') || '—',
    bad: bad.length,
    'longest w/o success ms': longestWithoutSuccess(during, faultAt, Date.now()),
    'ready after recovery ms': Number.isFinite(readyMs) ? readyMs : 'never',
    recoveredAt,
    ...extras,
  };
  results.push(row);
  metricRows.push({
    fault: name,
    before: metricsBefore,
    during: metricsDuring,
    after: metricsAfter,
  });
  if (bad.length > 0) {
    const sample = bad.slice(0, 5).map((e) => `${e.kind} ${e.status} ${e.error ?? ''}`);
    console.log(`  ${name}: unexpected answers, e.g. ${sample.join('; ')}`);
  }
  return row;
}

async function terminateBackends() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rowCount } = await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [dbName],
  );
  await admin.end();
  return rowCount ?? 0;
}

// ---- the run ---------------------------------------------------------------------------

let failed = false;
const main = instance(PORT);
let second = null;
try {
  console.log(
    `database ${dbName} through proxy :${proxy.port}; SMTP :${mail.port}; server :${PORT}`,
  );
  await main.start(180_000);
  watchExit(main, 'main');
  const base = main.base;
  const ids = await objectIds(base, 40);
  const visitors = [];
  for (let n = 0; n < WORKERS; n += 1) visitors.push(await signUp(base, 9000 + n));
  const workers = visitors.map((visitor, v) => worker(base, visitor, v, ids));

  // (a) A PostgreSQL restart, failover or idle reaper: every connection terminated, three
  // times over two seconds.
  let terminated = 0;
  await runFault('terminate backends', base, {
    inject: async () => {
      for (let k = 0; k < 3; k += 1) {
        terminated += await terminateBackends();
        await sleep(1000);
      }
    },
    recover: async () => Date.now(),
    extra: async () => ({ note: `${terminated} backends terminated` }),
  });

  // (b) PostgreSQL unreachable (down, restarting, network cut) for 6 s, and a second
  // instance started while it is: it must listen, answer liveness, keep readiness 503,
  // answer 503 with Retry-After, and become ready once the database is back.
  const secondPort = PORT + 1;
  let startup = {};
  await runFault('database down (and a start without it)', base, {
    inject: async () => {
      await proxy.cut();
      second = instance(secondPort, { DEMO_COLLECTION_SIZE: '0' });
      second.start(0).catch(() => undefined);
      // Once it listens (loading the server takes a few seconds): alive, not ready, and
      // every other request a 503 with Retry-After.
      let live = 0;
      let notReady = 0;
      let refused = 0;
      let answered503 = 0;
      let other = 0;
      const listening = Date.now() + 90_000;
      while (Date.now() < listening) {
        try {
          await (await fetch(`${second.base}/health`)).arrayBuffer();
          break;
        } catch {
          refused += 1;
          await sleep(100);
        }
      }
      const until = Date.now() + 5000;
      while (Date.now() < until) {
        try {
          const health = await fetch(`${second.base}/health`);
          await health.arrayBuffer();
          if (health.status === 200) live += 1;
          const ready = await fetch(`${second.base}/health/ready`);
          await ready.arrayBuffer();
          if (ready.status === 503) notReady += 1;
          const api = await fetch(`${second.base}/api/sitemap?lang=fi&page=1`);
          await api.arrayBuffer();
          if (api.status === 503 && api.headers.get('retry-after')) answered503 += 1;
          else other += 1;
        } catch {
          other += 1; // dropped once listening: a miss
        }
        await sleep(250);
      }
      startup = { live, notReady, answered503, other, refused };
    },
    recover: async () => {
      await proxy.restore();
      return Date.now();
    },
    extra: async () => {
      const secondReadyMs = await timeToReady(second.base, 30_000);
      watchExit(second, 'second');
      const ok =
        startup.live > 0 &&
        startup.notReady === startup.live &&
        startup.answered503 === startup.live &&
        startup.other === 0;
      if (!ok || !(secondReadyMs <= TARGET_READY_MS)) failed = true;
      return {
        note:
          `second instance during outage: live ${startup.live}, ready=503 ${startup.notReady}, ` +
          `503+Retry-After ${startup.answered503}, other ${startup.other}, probes before it listened ${startup.refused}; ` +
          `ready ${secondReadyMs} ms after the database came back`,
      };
    },
  });

  // (c) A slow database: every answer from PostgreSQL held 400 ms for 8 s.
  await runFault('slow database (+400 ms a packet)', base, {
    inject: async () => {
      proxy.setDelay(400);
      await sleep(8000);
    },
    recover: async () => {
      proxy.setDelay(0);
      return Date.now();
    },
  });

  // (d) SMTP down: e-mails queued while the mail server is away (share e-mails, and the
  // verification e-mails of new sign-ups where the site sends them) must all arrive once
  // it is back: the outbox keeps them and tries again.
  const mailsBefore = mail.received.length;
  let queued = 0;
  let shares = 0;
  await runFault('SMTP down, then up', base, {
    inject: async () => {
      await stopSmtp();
      for (let k = 0; k < 3; k += 1) await signUp(base, 9500 + k);
      const visitor = visitors[0];
      for (let k = 0; k < 3; k += 1) {
        const created = await call(base, visitor, 'POST', '/api/galleries', {
          name: `Jaettava ${k}`,
          artworkId: ids[k],
        });
        if (created.status !== 201) continue;
        const shared = await call(
          base,
          visitor,
          'POST',
          `/api/galleries/${created.json.id}/share`,
          {
            lang: 'fi',
            email: `vastaanottaja${k}@example.fi`,
          },
        );
        // 403 when sharing by e-mail needs a verified address: the sign-ups' mails remain.
        if (shared.status === 200) shares += 1;
      }
      await sleep(5000); // attempts fail meanwhile (OUTBOX_RETRY_SECONDS=2)
      queued = (await scrape(base))?.['outbox depth'] ?? 0;
    },
    recover: async () => {
      await startSmtp();
      return Date.now();
    },
    after: 1000,
    extra: async () => {
      const until = Date.now() + 30_000;
      while (mail.received.length - mailsBefore < queued && Date.now() < until) await sleep(200);
      const delivered = mail.received.length - mailsBefore;
      const left = (await scrape(base))?.['outbox depth'];
      if (queued === 0 || delivered < queued || left !== 0) failed = true;
      return {
        note:
          `${queued} e-mails waiting in the outbox while SMTP was down (${shares} shares), ` +
          `${delivered} delivered after it came back, ${left} left`,
      };
    },
  });

  load.stop = true;
  await Promise.all(workers);

  // Every acknowledged write is there (each visitor lists their galleries).
  let lost = 0;
  for (const [v, visitor] of visitors.entries()) {
    const mine = new Set();
    const list = await call(base, visitor, 'GET', '/api/galleries');
    for (const g of list.json ?? []) mine.add(g.id);
    for (const [owner, id] of acked) if (owner === v && !mine.has(id)) lost += 1;
  }
  const exitCount = exits.length;

  console.log('');
  console.table(
    results.map((r) => ({
      fault: r.fault,
      requests: r.requests,
      'errors by status': r.errors,
      'not 503+Retry-After': r.bad,
      'longest w/o success ms': r['longest w/o success ms'],
      'ready after recovery ms': r['ready after recovery ms'],
    })),
  );
  for (const r of results) if (r.note) console.log(`  ${r.fault}: ${r.note}`);
  console.log(
    `\nacknowledged writes: ${acked.length}, lost: ${lost}; writes without an answer: ${unknown.length}; process exits: ${exitCount}`,
  );
  console.log('\n/metrics before → during → after each fault:');
  console.table(
    Object.fromEntries(
      metricRows.map((m) => [
        m.fault,
        Object.fromEntries(
          Object.keys(m.after ?? m.before ?? {}).map((k) => [
            k,
            `${m.before?.[k] ?? '?'} → ${m.during?.[k] ?? '?'} → ${m.after?.[k] ?? '?'}`,
          ]),
        ),
      ]),
    ),
  );

  const misses = [];
  if (exitCount > 0) misses.push(`${exitCount} process exits`);
  if (lost > 0) misses.push(`${lost} acknowledged writes lost`);
  for (const r of results) {
    if (r.bad > 0)
      misses.push(`${r.fault}: ${r.bad} answers other than success or 503+Retry-After`);
    const ready = r['ready after recovery ms'];
    if (!(typeof ready === 'number' && ready <= TARGET_READY_MS)) {
      misses.push(`${r.fault}: ready ${ready} ms after recovery (target ≤ ${TARGET_READY_MS})`);
    }
  }
  if (failed) misses.push('a fault-specific check failed (see the notes)');
  if (misses.length > 0) {
    console.log(`\nMISSED:\n- ${misses.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nall targets met');
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stopping = true;
  load.stop = true;
  await main.kill('SIGKILL');
  if (second) await second.kill('SIGKILL');
  await proxy.close();
  if (mail.server) await stopSmtp();
  await database.drop().catch((error) => console.error('dropping the database:', error.message));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
