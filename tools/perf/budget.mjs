#!/usr/bin/env node
// `npm run perf:budget`: the performance budgets of the search and object pages, measured
// against the built server on embedded defaults (build first: `npm run build`).
//
//   initial JS   the entry module plus every module it fetches (the page's list of the
//                app's modules) and any modulepreload, gzip -9 summed,
//                on the front, search, object and person pages: budget 185 KB (a guard
//                against growth)
//   Lighthouse   12, mobile (its default emulation and throttling), the machine's
//                Chromium, the median of 5 runs (PERF_RUNS) after a warm-up:
//                performance ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.02
//   hydrated     time from navigation to the app's taking over the page (the document's
//                `hydrated` mark), the CPU slowed 4×, median of 5 fresh loads after a
//                warm-up (HYDRATION_RUNS): ≤ 1.0 s
//   early input  every control a visitor can press before hydration (layout choice, sort,
//                a filter, a year, Show more, Favourite, the menu, the language), pressed
//                as soon as it is shown on a phone at 4× CPU: its effect is there once the
//                app runs (early-input.mjs)
//
// PERF_ONLY=early runs the early-input checks alone (no Lighthouse, no hydration timing).
//
// Prints a table, writes tmp/perf-budget.json and exits 1 when a budget is missed
// (--report-only: always 0).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { timeToHydrated } from './hydration.mjs';
import { earlyInputChecks } from './early-input.mjs';
import { CHROMIUM_PATH, disableFeaturesFlag } from '../../apps/web-e2e/src/chromium.ts';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';

const PORT = Number(process.env.PERF_PORT ?? 3298);
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = 'tmp/perf-data';
const reportOnly = process.argv.includes('--report-only');
const BUDGET = { jsKb: 185, performance: 95, lcpMs: 2000, cls: 0.02, hydratedMs: 1000 };
const earlyOnly = process.env.PERF_ONLY === 'early';
/** Lighthouse runs per page; the median is reported. */
const RUNS = Number(process.env.PERF_RUNS ?? 5);

