// Helpers shared by the importer tests (not used by the importers themselves).
import { execFileSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import type { WriteStream } from 'node:fs';
import type { CollectionRecord, ParsedRecord, RecordIssue } from '../model/record';

/** The shared sample formats (../shared/formats); absent outside CI and developer machines. */
export const SAMPLE_FORMATS = new URL('../../../../../../shared/formats/', import.meta.url);

/** An accepted result, narrowed. */
export interface Accepted {
  record: CollectionRecord;
  warnings: RecordIssue[];
}

/** The accepted record, or a thrown error showing the issues (fails the test clearly). */
export function accepted(parsed: ParsedRecord | undefined): Accepted {
  if (!parsed?.ok) throw new Error(`expected an accepted record, got ${JSON.stringify(parsed)}`);
  return parsed;
}

/** The issues of a rejected record, or a thrown error when it was accepted. */
export function rejected(parsed: ParsedRecord | undefined): RecordIssue[] {
  if (parsed === undefined || parsed.ok) throw new Error('expected the record to be rejected');
  return parsed.issues;
}

/** Every item of an async iterable, in order. */
export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

/** Named pipes exist where `mkfifo` does (not on Windows). */
export const HAS_PIPES = process.platform !== 'win32';

/**
 * A named pipe at `path` and its writing end. A reader of the pipe sees only what has
 * been written so far, so a test can prove that records are emitted before the input
 * is complete: with a reader that waited for the whole input, `next()` would hang.
 */
export function namedPipe(path: string): WriteStream {
  execFileSync('mkfifo', [path]);
  return createWriteStream(path);
}
