#!/usr/bin/env node
// `npm run observatory`: the MDN HTTP Observatory's scan and scoring (the npm package
// @mdn/mdn-http-observatory, used as a library) against the built server in its production
// configuration, over TLS, on the front page, an object page and the search page.
//
//   target       every page scores ≥ 135 (grade A+ starts at 100)
//   TLS          a throwaway self-signed certificate for localhost (openssl), trusted by
//                this process only; a small proxy stands in for the load balancer: it ends
//                TLS and forwards to the server with X-Forwarded-Proto: https, and its
//                plain-http port answers 301 to https, as the balancer does in production
//   production   PUBLIC_URL=https://localhost:<https-port> (Secure, __Host- cookies,
//                upgrade-insecure-requests), NODE_ENV=production (the server's default)
//
// The Observatory's own `scan(hostname)` only knows ports 443 and 80 and the path /, so
// this calls its retriever with ports and a path, then its ten tests and its score table,
// and adds the modifiers up as its scanner does (src/scanner/index.js). A signed-in
// visitor's session cookie is run through its cookie test as well (anonymous pages set no
// cookie, so the page scans cannot see it).
//
// Prints each test's result and score modifier per page, writes tmp/observatory.json and
// exits 1 below the target (--report-only: always 0). Build first: `npm run build`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import tls from 'node:tls';
import { parseArgs } from 'node:util';
import { toolServer } from '../resilience/server.mjs';

const TARGET = 135;
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3287' },
    'https-port': { type: 'string' },
    'http-port': { type: 'string' },
    'report-only': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(`npm run observatory -- [--port N] [--https-port N] [--http-port N] [--report-only]
  --port         the server's own (plain http) port, default 3287
  --https-port   the TLS proxy, default port + 1
  --http-port    the plain-http redirect, default port + 2`);
  process.exit(0);
}
const port = Number(values.port);
const httpsPort = Number(values['https-port'] ?? port + 1);
const httpPort = Number(values['http-port'] ?? port + 2);
const HOST = 'localhost';
const ORIGIN = `https://${HOST}:${httpsPort}`;
const TLS_DIR = 'tmp/observatory-tls';

const packageDir = dirname(
  createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'),
);

/**
 * The Observatory's HSTS preload list is downloaded by its postinstall, which does not run
 * here (package.json allowScripts; no internet but the registry). Its tests read the list
 * for every scan; localhost is on no preload list, so an empty one gives the same result.
 */
function ensurePreloadList() {
  const file = join(packageDir, 'conf', 'hsts-preload.json');
  if (!existsSync(file)) writeFileSync(file, '{}\n');
}

/** A self-signed certificate for localhost, valid for two days; trusted by this process. */
function throwawayCertificate(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        `/CN=${HOST}`,
        '-addext',
        `subjectAltName=DNS:${HOST},IP:127.0.0.1`,
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
  } catch (error) {
    console.error(
      `openssl could not make a certificate (Debian: apt-get install openssl): ${error.message}`,
    );
    process.exit(2);
  }
  const pair = { key: readFileSync(key), cert: readFileSync(cert, 'utf8') };
  // The scanner verifies certificates (an untrusted one costs the HSTS and redirection
  // tests); only this process trusts the throwaway one, beside the usual roots.
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), pair.cert]);
  return pair;
}

/** The load balancer's part: TLS in front of the server, and http → https. */
function balancer({ key, cert }) {
  const forward = (req, res) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          'x-forwarded-proto': 'https',
          'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  };
  const secure = https.createServer({ key, cert }, forward);
  const plain = http.createServer((req, res) => {
    res.writeHead(301, { location: `${ORIGIN}${req.url}` }).end();
  });
  const listen = (server, p) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(p, '127.0.0.1', resolve);
    });
  return {
    start: () => Promise.all([listen(secure, httpsPort), listen(plain, httpPort)]),
    stop: () => {
      secure.closeAllConnections();
      plain.closeAllConnections();
      secure.close();
      plain.close();
    },
  };
}

