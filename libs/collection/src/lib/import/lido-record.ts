import { createReadStream } from 'node:fs';
import type { ParsedRecord } from '../record';
import { createLidoReader } from './lido-reader';
import type { LidoReaderEvents } from './lido-reader';
import { mapLidoRecord } from './lido-mapping';

/** Read size of LIDO files: a few records per chunk, so records leave promptly. */
const CHUNK_BYTES = 64 * 1024;

function rejected(recordNumber: number, field: string, message: string): ParsedRecord {
  return { ok: false, issues: [{ recordNumber, recordId: null, field, message }] };
}

/**
 * Reader events that map each record and turn a failure into a rejected "record". The
 * mapping is written not to throw (a property test feeds it arbitrary text); should a
 * bug still make it throw, only that record is rejected and the import goes on.
 */
function collectInto(results: ParsedRecord[]): LidoReaderEvents {
  return {
    record: (element, recordNumber) => {
      try {
        results.push(mapLidoRecord(element, recordNumber));
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        results.push(rejected(recordNumber, 'record', `the record could not be mapped: ${detail}`));
      }
    },
    failure: (message, recordNumber) => results.push(rejected(recordNumber, 'xml', message)),
  };
}

/**
 * Parses LIDO XML held in a string: a `lido:lidoWrap` with any number of `lido:lido`
 * records, or a single `lido:lido` root. One result per record, in document order. XML
 * that is not well-formed (or not LIDO) ends the list with one rejected result whose
 * issue has field "xml"; the records closed before the error are kept.
 */
export function parseLidoRecords(xml: string): ParsedRecord[] {
  const results: ParsedRecord[] = [];
  const reader = createLidoReader(collectInto(results));
  reader.write(xml);
  reader.close();
  return results;
}

/**
 * Streams a LIDO file (UTF-8): chunks go to the SAX parser as they are read and each
 * record is yielded as soon as its `</lido:lido>` is parsed, so a file of any size is
 * imported in memory bounded by one chunk and one record. Results and errors are as in
 * {@link parseLidoRecords}; a file that cannot be read (missing, no permission) throws.
 */
export async function* readLidoFile(path: string): AsyncIterable<ParsedRecord> {
  const pending: ParsedRecord[] = [];
  const reader = createLidoReader(collectInto(pending));
  const stream = createReadStream(path, { encoding: 'utf8', highWaterMark: CHUNK_BYTES });
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      reader.write(chunk);
      yield* pending.splice(0);
    }
    reader.close();
    yield* pending.splice(0);
  } finally {
    stream.destroy();
  }
}
