import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { generateDemoRecords } from './generate-demo-records';
import type { DemoRecordsOptions } from './generate-demo-records';

/** Records per chunk written: fewer, larger writes are much faster than one per record. */
const RECORDS_PER_CHUNK = 200;

/** Lines of JSON, a chunk of records at a time, produced only as fast as they are written. */
async function* jsonLines(options: DemoRecordsOptions): AsyncGenerator<string> {
  let chunk = '';
  let inChunk = 0;
  for (const record of generateDemoRecords(options)) {
    chunk += `${JSON.stringify(record)}\n`;
    inChunk += 1;
    if (inChunk === RECORDS_PER_CHUNK) {
      yield chunk;
      chunk = '';
      inChunk = 0;
    }
  }
  if (chunk !== '') yield chunk;
}

/**
 * Writes the demo collection to `path` as JSON Lines (one raw record per line), the form
 * the importer streams. Memory stays bounded: `pipeline` pulls the next chunk only when
 * the file stream has drained. The file appears complete or not at all: it is written
 * beside the target and renamed into place.
 *
 * @returns How many records were written.
 */
export async function writeDemoJsonLines(
  path: string,
  options: DemoRecordsOptions,
): Promise<{ records: number }> {
  // Validates the options before a file is created.
  generateDemoRecords(options);
  const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
  try {
    await pipeline(
      Readable.from(jsonLines(options)),
      createWriteStream(temporary, { encoding: 'utf8' }),
    );
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return { records: options.count };
}
