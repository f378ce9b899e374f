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
 * The largest object id: the database keeps object ids in 32-bit integer columns (and
 * galleries, links and the public API use the same range).
 */
export const OBJECT_ID_MAX = 2_147_483_647;

/**
 * Hash ids are 2^30 + a 30-bit hash: [2^30, 2^31), the upper half of the ids the database
 * holds, above the numbers museum systems hand out in practice.
 */
export const HASH_ID_BASE = 2 ** 30;

/**
 * The number in an identifier: the whole value, or its last segment after "/", ":" or
 * "#" (".../object/14848"), when that is only digits, not all zeros and at most
 * {@link OBJECT_ID_MAX} (a larger number could not be stored, so it is hashed instead).
 * All zeros is a placeholder ("/Museu:000000" in the Nationalmuseum samples), not an id.
 */
export function numericId(value: string | undefined): number | undefined {
  const segment = value?.trim().split(/[/:#]/).pop() ?? '';
  if (!/^\d+$/.test(segment)) return undefined;
  const id = Number(segment);
  return id > 0 && id <= OBJECT_ID_MAX ? id : undefined;
}

/**
 * A stable positive integer id for a LIDO record, which has no integer objectId:
 * 1. the number in lidoRecID, else in objectPublishedID, else in the first recordWrap/recordID
 *    that has one (see {@link numericId}): the source's own number keeps links and ids
 *    readable;
 * 2. else {@link HASH_ID_BASE} + the first 30 bits of SHA-256 over all four identifiers
 *    (the first recordID only), so the same record gets the same id on every import;
 *    `key` is what was hashed, so that a reader can tell two records whose hashes meet
 *    (see {@link LidoIdRegistry}).
 * Undefined when the record carries no identifier at all.
 */
export function lidoRecordId(
  ids: LidoIdentifiers,
): { id: number; from: LidoIdSource; key?: string } | undefined {
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
  const key = parts.join('\u0000');
  const digest = createHash('sha256').update(key).digest();
  return { id: HASH_ID_BASE + (digest.readUInt32BE(0) >>> 2), from: 'hash', key };
}

/**
 * The hash ids given out in one file, by what each was derived from. Thirty bits are few
 * enough for two records of a large file to meet (n² / 2^31 pairs: some five among 100,000
 * hashed records): the later one then takes the next free id after it, so neither
 * overwrites the other. The same file gives the same ids on
 * every import; a record moved after another whose hash meets its own may swap with it.
 */
export class LidoIdRegistry {
  readonly #keys = new Map<number, string>();

  /** The id for a hashed record: its own hash, or the next one no other key holds. */
  claim(id: number, key: string): number {
    let candidate = id;
    for (;;) {
      const holder = this.#keys.get(candidate);
      if (holder === undefined) {
        this.#keys.set(candidate, key);
        return candidate;
      }
      if (holder === key) return candidate;
      candidate = candidate >= OBJECT_ID_MAX ? HASH_ID_BASE : candidate + 1;
    }
  }
}
