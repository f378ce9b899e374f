#!/usr/bin/env node
// `npm run test:hostile [-- --fast] [--port 3293] [--only attack,attack]`: one hostile client
// against the built server on embedded defaults, attack after attack, while a bystander
// (another visitor: page views and searches) measures what it gets. Prints a table —
// attack, requests sent, the bystander's success rate and p99, turns of the event loop
// held 100 ms or more, result — writes tmp/hostile-report.json and exits 1 when an
// attack succeeds or degrades the bystander. `--fast` (run by `npm test`) sends fewer
// requests and shortens the waits; every attack still runs.
import http from 'node:http';
import { connect } from 'node:net';
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { objectIds, toolServer } from '../resilience/server.mjs';

const { values: args } = parseArgs({
  options: {
    fast: { type: 'boolean', default: false },
    port: { type: 'string', default: '3293' },
    only: { type: 'string' },
  },
});
const FAST = args.fast;
const PORT = Number(args.port);

/** What the bystander must get under every attack. */
const TARGET = { successRate: 1, p99Ms: 500 };
/** A turn of the event loop held this long by one request is a finding. */
const LOOP_BLOCK_MS = 100;
/** Time-outs of slow clients, shortened so the test waits seconds, not a minute. */
const HEADERS_TIMEOUT_MS = 2000;
const REQUEST_TIMEOUT_MS = 3000;

let blockedTurns = [];
const box = await toolServer({
  name: 'hostile',
  port: PORT,
  env: {
    DEMO_COLLECTION_SIZE: '300',
    // Embedded defaults, except: the sign-in limits at their defaults (the tools' usual
    // raised limit would hide the attack), short slow-client time-outs, and a log line
    // for every turn of the loop held 100 ms or more.
    AUTH_RATE_LIMIT_PER_IP: '10',
    HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    LOG_EVENT_LOOP_BLOCK_MS: String(LOOP_BLOCK_MS),
  },
  onLog: (line) => {
    if (line.msg === 'event loop blocked') blockedTurns.push(line.blockedMs);
    // Server errors are findings too: show them.
    else if (line.level >= 50) {
      console.error(
        `server ${line.level === 50 ? 'error' : 'fatal'}: ${line.msg} ${line.err?.message ?? ''}`,
      );
    }
  },
});
const base = box.base;
// Whatever happens below, the server goes with the script.
process.on('exit', () => void box.server.kill('SIGKILL'));
await box.server.start();

/** Keep-alive agents per local source address (127.0.0.x): "different clients". */
const agents = new Map();
function agentFor(source) {
  if (!agents.has(source)) {
    agents.set(source, new http.Agent({ keepAlive: true, maxSockets: 64, localAddress: source }));
  }
  return agents.get(source);
}

/**
 * One HTTP request from `source`: resolves with status, headers, body text and how long
 * it took; network failures resolve with status 0.
 */
function request(path, { method = 'GET', headers = {}, body, source = '127.0.0.1' } = {}) {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      `${base}${path}`,
      {
        method,
        agent: agentFor(source),
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(method !== 'GET' ? { origin: base } : {}),
          ...headers,
        },
        timeout: 15_000,
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        res.on('error', () => resolve({ status: 0, headers: {}, text: '', ms: 0 }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () =>
      resolve({ status: 0, headers: {}, text: '', ms: performance.now() - started }),
    );
    req.end(payload);
  });
}

const json = (res) => {
  try {
    return JSON.parse(res.text);
  } catch {
    return null;
  }
};

