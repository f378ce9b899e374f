import { FACET_CODE_SHIFT } from '../repository/search-documents';

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
 * as int8send writes them), the whole list as base64 text (line breaks allowed) —
 * cheaper to produce, send and read than rows, a JSON array or hex. Only the matches
 * whose rank can reach the first `limit` are sorted: a word that matches most of the
 * collection sorts a fraction.
 */
export function rankMatches(base64: string | null, limit: number): RankedMatches {
  const keys = Buffer.from(base64 ?? '', 'base64');
  const n = Math.floor(keys.length / 8);
  const counts = new Map<number, number>();
  const perRank = new Uint32Array(RANKS);
  for (let i = 0; i < n; i += 1) {
    const high = keys.readUInt32BE(i * 8);
    const code = high >>> CODE_SHIFT;
    const rank = high & (RANKS - 1);
    counts.set(code, (counts.get(code) ?? 0) + 1);
    perRank[rank] = (perRank[rank] ?? 0) + 1;
  }
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
