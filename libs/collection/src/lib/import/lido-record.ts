import type { ParsedRecord } from '../model/record';
import { createLidoReader } from './lido-reader';
import type { LidoReaderEvents } from './lido-reader';
import { mapLidoRecord } from './lido-mapping';
import { LidoIdRegistry } from './lido-id';
import { SourceReadError, sourceText } from './source-stream';

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
  // Hash ids of one file never overwrite each other (lido-id.ts).
  const hashIds = new LidoIdRegistry();
  return {
    record: (element, recordNumber) => {
      try {
        results.push(mapLidoRecord(element, recordNumber, hashIds));
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
 * Streams a LIDO file (UTF-8; gzip is inflated as it is read, see source-stream.ts):
 * chunks go to the SAX parser as they are read and each record is yielded as soon as its
 * `</lido:lido>` is parsed, so a file of any size is imported in memory bounded by one
 * chunk and one record. Results and errors are as in
 * {@link parseLidoRecords}; a file that cannot be read (missing, no permission) throws.
 */
export async function* readLidoFile(path: string): AsyncIterable<ParsedRecord> {
  const pending: ParsedRecord[] = [];
  let records = 0;
  const events = collectInto(pending);
  const reader = createLidoReader({
    record: (element, recordNumber) => {
      records = recordNumber;
      events.record(element, recordNumber);
    },
    failure: events.failure,
  });
  try {
    for await (const chunk of sourceText(path, CHUNK_BYTES)) {
      reader.write(chunk);
      yield* pending.splice(0);
    }
  } catch (error) {
    // A truncated or corrupt gzip file: the records read stay, the rest is reported.
    if (!(error instanceof SourceReadError)) throw error;
    yield* pending.splice(0);
    yield rejected(records + 1, 'xml', `${error.message}; records after ${records} were not read`);
    return;
  }
  reader.close();
  yield* pending.splice(0);
}
