import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readLidoFile } from './lido-record';
import { readJsonRecords } from './read-json-records';
import { firstCharacter, isGzip, sourceText } from './source-stream';
import { collect, SAMPLE_FORMATS } from './test-support';
import { lido, titled, title, wrap } from './lido-test-xml';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kokoelma-gzip-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, data: string | Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, data);
  return path;
};

/** Records of JSON Lines, enough to span many chunks once inflated. */
const lines = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    JSON.stringify({ objectId: i + 1, title: { fi: `Teos ${i + 1} ${'ä'.repeat(i % 50)}` } }),
  ).join('\n');

describe('sourceText', () => {
  it('inflates gzip by its magic bytes, whatever the name, and reads plain files as they are', async () => {
    const text = `\uFEFF${lines(3000)}`;
    const packed = gzipSync(text);
    expect(isGzip(packed)).toBe(true);
    for (const path of [write('a.jsonl.gz', packed), write('no-extension', packed)]) {
      expect((await collect(sourceText(path))).join('')).toBe(text.slice(1));
    }
    // A plain file named .gz is read as it is.
    expect((await collect(sourceText(write('plain.gz', 'abc')))).join('')).toBe('abc');
    expect(await firstCharacter(write('x.gz', gzipSync('  \n <lido/>')))).toBe('<');
    expect(await firstCharacter(write('empty', ''))).toBeUndefined();
  });

  it('joins characters split between chunks', async () => {
    const text = 'å'.repeat(10_000);
    const chunks = await collect(sourceText(write('split.gz', gzipSync(text)), 1023));
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('')).toBe(text);
  });
});

describe('gzip sources', () => {
  it('reads gzipped JSON Lines and a gzipped JSON array record by record', async () => {
    const jsonl = await collect(readJsonRecords(write('objects.jsonl.gz', gzipSync(lines(2000)))));
    expect(jsonl).toHaveLength(2000);
    expect(jsonl[1999]).toMatchObject({ recordNumber: 2000, raw: { objectId: 2000 } });
    const array = `[${lines(500).split('\n').join(',\n')}]`;
    const items = await collect(readJsonRecords(write('objects.json.gz', gzipSync(array))));
    expect(items.map((i) => ('raw' in i ? (i.raw as { objectId: number }).objectId : 0))).toEqual(
      Array.from({ length: 500 }, (_, i) => i + 1),
    );
  });

  it('ends a truncated gzip file with a fatal error item after the records it could read', async () => {
    const packed = gzipSync(lines(5000));
    const items = await collect(
      readJsonRecords(write('cut.jsonl.gz', packed.subarray(0, packed.length >> 1))),
    );
    const last = items.at(-1);
    expect(last).toMatchObject({ fatal: true });
    expect(last && 'error' in last ? last.error : '').toMatch(/could not be read to its end/);
    expect(items.length).toBeGreaterThan(100);
    expect(items.slice(0, -1).every((item) => 'raw' in item)).toBe(true);
  });

  it('reads gzipped LIDO, and reports a truncated one as a broken file', async () => {
    const xml = wrap(
      ...Array.from({ length: 300 }, (_, i) => lido(`Museum:${i + 1}`, titled(title(`Verk ${i}`)))),
    );
    const records = await collect(readLidoFile(write('lido.xml.gz', gzipSync(xml))));
    expect(records).toHaveLength(300);
    expect(records.every((r) => r.ok)).toBe(true);
    const packed = gzipSync(xml);
    const cut = await collect(
      readLidoFile(write('cut.xml.gz', packed.subarray(0, packed.length - 20))),
    );
    expect(cut.at(-1)).toMatchObject({ ok: false, issues: [{ field: 'xml' }] });
  });

  it('reads a gzipped LIDO sample like the plain file', async () => {
    let plain: string;
    try {
      plain = readFileSync(new URL('lido-sample/Item_7358583.xml', SAMPLE_FORMATS), 'utf8');
    } catch {
      return; // the shared samples are not here
    }
    const fromGzip = await collect(readLidoFile(write('sample.xml.gz', gzipSync(plain))));
    const fromPlain = await collect(readLidoFile(write('sample.xml', plain)));
    expect(fromGzip).toEqual(fromPlain);
  });
});
