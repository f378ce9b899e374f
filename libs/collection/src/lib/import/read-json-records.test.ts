import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseMuseumRecord } from './museum-record';
import { readJsonRecords } from './read-json-records';
import type { JsonRecordItem } from './read-json-records';
import { HAS_PIPES, namedPipe } from './test-support';

const dir = mkdtempSync(join(tmpdir(), 'json-records-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

async function collect(path: string): Promise<JsonRecordItem[]> {
  const items: JsonRecordItem[] = [];
  for await (const item of readJsonRecords(path)) items.push(item);
  return items;
}

/** A small made-up record in the open API's shape. */
function record(id: number): Record<string, unknown> {
  return {
    objectId: id,
    title: { fi: `Teos ${id} – äö`, sv: '', en: '' },
    people: [{ firstName: 'Ester', familyName: 'Testinen' }],
  };
}

const COUNT = 20_000;

function idOf(item: JsonRecordItem | undefined): unknown {
  return item && 'raw' in item ? (item.raw as { objectId?: unknown }).objectId : undefined;
}

describe('readJsonRecords: JSON array', () => {
  it(`streams ${COUNT} records with their record numbers`, async () => {
    const records = Array.from({ length: COUNT }, (_, i) => JSON.stringify(record(i + 1)));
    const items = await collect(file('array.json', `\uFEFF \n[\n${records.join(',\n')}\n]\n`));
    expect(items).toHaveLength(COUNT);
    expect(items.every((item, i) => item.recordNumber === i + 1 && idOf(item) === i + 1)).toBe(
      true,
    );
  });

  it('ends with one error item at a syntax error, records before it numbered in order', async () => {
    const records = Array.from({ length: COUNT }, (_, i) => JSON.stringify(record(i + 1)));
    records[12_000] = '{"objectId": 12001, "title": }';
    const items = await collect(file('broken.json', `[${records.join(',\n')}]`));
    const last = items.at(-1);
    const good = items.slice(0, -1);
    expect(last && 'error' in last).toBe(true);
    expect(good.length).toBeLessThanOrEqual(12_000);
    expect(good.length).toBeGreaterThan(10_000);
    expect(good.every((item, i) => 'raw' in item && item.recordNumber === i + 1)).toBe(true);
    expect(last).toEqual({
      recordNumber: good.length + 1,
      fatal: true,
      error: expect.stringContaining(`after record ${good.length}`),
    });
  });

  it('passes non-object elements on: the record parser rejects them', async () => {
    const items = await collect(file('mixed.json', '[{"objectId": "5"}, 42, null]'));
    const parsed = items.map((item) =>
      'raw' in item ? parseMuseumRecord(item.raw, item.recordNumber) : undefined,
    );
    expect(parsed.map((result) => result?.ok)).toEqual([true, false, false]);
    expect(parsed[1]).toEqual({
      ok: false,
      issues: [expect.objectContaining({ recordNumber: 2, field: 'record' })],
    });
  });

  it('reads an empty array and an empty file as no records', async () => {
    expect(await collect(file('empty-array.json', ' [ ] '))).toEqual([]);
    expect(await collect(file('empty.json', ' \n\t'))).toEqual([]);
  });
});

describe('readJsonRecords: JSON Lines', () => {
  it(`streams ${COUNT} lines, skipping blank lines, reporting a malformed line and going on`, async () => {
    const lines = Array.from({ length: COUNT }, (_, i) => JSON.stringify(record(i + 1)));
    lines[9_999] = '{"objectId": 10000, "title": {"fi": "rikki"'; // record 10000 is broken
    const content = lines
      .map((line, i) => (i % 1000 === 0 ? `\r\n${line}` : line)) // blank lines now and then
      .join('\r\n');
    const items = await collect(file('lines.jsonl', `${content}\n\n`));
    expect(items).toHaveLength(COUNT);
    expect(items.every((item, i) => item.recordNumber === i + 1)).toBe(true);
    const broken = items[9_999];
    expect(broken).toEqual({
      recordNumber: 10_000,
      error: expect.stringMatching(/^line 10010 is not valid JSON/),
    });
    expect(items.filter((item) => 'error' in item)).toHaveLength(1);
    expect(idOf(items[COUNT - 1])).toBe(COUNT);
  });

  it('reads a last line without a newline, and scalars as values', async () => {
    const items = await collect(
      file('short.jsonl', '{"objectId": 1}\n  \n"text"\n{"objectId": 3}'),
    );
    expect(items).toEqual([
      { recordNumber: 1, raw: { objectId: 1 } },
      { recordNumber: 2, raw: 'text' },
      { recordNumber: 3, raw: { objectId: 3 } },
    ]);
  });

  it('stops cleanly when the consumer stops early', async () => {
    const path = file(
      'early.jsonl',
      Array.from({ length: 100 }, (_, i) => JSON.stringify(record(i + 1))).join('\n'),
    );
    let seen = 0;
    for await (const item of readJsonRecords(path)) {
      seen = item.recordNumber;
      if (seen === 3) break;
    }
    expect(seen).toBe(3);
  });
});

describe.skipIf(!HAS_PIPES)('readJsonRecords: streaming from a pipe', () => {
  it.each([
    ['JSON Lines', '{"objectId": 1}\n', '{"objectId": 2}\n'],
    ['a JSON array', '[{"objectId": 1},', '{"objectId": 2}]'],
  ])('yields the first record of %s before the input ends', async (form, start, end) => {
    const path = join(dir, `pipe-${form.replace(/\W/g, '-')}`);
    const writer = namedPipe(path);
    writer.write(start);
    const items = readJsonRecords(path)[Symbol.asyncIterator]();
    expect((await items.next()).value).toEqual({ recordNumber: 1, raw: { objectId: 1 } });
    writer.end(end);
    expect((await items.next()).value).toEqual({ recordNumber: 2, raw: { objectId: 2 } });
    expect((await items.next()).done).toBe(true);
  });
});

it('throws for a file that cannot be opened', async () => {
  await expect(collect(join(dir, 'missing.json'))).rejects.toThrow(/ENOENT/);
});