const observatory = (path) => import(`@mdn/mdn-http-observatory/src/${path}`);
const { retrieve } = await observatory('retriever/retriever.js');
const { ALL_TESTS } = await observatory('constants.js');
const { getGradeForScore, getScoreModifier } = await observatory('grader/grader.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await observatory('grader/charts.js');
const { cookiesTest } = await observatory('analyzer/tests/cookies.js');

/**
 * The scanner's sum: 100 plus every modifier; bonuses count only when the penalties alone
 * leave the page at A (≥ 90) — as in the package's src/scanner/index.js.
 */
function grade(tests) {
  const modifiers = tests.map((t) => t.scoreModifier);
  const penalties = 100 + modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0);
  const withBonus = 100 + modifiers.reduce((a, b) => a + b, 0);
  return getGradeForScore(penalties >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonus : penalties);
}

/** One page, as the Observatory scans a site: http and https, redirects, robots.txt, CORS. */
async function scanPage(path) {
  let requests;
  for (let attempt = 1; ; attempt += 1) {
    requests = await retrieve(HOST, {
      httpPort: String(httpPort),
      httpsPort: String(httpsPort),
      path,
    });
    const status = requests.responses.auto?.status;
    if (status === 200) break;
    // A busy machine can make the server shed a request (503): scan that page again.
    if (status !== 503 || attempt === 5) {
      throw new Error(`${path} answered ${status ?? 'nothing'} over https`);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  const tests = ALL_TESTS.map((test) => {
    const output = test(requests);
    return {
      name: output.constructor.name,
      result: output.result,
      pass: output.pass,
      scoreModifier: output.result ? getScoreModifier(output.result) : 0,
    };
  });
  return { path, requests, tests, ...grade(tests) };
}

/** A visitor signs up over TLS; their session cookie goes through the Observatory's cookie test. */
async function signedInCookies(requests) {
  const res = await fetch(`${ORIGIN}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({
      email: 'observatory@example.fi',
      password: 'kestävä kokoelma',
      name: 'Observatorio',
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}`);
  const cookies = res.headers.getSetCookie();
  // The scan's own cookie jar (tough-cookie) drops a __Host- cookie that breaks the prefix's
  // rules (not Secure, a Domain, a Path other than /).
  for (const cookie of cookies) requests.session.jar.setCookieSync(cookie, `${ORIGIN}/`);
  const output = cookiesTest(requests);
  return {
    cookies,
    names: Object.keys(output.data ?? {}),
    result: output.result,
    pass: output.pass,
    scoreModifier: getScoreModifier(output.result),
  };
}

/** GET over TLS until it answers 200 (demo images are drawn after start; load may be shed). */
async function ready(path) {
  for (let attempt = 1; ; attempt += 1) {
    const res = await fetch(`${ORIGIN}${path}`);
    await res.arrayBuffer();
    if (res.status === 200) return res;
    if (attempt === 60) throw new Error(`${path} answered ${res.status}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** A demo object with an image: its page shows the picture and the zoom viewer. */
async function objectWithImage() {
  const res = await fetch(`${ORIGIN}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lang: 'fi', hasImage: true }),
  });
  if (res.status !== 200) throw new Error(`the search API answered ${res.status}`);
  const object = (await res.json()).data[0];
  return { id: object.id, image: object.images[0] };
}

/**
 * Cross-Origin-Resource-Policy by resource (the scan sees pages only): images and IIIF
 * answers are meant for other sites (cross-origin); everything else stays same-origin.
 */
