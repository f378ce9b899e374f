import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateDemoRecords } from './generate-demo-records';
import { writeDemoJsonLines } from './write-demo-json-lines';

describe('writeDemoJsonLines', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'demo-jsonl-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes one generated record per line and leaves no temporary file', async () => {
    const path = join(dir, 'demo.jsonl');
    const result = await writeDemoJsonLines(path, { count: 450, seed: 3 });
    expect(result).toEqual({ records: 450 });
    const lines = (await readFile(path, 'utf8')).split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual(
      JSON.parse(JSON.stringify([...generateDemoRecords({ count: 450, seed: 3 })])),
    );
    expect(await readdir(dir)).toEqual(['demo.jsonl']);
  });

  it('writes an empty file for count 0 and refuses a bad count before creating a file', async () => {
    const path = join(dir, 'empty.jsonl');
    await writeDemoJsonLines(path, { count: 0 });
    expect(await readFile(path, 'utf8')).toBe('');
    await expect(writeDemoJsonLines(join(dir, 'bad.jsonl'), { count: -3 })).rejects.toThrow(
      RangeError,
    );
    expect(await readdir(dir)).toEqual(['empty.jsonl']);
  });

  it('fails without leaving a file when the directory does not exist', async () => {
    await expect(
      writeDemoJsonLines(join(dir, 'missing', 'x.jsonl'), { count: 5 }),
    ).rejects.toThrow();
    expect(await readdir(dir)).toEqual([]);
  });
});
