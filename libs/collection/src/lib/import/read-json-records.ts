import { Readable, pipeline } from 'node:stream';
import streamArray from 'stream-json/streamers/stream-array.js';
import { SourceReadError, sourceText } from './source-stream';

/** One record read from a JSON file: its parsed value, or why it could not be parsed. */
export type JsonRecordItem =
  | { recordNumber: number; raw: unknown }
  /** `fatal`: reading stopped here, so the file was not read to its end. */
  | { recordNumber: number; error: string; fatal?: boolean };

function isArrayItem(item: unknown): item is { key: number; value: unknown } {
  return typeof item === 'object' && item !== null && 'key' in item && typeof item.key === 'number';
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A JSON array through stream-json: one element at a time, never the whole array. A
 * syntax error cannot be skipped (the parser cannot find where the next element starts),
 * so it ends the read with one error item. The parser works a chunk at a time, so the
 * elements just before the error in the same chunk may not have been yielded: the error
 * item names the last record that was, and everything after it counts as not read.
 */
async function* readArray(text: AsyncIterable<string>): AsyncGenerator<JsonRecordItem> {
  const source = Readable.from(text, { objectMode: false });
  const elements = streamArray.withParserAsStream();
  // pipeline forwards a read error to `elements`, where the loop below sees it.
  pipeline(source, elements, () => undefined);
  let last = 0;
  try {
    for await (const item of elements as AsyncIterable<unknown>) {
      if (!isArrayItem(item)) continue;
      last = item.key + 1;
      yield { recordNumber: last, raw: item.value };
    }
  } catch (error) {
    yield {
      recordNumber: last + 1,
      fatal: true,
      error: `the JSON array could not be read after record ${last} (${messageOf(error)}); the rest of the file was not read`,
    };
  } finally {
    source.destroy();
    elements.destroy();
  }
}

/** One non-blank line of JSON Lines as an item: its value or why it did not parse. */
function lineItem(line: string, lineNumber: number, recordNumber: number): JsonRecordItem {
  try {
    return { recordNumber, raw: JSON.parse(line) as unknown };
  } catch (error) {
    return { recordNumber, error: `line ${lineNumber} is not valid JSON: ${messageOf(error)}` };
  }
}

/**
 * JSON Lines: one value per line, blank lines skipped (they are not records). A line
 * that does not parse is an error item for that record and reading goes on. Lines are
 * split from the file's chunks as they arrive; only an unfinished line is held over.
 */
async function* readLines(text: AsyncIterable<string>): AsyncGenerator<JsonRecordItem> {
  let rest = '';
  let lineNumber = 0;
  let recordNumber = 0;
  const take = (line: string): JsonRecordItem | undefined => {
    lineNumber += 1;
    const json = line.trim();
    if (json === '') return undefined;
    recordNumber += 1;
    return lineItem(json, lineNumber, recordNumber);
  };
  try {
    for await (const chunk of text) {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        const item = take(line);
        if (item) yield item;
      }
    }
  } catch (error) {
    // A truncated or corrupt gzip file: what was read stays, the rest is reported.
    if (!(error instanceof SourceReadError)) throw error;
    yield {
      recordNumber: recordNumber + 1,
      fatal: true,
      error: `${error.message}; records after ${recordNumber} were not read`,
    };
    return;
  }
  const last = take(rest);
  if (last) yield last;
}

/** The chunks already read, then the rest of the stream. */
async function* replay(
  head: readonly string[],
  rest: AsyncIterator<string>,
): AsyncGenerator<string> {
  yield* head;
  for (;;) {
    const next = await rest.next();
    if (next.done) return;
    yield next.value;
  }
}

/**
 * Streams the records of a JSON file of either form the museum's dumps come in: a JSON
 * array of objects (the open API's bulk dump) when the first non-whitespace character is
 * "[", else JSON Lines. The file is read once, as UTF-8 (a leading BOM is skipped),
 * inflated as it is read when it is gzip (by its magic bytes, see source-stream.ts): the
 * chunks read to find that character are replayed to the chosen reader, so pipes work
 * too. A truncated or corrupt gzip file ends the read with a fatal error item. Memory
 * stays bounded by a chunk and one record (one line) whatever the file size.
 * `recordNumber` is the 1-based position of the record: the array index + 1, or the count
 * of non-blank lines. A file that cannot be opened throws; errors in the data are items
 * (see IMPORT.md, "Reading JSON files").
 */
export async function* readJsonRecords(path: string): AsyncIterable<JsonRecordItem> {
  const chunks = sourceText(path)[Symbol.asyncIterator]();
  try {
    const head: string[] = [];
    let first: string | undefined;
    while (first === undefined) {
      const next = await chunks.next();
      if (next.done) return; // empty, or only whitespace: no records
      head.push(next.value);
      first = /\S/.exec(next.value)?.[0];
    }
    const text = replay(head, chunks);
    yield* first === '[' ? readArray(text) : readLines(text);
  } catch (error) {
    // The file broke before its first record could be told apart.
    if (!(error instanceof SourceReadError)) throw error;
    yield { recordNumber: 1, fatal: true, error: `${error.message}; no record was read` };
  } finally {
    await chunks.return?.();
  }
}