async function resourcePolicies(object, html) {
  const { id, filename_extension: extension } = object.image;
  const entry = /<script[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const expected = [
    [`/images/1/jpg/500/${id}${extension}`, 'cross-origin'],
    [`/iiif/3/${id}/full/200,/0/default.jpg`, 'cross-origin'],
    [`/iiif/3/manifest/object/${object.id}`, 'cross-origin'],
    [entry, 'same-origin'],
    ['/favicon.svg', 'same-origin'],
    ['/api/site', 'same-origin'],
  ];
  const checks = [];
  for (const [path, policy] of expected) {
    const res = await ready(path);
    const actual = res.headers.get('cross-origin-resource-policy');
    checks.push({ path, expected: policy, actual, ok: actual === policy });
  }
  return checks;
}

ensurePreloadList();
const started = Date.now();
const certificate = throwawayCertificate(TLS_DIR);
const proxy = balancer(certificate);
await proxy.start();
const { server, stop } = await toolServer({
  name: 'observatory',
  port,
  // As in production: the one proxy in front says who the client is.
  env: { PUBLIC_URL: ORIGIN, DEMO_COLLECTION_SIZE: '30', TRUST_PROXY: '1' },
});

let report;
try {
  await server.start();
  const serverSeconds = (Date.now() - started) / 1000;
  const object = await objectWithImage();
  const pages = ['/', `/fi/object/${object.id}`, '/fi/search'];
  for (const path of pages) await ready(path);
  const scanStarted = Date.now();
  const scans = [];
  for (const path of pages) scans.push(await scanPage(path));
  const scanSeconds = (Date.now() - scanStarted) / 1000;
  const cookie = await signedInCookies(scans[0].requests);
  const policies = await resourcePolicies(object, scans[1].requests.resources.path);

  for (const scan of scans) {
    console.log(`\n${ORIGIN}${scan.path}  (${scan.requests.responses.auto.config.url})`);
    for (const t of scan.tests) {
      const modifier = t.scoreModifier > 0 ? `+${t.scoreModifier}` : String(t.scoreModifier);
      console.log(
        `  ${t.pass ? 'pass' : 'FAIL'}  ${t.name.padEnd(34)} ${modifier.padStart(4)}  ${t.result}`,
      );
    }
    console.log(`  score ${scan.score} (${scan.grade})`);
  }
  console.log(
    `\nsigned-in visitor: ${cookie.names.join(', ') || 'no cookie kept'} → ${cookie.result} (${cookie.scoreModifier >= 0 ? '+' : ''}${cookie.scoreModifier})`,
  );
  console.log('\nCross-Origin-Resource-Policy');
  for (const p of policies) {
    console.log(`  ${p.ok ? 'ok  ' : 'FAIL'}  ${p.actual ?? '(none)'}  ${p.path}`);
  }

  const cookieOk =
    cookie.pass &&
    cookie.result === 'cookies-secure-with-httponly-sessions-and-samesite' &&
    cookie.names.length > 0 &&
    cookie.names.every((name) => name.startsWith('__Host-'));
  const pagesOk = scans.every((s) => s.score >= TARGET);
  const policiesOk = policies.every((p) => p.ok);
  report = {
    target: TARGET,
    origin: ORIGIN,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    serverStartSeconds: Math.round(serverSeconds * 10) / 10,
    scanSeconds: Math.round(scanSeconds * 10) / 10,
    pages: scans.map(({ path, tests, score, grade: letter, requests }) => ({
      path,
      url: requests.responses.auto.config.url,
      score,
      grade: letter,
      tests,
      headers: requests.responses.auto.headers,
    })),
    signedInCookies: {
      setCookie: cookie.cookies.map((c) => c.replace(/=[^;]*/, '=…')),
      result: cookie.result,
      scoreModifier: cookie.scoreModifier,
    },
    crossOriginResourcePolicy: policies,
    ok: pagesOk && cookieOk && policiesOk,
  };
  console.log(
    `\n${scans.map((s) => `${s.path} ${s.score}`).join(', ')} (target ≥ ${TARGET}); session cookie ${cookieOk ? 'ok' : 'NOT ok'}; CORP ${policiesOk ? 'ok' : 'NOT ok'} — ${report.seconds} s (server start ${report.serverStartSeconds} s, scans ${report.scanSeconds} s)`,
  );
} finally {
  await stop();
  proxy.stop();
  rmSync(TLS_DIR, { recursive: true, force: true });
}

mkdirSync('tmp', { recursive: true });
writeFileSync('tmp/observatory.json', `${JSON.stringify(report, null, 2)}\n`);
process.exit(report.ok || values['report-only'] ? 0 : 1);