let visitorCount = 0;
/** A registered, signed-in visitor from `source`. */
async function visitor(source = '127.0.0.1', password = 'kestävä kokoelma') {
  visitorCount += 1;
  const email = `hostile${visitorCount}.${Date.now().toString(36)}@example.fi`;
  const res = await request('/api/auth/register', {
    method: 'POST',
    source,
    body: { email, password, name: `Kävijä ${visitorCount}` },
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  const cookie = [res.headers['set-cookie'] ?? []]
    .flat()
    .find((c) => c.includes('session='))
    .split(';')[0];
  return { email, password, cookie, source };
}
const as = (who, options = {}) => ({
  ...options,
  source: options.source ?? who.source,
  headers: { ...(options.headers ?? {}), cookie: who.cookie },
});

const ids = await objectIds(base, 300);

/**
 * The bystander: another visitor (its own address, 127.0.0.9) viewing pages and
 * searching, two requests at a time, until stopped. Every answer must be 200.
 */
function bystander() {
  const times = [];
  let failures = 0;
  const failedStatuses = new Map();
  let running = true;
  let n = 0;
  const words = ['maisema', 'muotokuva', 'kuva', 'öljy', 'helsinki', 'a'];
  const one = async () => {
    const i = n++;
    const kind = i % 4;
    const res =
      kind === 0
        ? await request('/fi/', { source: '127.0.0.9' })
        : kind === 1
          ? await request(`/fi/object/${ids[i % ids.length]}`, { source: '127.0.0.9' })
          : kind === 2
            ? await request(`/en/search?q=${words[i % words.length]}`, {
                source: '127.0.0.9',
              })
            : await request('/api/search', {
                method: 'POST',
                source: '127.0.0.9',
                body: { searchTerms: [words[i % words.length]], lang: 'fi' },
              });
    times.push(res.ms);
    if (res.status !== 200) {
      failures += 1;
      failedStatuses.set(res.status, (failedStatuses.get(res.status) ?? 0) + 1);
    }
  };
  const loop = async () => {
    while (running) await one();
  };
  const loops = [loop(), loop()];
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      const sorted = [...times].sort((a, b) => a - b);
      const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
      return {
        requests: times.length,
        successRate: times.length ? (times.length - failures) / times.length : 0,
        p99Ms: Math.round(p99),
        failed: [...failedStatuses].map(([status, n]) => `${status}×${n}`).join(', '),
      };
    },
  };
}

const results = [];
/**
 * Runs one attack with the bystander beside it. `attack()` returns
 * `{ sent, ok, detail }`: ok is false when the attack got what it wanted.
 */
async function scenario(name, attack) {
  if (args.only && !args.only.split(',').includes(name)) return;
  blockedTurns = [];
  const watcher = bystander();
  let outcome;
  try {
    outcome = await attack();
  } catch (error) {
    outcome = { sent: 0, ok: false, detail: `error: ${error.message}` };
  }
  // The bystander keeps going a moment after the attack, to see its aftermath too.
  await new Promise((r) => setTimeout(r, 300));
  const seen = await watcher.stop();
  const held = blockedTurns.filter((ms) => ms >= LOOP_BLOCK_MS);
  // The fast run (in `npm test`, on whatever machine runs it) holds the bystander to its
  // success rate less one answer in fifty and reports its p99; the full run holds both.
  const bystanderOk = FAST
    ? seen.successRate >= TARGET.successRate - 0.02
    : seen.successRate >= TARGET.successRate && seen.p99Ms <= TARGET.p99Ms;
  const loopOk = held.length === 0;
  const row = {
    attack: name,
    sent: outcome.sent,
    bystanderRequests: seen.requests,
    successRate: seen.successRate,
    p99Ms: seen.p99Ms,
    loopHeld: held.length ? `${held.length} (max ${Math.max(...held)} ms)` : '0',
    ok: outcome.ok && bystanderOk && (loopOk || FAST),
    detail: outcome.detail,
  };
  results.push(row);
  console.log(
    `${row.ok ? 'ok  ' : 'FAIL'} ${name}: ${outcome.detail}; bystander ${seen.requests} requests, ` +
      `${(seen.successRate * 100).toFixed(1)} % ok${seen.failed ? ` (failed: ${seen.failed})` : ''}, p99 ${seen.p99Ms} ms; loop held ≥${LOOP_BLOCK_MS} ms: ${row.loopHeld}`,
  );
}

// Warm up: every page template rendered once in each language, so the first attack is
// not timed against code still compiling; then a moment for start-up's background work.
for (const lang of ['fi', 'sv', 'en']) {
  for (const path of [`/${lang}/`, `/${lang}/object/${ids[0]}`, `/${lang}/search?q=kuva`]) {
    await request(path);
  }
}
await new Promise((r) => setTimeout(r, 2000));

