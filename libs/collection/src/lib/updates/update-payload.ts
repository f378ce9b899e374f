import type { CollectionRecord, ParsedRecord, RecordIssue } from '../model/record';
import { parseMuseumRecord } from '../import/museum-record';
import { parseLidoRecords } from '../import/lido-record';
import { INT4_MAX, storageIssues } from '../import/storable-record';

/** Items one request may queue at most. */
export const UPDATE_ITEMS_MAX = 1000;

/** A content entry id as the CMS writes them (Contentful: up to 64 of these characters). */
const ENTRY_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** One change the museum's systems send, checked and ready to queue. */
export type UpdateItemInput =
  | {
      kind: 'record';
      format: 'museum-json' | 'lido';
      objectId: number;
      /** The record as its importer read it. */
      record: CollectionRecord;
    }
  | { kind: 'delete'; objectId: number }
  | { kind: 'content'; entryId: string };

/** The body's items, or why nothing of it can be queued. */
export type UpdatePayload =
  { ok: true; items: UpdateItemInput[] } | { ok: false; problems: string[] };

/** The media types the queue reads. */
export type UpdateMediaType = 'json' | 'json-lines' | 'xml';

/** How many problems a refusal names (the rest are counted). */
const PROBLEMS_SHOWN = 10;

function describe(issue: RecordIssue): string {
  const id = issue.recordId === null ? '' : ` (id ${issue.recordId})`;
  return `record ${issue.recordNumber}${id}: ${issue.field}: ${issue.message}`;
}

function shown(problems: string[]): string[] {
  if (problems.length <= PROBLEMS_SHOWN) return problems;
  return [
    ...problems.slice(0, PROBLEMS_SHOWN),
    `and ${problems.length - PROBLEMS_SHOWN} more problems`,
  ];
}

/** Parsed records as queue items; any rejected or unstorable record refuses them all. */
function recordItems(
  parsed: readonly ParsedRecord[],
  format: 'museum-json' | 'lido',
  problems: string[],
): UpdateItemInput[] {
  const items: UpdateItemInput[] = [];
  parsed.forEach((result, index) => {
    if (!result.ok) {
      problems.push(...result.issues.map(describe));
      return;
    }
    const unstorable = storageIssues(result.record, index + 1);
    if (unstorable.length > 0) {
      problems.push(...unstorable.map(describe));
      return;
    }
    items.push({ kind: 'record', format, objectId: result.record.id, record: result.record });
  });
  return items;
}

function objectIdOf(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^[0-9]{1,10}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= INT4_MAX
    ? id
    : undefined;
}

const ENVELOPE_KEYS = new Set(['records', 'deleted', 'content']);

/** The JSON forms: an array of records (the export format), or the envelope. */
function jsonItems(value: unknown, problems: string[]): UpdateItemInput[] {
  if (Array.isArray(value)) {
    return recordItems(
      value.map((raw, index) => parseMuseumRecord(raw, index + 1)),
      'museum-json',
      problems,
    );
  }
  if (value === null || typeof value !== 'object') {
    problems.push(
      'the body must be a JSON array of records or an object {records, deleted, content}',
    );
    return [];
  }
  const envelope = value as Record<string, unknown>;
  const unknown = Object.keys(envelope).filter((key) => !ENVELOPE_KEYS.has(key));
  if (unknown.length > 0) {
    problems.push(
      `unknown propert${unknown.length === 1 ? 'y' : 'ies'} ${unknown.map((k) => JSON.stringify(k)).join(', ')}: expected records, deleted and content`,
    );
    return [];
  }
  const list = (key: string): unknown[] => {
    const field = envelope[key];
    if (field === undefined) return [];
    if (Array.isArray(field)) return field;
    problems.push(`${key} must be an array`);
    return [];
  };
  const records = recordItems(
    list('records').map((raw, index) => parseMuseumRecord(raw, index + 1)),
    'museum-json',
    problems,
  );
  const deleted = list('deleted').flatMap((raw, index): UpdateItemInput[] => {
    const objectId = objectIdOf(raw);
    if (objectId !== undefined) return [{ kind: 'delete', objectId }];
    problems.push(
      `deleted[${index}]: ${JSON.stringify(raw)} is not an object id (a whole number 1 to ${INT4_MAX})`,
    );
    return [];
  });
  const content = list('content').flatMap((raw, index): UpdateItemInput[] => {
    if (typeof raw === 'string' && ENTRY_ID.test(raw)) return [{ kind: 'content', entryId: raw }];
    problems.push(
      `content[${index}]: ${JSON.stringify(raw)?.slice(0, 80)} is not a content entry id (1–64 letters, digits, ".", "_" or "-")`,
    );
    return [];
  });
  return [...records, ...deleted, ...content];
}

/** JSON Lines: one record of the museum's format per line; blank lines are skipped. */
function jsonLinesItems(text: string, problems: string[]): UpdateItemInput[] {
  const parsed: ParsedRecord[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    try {
      parsed.push(parseMuseumRecord(JSON.parse(line) as unknown, index + 1));
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      parsed.push({
        ok: false,
        issues: [{ recordNumber: index + 1, recordId: null, field: '(line)', message: detail }],
      });
    }
  });
  return recordItems(parsed, 'museum-json', problems);
}

/**
 * Reads the body of POST /api/update-queue: the museum's open API records (a JSON array,
 * JSON Lines, or the envelope `{records, deleted, content}` that also names deleted
 * objects and content entries to refresh) or LIDO XML (a lidoWrap, or one lido record).
 * Every record goes through its importer, exactly as `npm run import` reads it; one bad
 * record, id or entry refuses the whole body (nothing is queued, so the sender can send
 * it again once fixed), with every problem named. Items keep the body's order: records,
 * then deletions, then content entries.
 */
export function parseUpdatePayload(body: string, type: UpdateMediaType): UpdatePayload {
  const problems: string[] = [];
  let items: UpdateItemInput[];
  if (type === 'xml') {
    const parsed = parseLidoRecords(body);
    items = recordItems(parsed, 'lido', problems);
    if (parsed.length === 0) problems.push('the XML holds no LIDO record (lido:lido)');
  } else if (type === 'json-lines') {
    items = jsonLinesItems(body, problems);
  } else {
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return { ok: false, problems: [`the body is not JSON: ${detail}`] };
    }
    items = jsonItems(value, problems);
  }
  if (problems.length > 0) return { ok: false, problems: shown(problems) };
  if (items.length === 0) return { ok: false, problems: ['the body holds nothing to queue'] };
  if (items.length > UPDATE_ITEMS_MAX) {
    return {
      ok: false,
      problems: [
        `the body holds ${items.length} items; send at most ${UPDATE_ITEMS_MAX} per request`,
      ],
    };
  }
  return { ok: true, items };
}