async function waitFor(check, what, timeoutMs = 90_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

function startServer() {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const server = spawn(process.execPath, ['dist/apps/api/main.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      DEMO_COLLECTION_SIZE: '300',
      LOG_LEVEL: 'warn',
      // The warm-up run renders each page once; the measured run gets it from the page
      // cache, as most anonymous visitors do, however long Lighthouse took in between.
      PAGE_CACHE_SECONDS: '3600',
      // Lighthouse and the server share a busy machine: event-loop lag and queueing say
      // little about this server's own load here, and a shed request would spoil a run
      // (load shedding has its own tests, as in the browser tests' server).
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_QUEUE_MS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return server;
}

/** An object with an image whose display rendition is already drawn. */
async function objectWithImage() {
  const res = await fetch(`${BASE}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lang: 'fi', hasImage: true }),
  });
  const { data } = await res.json();
  const object = data[0];
  const image = object.images[0];
  const url = `${BASE}/images/1/jpg/500/${image.id}${image.filename_extension}`;
  await waitFor(async () => (await fetch(url)).ok, 'the demo images');
  const person = data.find((o) => o.people[0]?.id)?.people[0]?.id;
  return { objectId: object.id, personId: person };
}

/**
 * gzip -9 bytes of the scripts a page loads before it is interactive: its entry module,
 * any modulepreload, and the app's modules the entry fetches once the page has loaded
 * (the page's JSON list, #app-modules).
 */
async function initialJs(path) {
  const html = await (await fetch(`${BASE}${path}`)).text();
  const urls = new Set();
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g))
    urls.add(match[1]);
  for (const match of html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g))
    urls.add(match[1]);
  const list = /<script type="application\/json" id="app-modules"[^>]*>([^<]*)<\/script>/.exec(
    html,
  );
  if (!list) throw new Error(`${path} lists no app modules`);
  for (const { href } of JSON.parse(list[1])) urls.add(href);
  let bytes = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(`${BASE}${url}`)).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.size, kb: Math.round((bytes / 1024) * 10) / 10 };
}

async function lighthouseRun(chrome, path) {
  const result = await lighthouse(`${BASE}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  return result.lhr;
}

/** The figures of the median of {@link RUNS} Lighthouse runs (by FCP and TTI, as Lighthouse picks it). */
function figures(lhrs) {
  const valid = filterToValidRuns(lhrs);
  for (const run of lhrs) {
    if (!valid.includes(run)) console.log(`a Lighthouse run failed: ${run.runtimeError?.code}`);
  }
  const lhr = computeMedianRun(valid);
  const audits = lhr.audits;
  // What the largest paint was, and where its time went (time to first byte, load delay,
  // load time, render delay): the place to start when LCP is over budget.
  const [element, phases] = audits['largest-contentful-paint-element']?.details?.items ?? [];
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    lcpElement: element?.items?.[0]?.node?.snippet ?? null,
    lcpPhases: Object.fromEntries(
      (phases?.items ?? []).map((p) => [p.phase, Math.round(p.timing)]),
    ),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    runs: lhrs.map((run) => Math.round((run.categories.performance.score ?? 0) * 100)),
  };
}

const server = startServer();
let chrome;
try {
  await waitFor(async () => (await fetch(`${BASE}/health/ready`)).ok, 'the server');
  const { objectId, personId } = await objectWithImage();
  const pages = {
    front: '/fi/',
    search: '/fi/search',
    object: `/fi/object/${objectId}`,
    ...(personId ? { person: `/fi/people/${personId}` } : {}),
  };
  const early = await earlyInputChecks({ base: BASE, objectId });
  console.log('\nearly input (pressed at first sight, phone, 4× CPU)   before hydration  effect');
  for (const row of early) {
    console.log(
      `${`${row.name} ${row.path}`.padEnd(52)} ${(row.early ? 'yes' : 'no (app first)').padEnd(17)} ${row.ok ? 'kept' : `LOST ${row.error ?? ''}`}`,
    );
  }
  const earlyFailures = early
    .filter((row) => !row.ok)
    .map((row) => `early input: ${row.name} (${row.path}) lost`);
  if (earlyOnly) {
    mkdirSync('tmp', { recursive: true });
    writeFileSync('tmp/perf-early-input.json', JSON.stringify({ early, earlyFailures }, null, 2));
    if (earlyFailures.length) console.log(`\nlost:\n  ${earlyFailures.join('\n  ')}`);
    process.exitCode = earlyFailures.length && !reportOnly ? 1 : 0;
  } else {
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        // The launcher's own disabled features, and the browser window's idle work (chromium.ts).
        disableFeaturesFlag(chromeLauncher.Launcher.defaultFlags()),
      ],
    });
    const rows = [];
    for (const [name, path] of Object.entries(pages)) {
      const js = await initialJs(path);
      // The first run warms the server's caches; the median of the next ones is reported
      // (one run on a shared machine varies by several points).
      await lighthouseRun(chrome, path);
      const lhrs = [];
      for (let i = 0; i < RUNS; i += 1) lhrs.push(await lighthouseRun(chrome, path));
      const lh = figures(lhrs);
      rows.push({ page: name, path, jsKb: js.kb, jsFiles: js.files, ...lh });
    }
    // Lighthouse's browser goes before the hydration runs: left open, its tabs and processes
    // share the CPU with the browser being measured.
    await chrome.kill();
    chrome = undefined;
    const hydration = await timeToHydrated({
      base: BASE,
      paths: pages,
      runs: Number(process.env.HYDRATION_RUNS ?? 5),
    });
    for (const row of rows) {
      row.hydratedMs = hydration[row.page].medianMs;
      row.hydratedRunsMs = hydration[row.page].runsMs;
    }
    const failures = [
      ...earlyFailures,
      ...rows.flatMap((row) => [
        ...(row.jsKb > BUDGET.jsKb
          ? [`${row.page}: initial JS ${row.jsKb} KB > ${BUDGET.jsKb}`]
          : []),
        ...(row.performance < BUDGET.performance
          ? [`${row.page}: performance ${row.performance} < ${BUDGET.performance}`]
          : []),
        ...(row.lcpMs > BUDGET.lcpMs ? [`${row.page}: LCP ${row.lcpMs} ms > ${BUDGET.lcpMs}`] : []),
        ...(row.cls > BUDGET.cls ? [`${row.page}: CLS ${row.cls} > ${BUDGET.cls}`] : []),
        ...(row.hydratedMs > BUDGET.hydratedMs
          ? [`${row.page}: hydrated at ${row.hydratedMs} ms > ${BUDGET.hydratedMs} (4× CPU)`]
          : []),
      ]),
    ];
    console.log(
      '\npage     initial JS (gzip)   Lighthouse mobile: performance  LCP      CLS    hydrated (4× CPU)',
    );
    for (const r of rows) {
      console.log(
        `${r.page.padEnd(8)} ${`${r.jsKb} KB (${r.jsFiles} files)`.padEnd(20)}` +
          `${String(r.performance).padStart(31)}  ${`${r.lcpMs} ms`.padEnd(8)} ${String(r.cls).padEnd(6)} ${r.hydratedMs} ms`,
      );
    }
    mkdirSync('tmp', { recursive: true });
    writeFileSync(
      'tmp/perf-budget.json',
      JSON.stringify({ budget: BUDGET, rows, early, failures }, null, 2),
    );
    if (failures.length) console.log(`\nover budget:\n  ${failures.join('\n  ')}`);
    else console.log('\nall budgets met');
    process.exitCode = failures.length && !reportOnly ? 1 : 0;
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
}
