// A closed-loop load generator: `concurrency` clients each send the next request when the
// previous answer arrives, for `requests` requests in all; latencies are measured per
// request. Only loopback targets (the benchmark's own servers).

/** Runs the load and returns latency percentiles (ms), throughput and failures. */
export async function measure({ url, body, concurrency = 10, requests = 500, warmup = 30 }) {
  const init = body
    ? {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }
    : { method: 'GET' };
  const once = async () => {
    const started = performance.now();
    const res = await fetch(url, init);
    await res.arrayBuffer();
    return { ms: performance.now() - started, ok: res.ok };
  };
  for (let i = 0; i < warmup; i += 1) await once();
  const latencies = [];
  let failures = 0;
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (sent < requests) {
        sent += 1;
        const { ms, ok } = await once();
        latencies.push(ms);
        if (!ok) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { p50: at(50), p95: at(95), rps: latencies.length / seconds, failures };
}
