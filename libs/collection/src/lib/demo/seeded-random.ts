/**
 * A small seeded pseudo-random source for the demo collection. Demo data must be the same
 * on every machine and every run (tests compare it, screenshots show it), so nothing here
 * touches `Math.random`; the state is one 32-bit integer (mulberry32).
 */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** One value, chosen by relative weight: `[[value, weight], …]`. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** `count` distinct elements of `list` in random order (all when it has fewer). */
  sample<T>(list: readonly T[], count: number): T[];
  /** A new independent source derived from this one's next value. */
  fork(): SeededRandom;
}

/** Mixes a seed with further numbers (an image id, a purpose) into one 32-bit seed. */
export function mixSeed(...parts: readonly number[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    hash = Math.imul(hash ^ (part | 0), 0x01000193);
    hash = Math.imul(hash ^ Math.floor(part / 0x100000000), 0x01000193);
    hash ^= hash >>> 15;
  }
  return hash >>> 0;
}

/** The mulberry32 step: a fast generator with a full 2^32 period, plenty for demo data. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x100000000;
  };
}

/** A {@link SeededRandom} whose whole sequence is fixed by `seed`. */
export function createSeededRandom(seed: number): SeededRandom {
  const next = mulberry32(seed);
  const random: SeededRandom = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (list) => {
      const value = list[Math.floor(next() * list.length)];
      if (value === undefined) throw new RangeError('pick() needs a non-empty list');
      return value;
    },
    weighted: (entries) => pickWeighted(entries, next()),
    sample: (list, count) => sampleFrom(list, count, next),
    fork: () => createSeededRandom(Math.floor(next() * 0x100000000)),
  };
  return random;
}

/** Partial Fisher–Yates: only the first `count` places need shuffling. */
function sampleFrom<T>(list: readonly T[], count: number, next: () => number): T[] {
  const copy = [...list];
  const n = Math.min(Math.max(0, count), copy.length);
  for (let i = 0; i < n; i += 1) {
    const j = i + Math.floor(next() * (copy.length - i));
    const picked = copy[j] as T;
    copy[j] = copy[i] as T;
    copy[i] = picked;
  }
  return copy.slice(0, n);
}

function pickWeighted<T>(entries: readonly (readonly [T, number])[], roll: number): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let left = roll * total;
  for (const [value, weight] of entries) {
    left -= weight;
    if (left < 0) return value;
  }
  const last = entries[entries.length - 1];
  if (last === undefined) throw new RangeError('weighted() needs at least one entry');
  return last[0];
}
