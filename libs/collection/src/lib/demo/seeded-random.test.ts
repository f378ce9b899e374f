import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom, mixSeed } from './seeded-random';

describe('createSeededRandom', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const take = (seed: number) => Array.from({ length: 5 }, createSeededRandom(seed).next);
    expect(take(42)).toEqual(take(42));
    expect(take(42)).not.toEqual(take(43));
  });

  it('keeps int() within its bounds, both included', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: -1000, max: 1000 }),
        fc.nat(50),
        (seed, min, span) => {
          const random = createSeededRandom(seed);
          for (let i = 0; i < 20; i += 1) {
            const value = random.int(min, min + span);
            expect(Number.isInteger(value) && value >= min && value <= min + span).toBe(true);
          }
        },
      ),
    );
  });

  it('samples distinct elements and never more than the list has', () => {
    const random = createSeededRandom(7);
    const picked = random.sample([1, 2, 3, 4, 5], 3);
    expect(new Set(picked).size).toBe(3);
    expect(random.sample([1, 2], 5)).toHaveLength(2);
  });

  it('honours weights roughly and refuses empty lists', () => {
    const random = createSeededRandom(1);
    const rolls = Array.from({ length: 2000 }, () =>
      random.weighted([
        ['a', 9],
        ['b', 1],
      ] as const),
    );
    const share = rolls.filter((roll) => roll === 'a').length / rolls.length;
    expect(share).toBeGreaterThan(0.85);
    expect(share).toBeLessThan(0.95);
    expect(() => random.pick([])).toThrow(RangeError);
  });

  it('mixes seeds into distinct 32-bit values', () => {
    expect(mixSeed(1, 2)).not.toBe(mixSeed(2, 1));
    expect(mixSeed(1, 300000)).toBe(mixSeed(1, 300000));
    expect(mixSeed(5)).toBeGreaterThanOrEqual(0);
    expect(mixSeed(5)).toBeLessThan(2 ** 32);
  });
});