// 1. A User-Agent built to make a backtracking pattern go quadratic ("Version/" and the
// most digits a header may hold). Each page request with it must cost what the same
// request costs with an ordinary User-Agent: timed in pairs, compared by the median.
await scenario('user-agent-redos', async () => {
  const hostile = 'Version/' + '1'.repeat(16_200);
  const ordinary = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';
  const count = FAST ? 10 : 40;
  const times = { hostile: [], ordinary: [] };
  let answered = 0;
  for (let i = 0; i < count; i += 1) {
    for (const [kind, agentString] of [
      ['ordinary', ordinary],
      ['hostile', hostile],
    ]) {
      const res = await request(i % 2 ? '/fi/' : '/en/search?q=kuva', {
        source: '127.0.0.2',
        headers: { 'user-agent': agentString },
      });
      if (kind === 'hostile' && res.status === 200) answered += 1;
      times[kind].push(res.ms);
    }
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const extra = median(times.hostile) - median(times.ordinary);
  return {
    sent: count,
    ok: answered === count && extra < 50,
    detail: `${answered}/${count} answered; median ${Math.round(median(times.hostile))} ms against ${Math.round(median(times.ordinary))} ms with an ordinary User-Agent`,
  };
});

// 2. Slow clients: half-sent bodies and headers that never end, held open.
await scenario('slow-connections', async () => {
  const count = FAST ? 100 : 200;
  const sockets = [];
  const open = (kind, head) =>
    new Promise((resolve) => {
      const socket = connect({ port: PORT, host: '127.0.0.1', localAddress: '127.0.0.3' });
      const item = { kind, socket, closedAt: null };
      socket.on('error', () => undefined);
      // Read what the server answers (its 408), so that its closing is seen.
      socket.resume();
      socket.once('close', () => {
        item.closedAt = performance.now();
      });
      socket.once('connect', () => {
        socket.write(head);
        resolve(item);
      });
      sockets.push(item);
    });
  const started = performance.now();
  await Promise.all([
    ...Array.from({ length: count }, () =>
      open(
        'body',
        'POST /api/search HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 500\r\n\r\n{"searchTerms":',
      ),
    ),
    ...Array.from({ length: count }, () =>
      open('headers', 'GET /fi/ HTTP/1.1\r\nHost: localhost\r\nX-Slow: '),
    ),
  ]);
  // Held while the bystander works, then wait out the time-outs.
  const deadline = started + REQUEST_TIMEOUT_MS + 5000;
  while (performance.now() < deadline && sockets.some((s) => s.closedAt === null)) {
    await new Promise((r) => setTimeout(r, 100));
  }
  const open_ = sockets.filter((s) => s.closedAt === null);
  for (const s of sockets) s.socket.destroy();
  const latest = Math.max(...sockets.map((s) => (s.closedAt ?? performance.now()) - started));
  return {
    sent: sockets.length,
    ok: open_.length === 0,
    detail: `${sockets.length} sockets, ${open_.length} still open after the time-out (${open_.filter((s) => s.kind === 'body').length} slow bodies); last closed at ${Math.round(latest)} ms`,
  };
});

// 3. A forged X-Forwarded-For per attempt, to slip past the per-IP sign-in limit.
await scenario('forged-x-forwarded-for', async () => {
  const count = FAST ? 20 : 40;
  let limited = 0;
  for (let i = 0; i < count; i += 1) {
    const res = await request('/api/auth/login', {
      method: 'POST',
      source: '127.0.0.4',
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      body: { email: `nobody${i}@example.fi`, password: 'wrong password' },
    });
    if (res.status === 429) limited += 1;
  }
  // The per-IP limit is 10 a minute: attempt 11 onwards must be refused.
  return {
    sent: count,
    ok: limited >= count - 10,
    detail: `${limited}/${count} refused with 429 (limit 10 per address)`,
  };
});

// 4. Lockout as a weapon: wrong passwords for someone else's account from one address;
// the owner, from another, must still sign in.
await scenario('account-lockout', async () => {
  const owner = await visitor('127.0.0.5');
  const count = FAST ? 12 : 30;
  for (let i = 0; i < count; i += 1) {
    await request('/api/auth/login', {
      method: 'POST',
      source: '127.0.0.6',
      body: { email: owner.email.toUpperCase(), password: 'not the password' },
    });
  }
  const res = await request('/api/auth/login', {
    method: 'POST',
    source: '127.0.0.7',
    body: { email: owner.email, password: owner.password },
  });
  return {
    sent: count + 1,
    ok: res.status === 200,
    detail: `the owner from a fresh address: ${res.status}`,
  };
});

// Accounts for the remaining attacks (after the sign-in limit scenarios, each from its
// own address so that registration limits do not interfere).
const attacker = await visitor('127.0.0.10');
const friend = await visitor('127.0.0.11');

// 5. A session's pages must never be kept by a shared cache.
await scenario('personal-pages-cached', async () => {
  const paths = ['/fi/', `/fi/object/${ids[1]}`, '/fi/galleries', '/api/auth/me'];
  const bad = [];
  for (const path of paths) {
    const res = await request(path, as(attacker));
    const cc = String(res.headers['cache-control'] ?? '');
    if (!/\bprivate\b/.test(cc) || !/\bno-store\b/.test(cc)) bad.push(`${path}: "${cc}"`);
  }
  return {
    sent: paths.length,
    ok: bad.length === 0,
    detail: bad.length ? `not private, no-store: ${bad.join('; ')}` : 'all private, no-store',
  };
});

// 6. 1,000 favourites merged at once, over and over, on the one embedded connection.
await scenario('bulk-favourites', async () => {
  const count = FAST ? 3 : 10;
  const body = {
    artworkIds: Array.from({ length: 1000 }, (_, i) => ids[i % ids.length] + i * 100_000),
  };
  body.artworkIds = [...new Set(body.artworkIds)];
  let slowest = 0;
  const statuses = new Set();
  for (let i = 0; i < count; i += 1) {
    const res = await request('/api/favourites/merge', as(attacker, { method: 'POST', body }));
    statuses.add(res.status);
    slowest = Math.max(slowest, res.ms);
  }
  return {
    sent: count,
    ok: [...statuses].every((s) => s === 200 || s === 400 || s === 429),
    detail: `answers ${[...statuses].join(', ')}, slowest ${Math.round(slowest)} ms`,
  };
});

// 7. The CSP nonce planted in user text on a cached anonymous page, and an edit link
// that should die when the gallery turns private.
await scenario('gallery-text-and-links', async () => {
  const created = await request(
    '/api/galleries',
    as(attacker, { method: 'POST', body: { name: 'Hyökkäys', artworkId: ids[2] } }),
  );
  const gallery = json(created);
  if (created.status !== 201) throw new Error(`gallery not created: ${created.status}`);
  const planted = 'kokoelmaNonceScript0 kokoelmaNonceStyle00';
  await request(
    `/api/galleries/${gallery.id}`,
    as(attacker, { method: 'PATCH', body: { description: planted, visibility: 'public' } }),
  );
  const findings = [];
  // Twice: the second answer comes from the page cache.
  for (let i = 0; i < 2; i += 1) {
    const page = await request(`/fi/galleries/${gallery.slug}`);
    const nonce = /nonce="([^"]+)"/.exec(page.text)?.[1];
    if (page.status !== 200) findings.push(`gallery page ${page.status}`);
    else if (!page.text.includes('kokoelmaNonceScript0')) findings.push('planted text rewritten');
    else if (nonce && page.text.split(nonce).length - 1 > 20) findings.push('nonce spread');
  }
  // Link-only: its manifest is not for shared caches.
  await request(
    `/api/galleries/${gallery.id}`,
    as(attacker, { method: 'PATCH', body: { visibility: 'link' } }),
  );
  const manifest = await request(`/iiif/3/manifest/gallery/${gallery.slug}`);
  const mcc = String(manifest.headers['cache-control'] ?? '');
  if (manifest.status === 200 && /\bpublic\b/.test(mcc))
    findings.push(`link-only manifest "${mcc}"`);
  // The edit link stops working once the gallery is private.
  const link = json(
    await request(`/api/galleries/${gallery.id}/links/edit`, as(attacker, { method: 'POST' })),
  );
  await request(
    `/api/galleries/${gallery.id}`,
    as(attacker, { method: 'PATCH', body: { visibility: 'private' } }),
  );
  const edit = await request(
    `/api/galleries/${gallery.id}/artwork/${ids[3]}?editToken=${link?.editToken}`,
    as(friend, { method: 'POST' }),
  );
  if (edit.status >= 200 && edit.status < 300)
    findings.push(`edit link still works (${edit.status})`);
  return {
    sent: 8,
    ok: findings.length === 0,
    detail: findings.length
      ? findings.join('; ')
      : 'planted placeholder kept as text, manifest private, edit link dead',
  };
});

