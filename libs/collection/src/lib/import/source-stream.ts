import { createReadStream } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';

/** The two bytes every gzip member starts with (RFC 1952). */
const GZIP_MAGIC = [0x1f, 0x8b] as const;

/** True when the bytes start like a gzip file. */
export function isGzip(head: Uint8Array): boolean {
  return head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1];
}

/**
 * Reading a source stopped before its end: the file could not be read further (a
 * truncated or corrupt gzip file, a read error). Readers turn it into an error item
 * that ends the file, so the import reports it instead of failing without a record.
 */
export class SourceReadError extends Error {
  constructor(path: string, cause: unknown) {
    const detail = cause instanceof Error ? cause.message : String(cause);
    super(`${path} could not be read to its end: ${detail}`, { cause });
    this.name = 'SourceReadError';
  }
}

async function* replay(
  head: readonly Buffer[],
  rest: AsyncIterator<Buffer>,
): AsyncGenerator<Buffer> {
  yield* head;
  for (;;) {
    const next = await rest.next();
    if (next.done) return;
    yield next.value;
  }
}

/**
 * The bytes of a source file, decompressed when it is gzip — decided by its first two
 * bytes (the magic number), not by its name, so `objects.jsonl.gz`, a gzip file without
 * the extension and a plain file named `.gz` all read right. Streamed: the file is read
 * once, in `chunkBytes` pieces (the bytes read to decide are replayed, so named pipes
 * work), and a gzip file is inflated as it is read, never whole. A file that cannot be
 * opened throws as it is; a read or inflate error later throws {@link SourceReadError}.
 */
export async function* sourceBytes(
  path: string,
  chunkBytes = 64 * 1024,
): AsyncGenerator<Buffer, void, undefined> {
  const file = createReadStream(path, { highWaterMark: chunkBytes });
  const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const gunzip = createGunzip({ chunkSize: chunkBytes });
  let opened = false;
  try {
    const head: Buffer[] = [];
    let length = 0;
    while (length < GZIP_MAGIC.length) {
      const next = await chunks.next();
      opened = true;
      if (next.done) break;
      head.push(next.value);
      length += next.value.length;
    }
    const bytes = replay(head, chunks);
    if (!isGzip(Buffer.concat(head))) {
      yield* bytes;
      return;
    }
    // Feed the inflater by hand (backpressure through `drain`) and read it as it goes.
    const feed = (async () => {
      for await (const chunk of bytes) {
        if (!gunzip.write(chunk)) await new Promise((done) => gunzip.once('drain', done));
      }
      gunzip.end();
    })().catch((error: unknown) => gunzip.destroy(error as Error));
    for await (const chunk of gunzip as AsyncIterable<Buffer>) yield chunk;
    await feed;
  } catch (error) {
    if (!opened) throw error; // the file could not be opened at all
    throw error instanceof SourceReadError ? error : new SourceReadError(path, error);
  } finally {
    gunzip.destroy();
    file.destroy();
  }
}

/**
 * The text of a source file (UTF-8, gzip inflated as in {@link sourceBytes}), chunk by
 * chunk; a character split between two chunks is joined. A leading BOM is dropped.
 */
export async function* sourceText(
  path: string,
  chunkBytes?: number,
): AsyncGenerator<string, void, undefined> {
  const decoder = new StringDecoder('utf8');
  let first = true;
  for await (const chunk of sourceBytes(path, chunkBytes)) {
    let text = decoder.write(chunk);
    if (first && text !== '') {
      text = text.replace(/^\uFEFF/, '');
      first = false;
    }
    if (text !== '') yield text;
  }
  const rest = decoder.end();
  if (rest !== '') yield rest;
}

/**
 * The first non-whitespace character of a source's text ("[" or "{" for JSON, "<" for
 * XML), or undefined for an empty file. Reads only as far as that character.
 */
export async function firstCharacter(path: string): Promise<string | undefined> {
  for await (const text of sourceText(path, 4096)) {
    const found = /\S/.exec(text)?.[0];
    if (found !== undefined) return found;
  }
  return undefined;
}
