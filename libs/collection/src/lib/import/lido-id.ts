import { createHash } from 'node:crypto';

/** The identifiers a LIDO record carries, as text. */
export interface LidoIdentifiers {
  lidoRecID?: string | undefined;
  objectPublishedID?: string | undefined;
  /**
   * `administrativeMetadata/recordWrap/recordID`: the source system's own record ids. A
   * record may carry several ("1914-IJ" of type local beside the Adlib number "310000004").
   */
  recordID?: string | readonly string[] | undefined;
  /** The inventory number (`repositorySet/workID`). */
  workID?: string | undefined;
}

/** Where the id came from, for issues and tests. */
export type LidoIdSource = 'lidoRecID' | 'objectPublishedID' | 'recordID' | 'hash';

/**
 * Hash ids start here: above every numeric id a museum system hands out in practice, and
 * below 2^53 so that ids stay exact JavaScript numbers. 2^52 + a 48-bit hash < 2^53.
 */
export const HASH_ID_BASE = 2 ** 52;

/**
 * The number in an identifier: the whole value, or its last segment after "/", ":" or
 * "#" (".../object/14848"), when that is only digits, not all zeros and a safe integer.
 * All zeros is a placeholder ("/Museu:000000" in the Nationalmuseum samples), not an id.
 */
export function numericId(value: string | undefined): number | undefined {
  const segment = value?.trim().split(/[/:#]/).pop() ?? '';
  if (!/^\d+$/.test(segment)) return undefined;
  const id = Number(segment);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}

/**
 * A stable positive integer id for a LIDO record, which has no integer objectId:
 * 1. the number in lidoRecID, else in objectPublishedID, else in the first recordWrap/recordID
 *    that has one (see {@link numericId}): the source's own number keeps links and ids
 *    readable;
 * 2. else {@link HASH_ID_BASE} + the first 48 bits of SHA-256 over all four identifiers
 *    (the first recordID only), so the same record gets the same id on every import.
 * Undefined when the record carries no identifier at all.
 */
export function lidoRecordId(ids: LidoIdentifiers): { id: number; from: LidoIdSource } | undefined {
  const recordIDs = typeof ids.recordID === 'string' ? [ids.recordID] : (ids.recordID ?? []);
  const candidates = [
    ['lidoRecID', ids.lidoRecID],
    ['objectPublishedID', ids.objectPublishedID],
    ...recordIDs.map((recordID) => ['recordID', recordID] as const),
  ] as const;
  for (const [from, value] of candidates) {
    const id = numericId(value);
    if (id !== undefined) return { id, from };
  }
  const parts = [ids.lidoRecID, ids.objectPublishedID, recordIDs[0], ids.workID].map(
    (part) => part?.trim() ?? '',
  );
  if (parts.every((part) => part === '')) return undefined;
  const digest = createHash('sha256').update(parts.join('\u0000')).digest();
  return { id: HASH_ID_BASE + digest.readUIntBE(0, 6), from: 'hash' };
}