// 8. Expensive IIIF renders: tiny regions upscaled to the maximum, mirrored, bitonal.
await scenario('iiif-expensive-renders', async () => {
  const manifest = json(await request(`/iiif/3/manifest/object/${ids[0]}`));
  const service =
    JSON.stringify(manifest ?? {}).match(/\/iiif\/3\/([^/"]+)\/info\.json/)?.[1] ??
    JSON.stringify(manifest ?? {}).match(/"id":"[^"]*\/iiif\/3\/([^/"]+)"/)?.[1];
  if (!service) return { sent: 0, ok: true, detail: 'no IIIF image to attack' };
  const count = FAST ? 12 : 40;
  const statuses = new Map();
  let cpuHeavy = 0;
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const res = await request(`/iiif/3/${service}/${i},${i},8,8/^4000,4000/!90/bitonal.png`, {
        source: '127.0.0.12',
      });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 200) cpuHeavy += 1;
    }),
  );
  return {
    sent: count,
    ok: cpuHeavy <= 2,
    detail: `answers ${[...statuses].map(([s, n]) => `${s}×${n}`).join(', ')}`,
  };
});

// 9. The public API: keys are free, so one address with many requests must still be
// limited, beyond any one key's own limit.
await scenario('public-api-flood', async () => {
  const requested = await request(
    '/api/apikey/request',
    as(attacker, { method: 'POST', body: { description: 'Testaan rajapintaa hyökkääjänä' } }),
  );
  const key = json(requested)?.key ?? json(requested)?.apiKey ?? null;
  for (let i = 0; i < 40 && key; i += 1) {
    const state = json(await request('/api/apikey', as(attacker)));
    if (state?.state === 'COMPLETE' || state?.status === 'COMPLETE') break;
    await new Promise((r) => setTimeout(r, 250));
  }
  if (!key)
    return { sent: 1, ok: true, detail: `no key issued (${requested.status}): nothing to flood` };
  const count = FAST ? 200 : 600;
  let limited = 0;
  let exportStatus = null;
  for (let i = 0; i < count; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: 10 }, () =>
        request(`/api/v1/objects?limit=1`, { source: '127.0.0.13', headers: { 'x-api-key': key } }),
      ),
    );
    limited += batch.filter((r) => r.status === 429).length;
  }
  for (let i = 0; i < 10; i += 1) {
    exportStatus = (
      await request('/api/v1/export', { source: '127.0.0.13', headers: { 'x-api-key': key } })
    ).status;
  }
  return {
    sent: count + 10,
    ok: limited > 0 && exportStatus === 429,
    detail: `${limited}/${count} limited; 10th export ${exportStatus}`,
  };
});

