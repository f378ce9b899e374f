import { describe, expect, it } from 'vitest';
import { rankMatches } from './match-keys';
import { browseKey, FACET_CODE_SHIFT, RANK_BITS, RANK_TIERS, tierBits } from './rank-keys';

interface Match {
  code: number;
  /** The relevance flags and 15 - quality: bits 32..43 of the key. */
  rank: number;
  id: number;
}

/**
 * The keys as a search statement returns them: int8send of each, as base64 with a line
 * break every 76 characters (PostgreSQL's encode).
 */
function encoded(matches: readonly Match[]): string {
  const bytes = Buffer.alloc(matches.length * 8);
  matches.forEach(({ code, rank, id }, i) => {
    bytes.writeBigUInt64BE((BigInt(code) << 44n) + (BigInt(rank) << 32n) + BigInt(id), i * 8);
  });
  return bytes.toString('base64').replace(/.{76}/g, '$&\n');
}

/** A deterministic pseudo-random sequence (mulberry32). */
function numbers(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * below);
  };
}

function randomMatches(count: number, seed: number): Match[] {
  const next = numbers(seed);
  const ids = new Set<number>();
  while (ids.size < count) ids.add(1 + next(2 ** 31 - 2));
  return [...ids].map((id) => ({
    code: next(400) + (next(10) === 0 ? 500_000 : 0),
    // Title and inventory flags (bits 40, 41 of the key) and 15 - quality.
    rank: (next(2) << 8) + (next(20) === 0 ? 1 << 9 : 0) + next(16),
    id,
  }));
}

/** What a search must return, computed the slow, obvious way. */
function expected(matches: readonly Match[], limit: number) {
  const counts = new Map<number, number>();
  for (const m of matches) counts.set(m.code, (counts.get(m.code) ?? 0) + 1);
  const ids = [...matches]
    .sort((a, b) => a.rank - b.rank || a.id - b.id)
    .slice(0, limit)
    .map((m) => m.id);
  return { counts, ids };
}

describe('rankMatches', () => {
  it('finds nothing in no matches', () => {
    expect(rankMatches(null, 1000)).toEqual({ counts: new Map(), ids: [] });
    expect(rankMatches('', 1000)).toEqual({ counts: new Map(), ids: [] });
  });

  it('orders by the relevance flags, then quality, then id, and counts by facet code', () => {
    const matches = [
      { code: 3, rank: (1 << 8) + 2, id: 5 }, // not in the title
      { code: 3, rank: 4, id: 9 }, // in the title, lower quality
      { code: 7, rank: 2, id: 12 },
      { code: 3, rank: 2, id: 2_000_000_000 },
      { code: 524_287, rank: (1 << 9) + 0, id: 1 }, // not the inventory number
    ];
    expect(rankMatches(encoded(matches), 1000)).toEqual({
      counts: new Map([
        [3, 3],
        [7, 1],
        [524_287, 1],
      ]),
      ids: [12, 2_000_000_000, 9, 5, 1],
    });
  });

  it.each([
    [1, 1],
    [999, 1000],
    [1000, 1000],
    [1001, 1000],
    [20_000, 1000],
    [5000, 50],
  ])('agrees with a full sort for %i matches, limit %i', (count, limit) => {
    const matches = randomMatches(count, count + limit);
    const got = rankMatches(encoded(matches), limit);
    const want = expected(matches, limit);
    expect(got.ids).toEqual(want.ids);
    expect(Object.fromEntries(got.counts)).toEqual(Object.fromEntries(want.counts));
  });
});

describe('the key layout (rank-keys.ts)', () => {
  it('fits every tier and flag between the quality and the facet code, without overlap', () => {
    const tiers = RANK_TIERS.map((tier) => tierBits(tier));
    // The tiers count up from 0 in the tier's bits, below the next flag.
    expect(tiers).toEqual(RANK_TIERS.map((_, i) => i * RANK_BITS.tier));
    expect(Math.max(...tiers) + RANK_BITS.tier).toBeLessThanOrEqual(RANK_BITS.expanded);
    expect(RANK_BITS.phrase * 2).toBe(RANK_BITS.tier);
    expect(RANK_BITS.expanded * 2).toBe(RANK_BITS.inventory);
    expect(RANK_BITS.inventory * 2).toBeLessThanOrEqual(2 ** FACET_CODE_SHIFT);
    // 15 - quality stays below the phrase bit.
    expect(browseKey(0, 2 ** 32 - 1)).toBeLessThan(RANK_BITS.phrase);
  });
});
