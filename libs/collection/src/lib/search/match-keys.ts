import { FACET_CODE_SHIFT } from './rank-keys';

/**
 * What a text search in relevance order learns from the keys of its matches: how many
 * matches each facet code has, and the ids of the most relevant ones, in order.
 */
export interface RankedMatches {
  counts: Map<number, number>;
  ids: number[];
}

// A key is two 32-bit words. The high word holds the facet code above bit 12 and the
// relevance rank below it (flags the search added, then 15 - quality); the low word is
// the object id. Ordered by (rank, id), smallest first, the matches are in relevance
// order: the rank and id together stay below 2^44, exact as a JavaScript number.
const CODE_SHIFT = FACET_CODE_SHIFT - 32;
const RANKS = 1 << CODE_SHIFT;
const WORD = 2 ** 32;

/**
 * Counts and ranks the matches of a search from their keys: 8 bytes each (big-endian,
 * as int8send writes them), the whole list as the bytes or as base64 text (line breaks
 * allowed) — cheaper to produce, send and read than rows, a JSON array or hex. Only the
 * matches whose rank can reach the first `limit` are sorted: a word that matches most of
 * the collection sorts a fraction.
 */
export function rankMatches(
  matches: string | Buffer | null,
  limit: number,
  /** Only the matches whose facet code passes (filters on facet values); all without it. */
  keep: ((code: number) => boolean) | null = null,
): RankedMatches {
  let keys: Buffer = Buffer.isBuffer(matches) ? matches : Buffer.from(matches ?? '', 'base64');
  if (keep) keys = keysWhere(keys, keep);
  const n = Math.floor(keys.length / 8);
  const counts = new Map<number, number>();
  const perRank = new Uint32Array(RANKS);
  // Counted by runs of one facet code (stored keys are in key order: one run per code).
  let runCode = -1;
  let run = 0;
  for (let i = 0; i < n; i += 1) {
    const high = keys.readUInt32BE(i * 8);
    const code = high >>> CODE_SHIFT;
    if (code !== runCode) {
      if (run > 0) counts.set(runCode, (counts.get(runCode) ?? 0) + run);
      runCode = code;
      run = 0;
    }
    run += 1;
    const rank = high & (RANKS - 1);
    perRank[rank] = (perRank[rank] ?? 0) + 1;
  }
  if (run > 0) counts.set(runCode, (counts.get(runCode) ?? 0) + run);
  // The last rank that the first `limit` matches reach, and how many matches are at or
  // above it.
  let lastRank = RANKS - 1;
  let candidates = n;
  for (let rank = 0, seen = 0; rank < RANKS; rank += 1) {
    seen += perRank[rank] ?? 0;
    if (seen >= limit) {
      lastRank = rank;
      candidates = seen;
      break;
    }
  }
  const order = new Float64Array(candidates);
  for (let i = 0, at = 0; i < n; i += 1) {
    const rank = keys.readUInt32BE(i * 8) & (RANKS - 1);
    if (rank <= lastRank) order[at++] = rank * WORD + keys.readUInt32BE(i * 8 + 4);
  }
  order.sort();
  const ids = Array.from(order.subarray(0, limit), (value) => value % WORD);
  return { counts, ids };
}

/** The facet codes of keys (8 bytes each, as rankMatches reads them). */
export function codesOf(base64: string | null): Set<number> {
  const keys = Buffer.from(base64 ?? '', 'base64');
  const codes = new Set<number>();
  for (let i = 0; i + 8 <= keys.length; i += 8) codes.add(keys.readUInt32BE(i) >>> CODE_SHIFT);
  return codes;
}

/** The keys whose facet code passes `keep`, in their order. */
function keysWhere(keys: Buffer, keep: (code: number) => boolean): Buffer {
  const out = Buffer.alloc(keys.length);
  let at = 0;
  for (let i = 0; i + 8 <= keys.length; i += 8) {
    if (keep(keys.readUInt32BE(i) >>> CODE_SHIFT)) at += keys.copy(out, at, i, i + 8);
  }
  return out.subarray(0, at);
}
