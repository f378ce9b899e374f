#!/usr/bin/env node
// Crash test: kill -9 the server again and again while visitors write to their galleries,
// then check that every write the server acknowledged is there after the restart and
// that the invariants hold. `npm run test:crash -- [--rounds 20] [--postgres]`.
//
//   acknowledged   a 2xx answer to a create or an add: that gallery / artwork must exist
//   invariants     objectCount = number of artworks; no artwork twice in a gallery; share
//                  slugs unique; (after the last round, in SQL) no gallery_objects row
//                  without its gallery
import { parseArgs } from 'node:util';
import pg from 'pg';
import { call, objectIds, signUp, toolServer } from './server.mjs';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    writers: { type: 'string', default: '12' },
    postgres: { type: 'boolean', default: false },
    port: { type: 'string', default: '3291' },
  },
});
const rounds = Number(values.rounds);
const writers = Number(values.writers);
const { server, base, dataDir, database, stop } = await toolServer({
  name: 'crash',
  port: Number(values.port),
  postgres: values.postgres,
  env: { DEMO_COLLECTION_SIZE: '60' },
});

/** What the server acknowledged: gallery id → artwork ids, per visitor. */
const acked = new Map();
let writes = 0;
let refused = 0;

async function writer(visitor, artworks, stop) {
  const mine = acked.get(visitor);
  while (!stop.stopped) {
    const galleries = [...mine.keys()];
    const artwork = artworks[Math.floor(Math.random() * artworks.length)];
    try {
      if (galleries.length === 0 || Math.random() < 0.15) {
        const res = await call(base, visitor, 'POST', '/api/galleries', {
          name: `Kaatuminen ${writes}`,
          artworkId: artwork,
        });
        if (res.status === 201) mine.set(res.json.id, new Set([artwork]));
        else refused += 1;
      } else {
        const id = galleries[Math.floor(Math.random() * galleries.length)];
        const res = await call(base, visitor, 'POST', `/api/galleries/${id}/artwork/${artwork}`);
        if (res.status === 200) mine.get(id).add(artwork);
        else if (res.status !== 409) refused += 1;
      }
      writes += 1;
    } catch {
      // The connection died with the server: not acknowledged, so nothing is expected.
    }
  }
}

async function verify(visitors) {
  const problems = [];
  const slugs = new Set();
  for (const visitor of visitors) {
    const res = await call(base, visitor, 'GET', '/api/galleries');
    if (res.status !== 200) {
      problems.push(`list answered ${res.status}`);
      continue;
    }
    const byId = new Map(res.json.map((g) => [g.id, g]));
    for (const g of res.json) {
      const ids = g.objects.map((o) => o.id);
      if (g.objectCount !== ids.length)
        problems.push(`gallery ${g.id}: count ${g.objectCount} ≠ ${ids.length}`);
      if (new Set(ids).size !== ids.length) problems.push(`gallery ${g.id}: an artwork twice`);
      if (slugs.has(g.slug)) problems.push(`slug ${g.slug} twice`);
      slugs.add(g.slug);
    }
    for (const [id, artworks] of acked.get(visitor)) {
      const gallery = byId.get(id);
      if (!gallery) {
        problems.push(`acknowledged gallery ${id} is missing`);
        continue;
      }
      const held = new Set(gallery.objects.map((o) => o.id));
      for (const artwork of artworks) {
        if (!held.has(artwork)) problems.push(`gallery ${id} lost acknowledged artwork ${artwork}`);
      }
    }
  }
  return problems;
}

async function orphans() {
  if (database) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query(
      `select count(*)::int as n from gallery_objects o left join galleries g on g.id = o.gallery_id where g.id is null`,
    );
    await client.end();
    return rows[0].n;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(`${dataDir}/pglite`);
  const { rows } = await db.query(
    `select count(*)::int as n from gallery_objects o left join galleries g on g.id = o.gallery_id where g.id is null`,
  );
  await db.close();
  return rows[0].n;
}

const started = Date.now();
let failed = false;
try {
  await server.start();
  const artworks = await objectIds(base, 40);
  const visitors = [];
  for (let i = 0; i < writers; i += 1) {
    const visitor = await signUp(base, i + 1);
    visitors.push(visitor);
    acked.set(visitor, new Map());
  }
  // Each round: writes, kill -9 in the middle of them, start again, check. The server
  // that checked is the one the next round's writes go to and kills.
  for (let round = 1; round <= rounds; round += 1) {
    const before = writes;
    const stop = { stopped: false };
    const running = visitors.map((v) => writer(v, artworks, stop));
    await new Promise((r) => setTimeout(r, 1000 + Math.random() * 3000));
    await server.kill('SIGKILL');
    stop.stopped = true;
    await Promise.all(running);
    await server.start();
    const problems = await verify(visitors);
    const galleries = [...acked.values()].reduce((n, m) => n + m.size, 0);
    const items = [...acked.values()].reduce(
      (n, m) => n + [...m.values()].reduce((k, set) => k + set.size, 0),
      0,
    );
    console.log(
      `round ${round}/${rounds}: ${writes - before} writes, killed; ${galleries} galleries, ${items} artworks acknowledged so far — ${problems.length === 0 ? 'all present, invariants hold' : `${problems.length} problems`}`,
    );
    for (const p of problems.slice(0, 10)) console.log(`  ${p}`);
    if (problems.length > 0) failed = true;
  }
  await server.kill('SIGTERM');
  const lost = await orphans();
  console.log(`orphaned gallery_objects rows: ${lost}`);
  if (lost > 0) failed = true;
  console.log(
    `${rounds} rounds on ${database ? 'PostgreSQL' : 'PGlite'}, ${writes} writes attempted, ${refused} refused, ${Math.round((Date.now() - started) / 1000)} s: ${failed ? 'FAILED' : 'passed'}`,
  );
} finally {
  await stop();
}
process.exit(failed ? 1 : 0);
