#!/usr/bin/env node
// `npm run bench:harvest -- --help`. Measures the image harvest (libs/collection/src/lib/
// harvest) against a local image server: N images (copies of the same photographs under N
// URLs), default settings (4 requests at once per host), originals written to a temporary
// folder. The server runs in a child process, so the peak RSS is the harvest's own.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const usage = `Usage: npm run bench:harvest -- [options]

  --count N         images to harvest (default 1000)
  --concurrency N   requests at once per host (default 4, the harvest's default)
  --iiif            fetch through the IIIF service (info.json + rendition) instead of files
  --help            this text

Prints images/s, MB/s and the peak resident memory (RSS) of the harvesting process.`;

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '4' },
    iiif: { type: 'boolean', default: false },
    serve: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}

const support = () =>
  tsImport('../../libs/collection/src/lib/harvest/harvest-test-support.ts', import.meta.url);

if (values.serve) {
  // The child: serve the photographs until stdin closes.
  const { loadPhotographs, startImageServer } = await support();
  const server = await startImageServer(await loadPhotographs());
  console.log(server.url);
  process.stdin.resume();
  process.stdin.on('end', () => void server.close().then(() => process.exit(0)));
} else {
  const count = Number(values.count);
  const child = spawn(process.execPath, [new URL(import.meta.url).pathname, '--serve'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const [url] = await createInterface({ input: child.stdout })
    [Symbol.asyncIterator]()
    .next()
    .then((r) => [r.value]);
  const { PHOTOGRAPHS } = await support();
  const { harvestRecordImages } = await tsImport(
    '../../libs/collection/src/lib/harvest/harvest-records.ts',
    import.meta.url,
  );
  const names = Object.keys(PHOTOGRAPHS);
  function* items() {
    for (let n = 1; n <= count; n += 1) {
      const name = names[n % names.length];
      const link = values.iiif
        ? { url: `${url}/iiif/${name.replace(/\.jpeg$/, '')}?copy=${n}`, kind: 'iiif' }
        : { url: `${url}/files/${n}/${name}`, kind: 'file' };
      const record = {
        id: n,
        inventoryNumber: null,
        images: [],
        linkedImages: [
          {
            sourceId: null,
            links: [link],
            filename: null,
            license: null,
            photographer: null,
            ordinal: 1,
          },
        ],
        rights: { license: null, holder: null },
      };
      yield { ok: true, record, warnings: [] };
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'kokoelma-harvest-bench-'));
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const rssBefore = process.memoryUsage().rss;
  try {
    const harvest = harvestRecordImages(null, items(), {
      originalsDir: join(dir, 'originals'),
      fetch: true,
      allowPrivateHosts: true,
      concurrencyPerHost: Number(values.concurrency),
    });
    const started = performance.now();
    let records = 0;
    for await (const item of harvest.items) records += item.ok ? 1 : 0;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const summary = harvest.summary();
    const mb = (bytes) => (bytes / 1_048_576).toFixed(1);
    const maxRss = process.resourceUsage().maxRSS * 1024;
    console.log(
      [
        `harvest of ${count} images (${records} records) from ${url}${values.iiif ? ' (IIIF)' : ''}, ` +
          `${values.concurrency} per host, Node ${process.version}:`,
        `  fetched ${summary.fetched}, failed ${summary.failed}, ${mb(summary.bytes)} MB in ${seconds.toFixed(2)} s`,
        `  ${(summary.fetched / seconds).toFixed(1)} images/s, ${(summary.bytes / 1_048_576 / seconds).toFixed(1)} MB/s`,
        `  RSS before ${mb(rssBefore)} MB, peak ${mb(Math.max(peak, maxRss))} MB (sampled every 20 ms: ${mb(peak)} MB)`,
      ].join('\n'),
    );
    for (const failure of summary.failures.slice(0, 5))
      console.log(`  failed: ${failure.url}: ${failure.reason}`);
  } finally {
    clearInterval(sampler);
    child.stdin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}