// 10. Cache busting: pages that nobody asked for before (an unknown query string makes
// each address new), many at once from one address. Every one is a full render; the
// bystander's pages must still come at once.
await scenario('cache-busting-renders', async () => {
  const source = '127.0.0.15';
  const perLoop = FAST ? 15 : 60;
  const statuses = new Map();
  let n = 0;
  const loop = async () => {
    for (let i = 0; i < perLoop; i += 1) {
      const k = n++;
      const res = await request(`/fi/object/${ids[k % ids.length]}?v=${k}-${Math.random()}`, {
        source,
      });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: 16 }, loop));
  const summary = [...statuses].map(([status, count]) => `${status}×${count}`).join(', ');
  return { sent: n, ok: true, detail: `16 at a time: ${summary}` };
});

// 12. Spelling correction as a CPU attack: searches whose words match nothing, built to make
// the correction work hardest — 20 words of 200 distinct letters of other alphabets (an
// 8 KB body), 20 words of 24 random Latin letters (the longest corrected), one 200-letter
// word in a page's query and in predictions. Each must cost what the same words cost
// without correction ("exact": true): timed in pairs, compared by the median.
await scenario('spelling-correction', async () => {
  const source = '127.0.0.16';
  const others = [];
  for (let c = 0x100; c < 0x2000 && others.length < 400; c += 1) {
    const letter = String.fromCodePoint(c);
    if (/\p{Ll}/u.test(letter) && letter.toLocaleLowerCase('fi') === letter) others.push(letter);
  }
  const latin = () =>
    Array.from({ length: 24 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
      '',
    );
  const foreignWords = (k) =>
    Array.from({ length: 20 }, (_, w) =>
      Array.from({ length: 200 }, (_, i) => others[(k + w * 10 + i) % others.length]).join(''),
    );
  const count = FAST ? 6 : 20;
  const times = { corrected: [], exact: [] };
  let answered = 0;
  let sent = 0;
  for (let i = 0; i < count; i += 1) {
    const searchTerms = i % 2 ? Array.from({ length: 20 }, latin) : foreignWords(i);
    for (const kind of ['exact', 'corrected']) {
      // A fresh word per request: identical searches are cached.
      const terms = [...searchTerms.slice(0, 19), `${kind}${i}${searchTerms[19]}`.slice(0, 200)];
      const res = await request('/api/search', {
        method: 'POST',
        source,
        body: { lang: 'fi', searchTerms: terms, ...(kind === 'exact' ? { exact: true } : {}) },
      });
      sent += 1;
      if (kind === 'corrected' && res.status === 200) answered += 1;
      times[kind].push(res.ms);
    }
  }
  // The other doors to the same code: a page's query and predictions, one long word each.
  let doors = 0;
  let slowest = 0;
  for (let i = 0; i < count; i += 1) {
    const word = foreignWords(i + 7)[0];
    const page = await request(`/fi/search?q=${encodeURIComponent(word)}`, { source });
    const typed = await request('/api/predictions', {
      method: 'POST',
      source,
      body: { lang: 'fi', search: i % 2 ? latin() : word },
    });
    sent += 2;
    if (page.status === 200 && typed.status === 200) doors += 1;
    slowest = Math.max(slowest, page.ms, typed.ms);
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const extra = median(times.corrected) - median(times.exact);
  return {
    sent,
    ok: answered === count && doors === count && extra < 100 && slowest < 1000,
    detail:
      `${answered}/${count} searches answered, median ${Math.round(median(times.corrected))} ms ` +
      `against ${Math.round(median(times.exact))} ms exact; page and predictions ${doors}/${count}, ` +
      `slowest ${Math.round(slowest)} ms`,
  };
});

// 13. Headers: Permissions-Policy on pages, and /version names no runtime.
await scenario('headers-and-version', async () => {
  const page = await request('/fi/');
  const version = await request('/version');
  const findings = [];
  if (!page.headers['permissions-policy']) findings.push('no Permissions-Policy');
  if (/v\d+\.\d+\.\d+/.test(version.text) || /node/i.test(version.text))
    findings.push(`/version: ${version.text}`);
  return {
    sent: 2,
    ok: findings.length === 0,
    detail: findings.join('; ') || 'Permissions-Policy set; /version without Node',
  };
});

await box.stop();
for (const agent of agents.values()) agent.destroy();

console.log('\nattack                    sent  bystander  ok %    p99 ms  loop ≥100 ms  result');
for (const r of results) {
  console.log(
    `${r.attack.padEnd(24)} ${String(r.sent).padStart(5)} ${String(r.bystanderRequests).padStart(10)} ` +
      `${(r.successRate * 100).toFixed(1).padStart(6)} ${String(r.p99Ms).padStart(8)}  ${r.loopHeld.padEnd(12)}  ${r.ok ? 'ok' : 'FAIL'}`,
  );
}
mkdirSync('tmp', { recursive: true });
writeFileSync('tmp/hostile-report.json', JSON.stringify({ fast: FAST, results }, null, 2));
const failed = results.filter((r) => !r.ok);
console.log(failed.length ? `\n${failed.length} attack(s) got through` : '\nevery attack held');
process.exit(failed.length ? 1 : 0);
