#!/usr/bin/env node
// Shutdown under load: SIGTERM while visitors write and read; every answer must be a
// success or 503 (never a 500, never a dropped in-flight request), the process must exit
// within 10 s, and after a restart every acknowledged write must be there. The clients
// play a load balancer: they poll readiness every 100 ms and send nothing new once it
// turns 503 (SHUTDOWN_DELAY_MS is the time the balancer gets to notice).
// `npm run test:shutdown -- [--postgres]`.
import { parseArgs } from 'node:util';
import { call, objectIds, signUp, toolServer } from './server.mjs';

const { values } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    writers: { type: 'string', default: '16' },
    port: { type: 'string', default: '3292' },
  },
});
const { server, base, stop } = await toolServer({
  name: 'shutdown',
  port: Number(values.port),
  postgres: values.postgres,
  env: {
    DEMO_COLLECTION_SIZE: '60',
    // A load balancer would stop sending within this time; the test keeps sending.
    SHUTDOWN_DELAY_MS: '1000',
  },
});

const statuses = new Map();
const count = (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
let refusedConnections = 0;
let otherErrors = 0;
const errorCodes = new Map();
const acked = [];

async function visitor(v, galleryId, artworks, stop) {
  let i = 0;
  while (!stop.stopped && !balancer.drained) {
    i += 1;
    const artwork = artworks[i % artworks.length];
    try {
      if (i % 2 === 0) {
        const res = await call(base, v, 'POST', `/api/galleries/${galleryId}/artwork/${artwork}`);
        count(res.status);
        if (res.status === 200) acked.push([v, galleryId, artwork]);
      } else {
        const res = await fetch(`${base}/fi/object/${artwork}`);
        await res.arrayBuffer();
        count(res.status);
      }
    } catch (error) {
      // After the listener closes, new connections are refused: not an answer, and the
      // load balancer would have moved on. Anything else is a dropped request.
      if (String(error?.cause?.code ?? '') === 'ECONNREFUSED') refusedConnections += 1;
      else {
        otherErrors += 1;
        const code = String(error?.cause?.code ?? error?.code ?? error);
        errorCodes.set(code, (errorCodes.get(code) ?? 0) + 1);
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

/** The load balancer's view: readiness polled every 100 ms. */
const balancer = { drained: false, polling: false };
async function pollReadiness() {
  balancer.polling = true;
  while (balancer.polling && !balancer.drained) {
    try {
      const res = await fetch(`${base}/health/ready`);
      await res.arrayBuffer();
      if (res.status === 503) balancer.drained = true;
    } catch {
      balancer.drained = true;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

let failed = false;
try {
  await server.start();
  const artworks = await objectIds(base, 50);
  const visitors = [];
  for (let i = 0; i < Number(values.writers); i += 1) {
    const v = await signUp(base, 500 + i);
    const g = await call(base, v, 'POST', '/api/galleries', {
      name: `Sammutus ${i}`,
      artworkId: artworks[0],
    });
    visitors.push([v, g.json.id]);
  }
  const stop = { stopped: false };
  const polling = pollReadiness();
  const running = visitors.map(([v, id]) => visitor(v, id, artworks.slice(1), stop));
  await new Promise((r) => setTimeout(r, 3000));
  const { code, ms } = await server.kill('SIGTERM');
  stop.stopped = true;
  balancer.polling = false;
  await Promise.all([...running, polling]);
  const histogram = Object.fromEntries([...statuses].sort());
  console.log(`exit code ${code} after ${ms} ms; answers by status ${JSON.stringify(histogram)}`);
  console.log(
    `refused connections after close: ${refusedConnections}; other errors: ${otherErrors} ${JSON.stringify(Object.fromEntries(errorCodes))}`,
  );
  const bad = [...statuses.keys()].filter((s) => !(s >= 200 && s < 300) && s !== 503);
  if (bad.length > 0) {
    console.log(`FAIL: answers other than success and 503: ${bad.join(', ')}`);
    failed = true;
  }
  if (otherErrors > 0) {
    console.log('FAIL: requests dropped mid-flight');
    failed = true;
  }
  if (ms > 10_000 || code !== 0) {
    console.log('FAIL: did not exit cleanly within 10 s');
    failed = true;
  }
  await server.start();
  let lost = 0;
  const byVisitor = new Map();
  for (const [v, id, artwork] of acked) {
    if (!byVisitor.has(v)) {
      const res = await call(base, v, 'GET', `/api/galleries/${id}/edit`);
      byVisitor.set(v, new Set(res.json.objects.map((o) => o.id)));
    }
    if (!byVisitor.get(v).has(artwork)) lost += 1;
  }
  console.log(`${acked.length} acknowledged writes, ${lost} lost`);
  if (lost > 0) failed = true;
  await server.kill('SIGTERM');
  console.log(failed ? 'FAILED' : 'passed');
} finally {
  await stop();
}
process.exit(failed ? 1 : 0);
