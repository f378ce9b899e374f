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
