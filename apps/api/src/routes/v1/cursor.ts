import { DomainError } from '@kokoelma/domain';

const INT4_MAX = 2_147_483_647;

/** What a listing's cursor continues after: the last id of the previous page. */
type CursorKind = 'objects' | 'people';

/** A cursor this API did not give out, or one of another listing: 400. */
export class BadCursorError extends DomainError {
  constructor() {
    super('bad_request', 'cursor is not one this API gave out: use nextCursor of the last page');
  }
}

/**
 * The opaque cursor of the page after `afterId`. Opaque on purpose: clients pass back
 * what they were given, so the paging scheme can change without breaking them.
 */
export function encodeCursor(kind: CursorKind, afterId: number | string): string {
  return Buffer.from(JSON.stringify([kind, afterId]), 'utf8').toString('base64url');
}

/** The id a cursor continues after; throws {@link BadCursorError} for anything else. */
export function decodeCursor(kind: 'objects', cursor: string): number;
export function decodeCursor(kind: 'people', cursor: string): string;
export function decodeCursor(kind: CursorKind, cursor: string): number | string {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadCursorError();
  }
  if (!Array.isArray(value) || value.length !== 2 || value[0] !== kind) throw new BadCursorError();
  const after: unknown = value[1];
  // An object id is a database integer (int4): a larger one is no id this API gave out.
  if (kind === 'objects' && Number.isSafeInteger(after) && Math.abs(after as number) <= INT4_MAX)
    return after as number;
  if (kind === 'people' && typeof after === 'string' && after.length > 0) return after;
  throw new BadCursorError();
}

/** Where a page of the change feed continues: after this change (its time in µs, its id). */
export interface ChangePosition {
  atMicros: string;
  id: number;
}

/** The opaque cursor of the change feed's page after `position`. */
export function encodeChangeCursor(position: ChangePosition): string {
  return Buffer.from(JSON.stringify(['changes', position.atMicros, position.id]), 'utf8').toString(
    'base64url',
  );
}

/** The position a change-feed cursor continues after; {@link BadCursorError} otherwise. */
export function decodeChangeCursor(cursor: string): ChangePosition {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadCursorError();
  }
  if (!Array.isArray(value) || value.length !== 3 || value[0] !== 'changes') {
    throw new BadCursorError();
  }
  const [, atMicros, id] = value as [unknown, unknown, unknown];
  if (typeof atMicros !== 'string' || !/^-?[0-9]{1,19}$/.test(atMicros)) throw new BadCursorError();
  if (!Number.isSafeInteger(id) || Math.abs(id as number) > INT4_MAX) throw new BadCursorError();
  return { atMicros, id: id as number };
}

/**
 * An ISO 8601 date (midnight UTC) or date-time with a time zone (Z or ±hh:mm), as RFC
 * 3339 writes them. A time without a zone would mean a different moment to each client.
 */
const SINCE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** A `since` the change feed cannot read: 400 saying what it takes. */
export class BadSinceError extends DomainError {
  constructor(given: string) {
    super(
      'bad_request',
      `since must be an ISO 8601 date or date-time with a time zone, such as 2026-01-31 or 2026-01-31T12:00:00Z (got ${JSON.stringify(given.slice(0, 40))})`,
    );
  }
}

/** The moment `since` names; {@link BadSinceError} for anything else. */
export function parseSince(text: string): Date {
  const match = SINCE.exec(text);
  if (!match) throw new BadSinceError(text);
  const [, year, month, day, hour = '00', minute = '00', second = '00'] = match;
  const ranges: Array<[string | undefined, number, number]> = [
    [month, 1, 12],
    [day, 1, 31],
    [hour, 0, 23],
    [minute, 0, 59],
    [second, 0, 59],
  ];
  if (ranges.some(([v, min, max]) => Number(v) < min || Number(v) > max)) {
    throw new BadSinceError(text);
  }
  const at = new Date(match[4] === undefined ? `${text}T00:00:00Z` : text);
  // 2026-02-30 parses as March 2nd: the calendar day must be the one written.
  const written = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (Number.isNaN(at.getTime()) || written.getUTCDate() !== Number(day)) {
    throw new BadSinceError(text);
  }
  return at;
}
