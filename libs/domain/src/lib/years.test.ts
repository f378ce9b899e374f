import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { YEAR_MIN, clampYear, yearRange } from './years.js';

describe('years', () => {
  it('ranges from 1300 to the current year', () => {
    expect(YEAR_MIN).toBe(1300);
    expect(yearRange(new Date('2025-06-01T12:00:00Z'))).toEqual({ min: 1300, max: 2025 });
    expect(yearRange().max).toBe(new Date().getFullYear());
  });

  it('takes the year in Helsinki, where New Year comes two hours before UTC', () => {
    const newYearInHelsinki = new Date('2025-12-31T22:30:00Z');
    expect(yearRange(newYearInHelsinki).max).toBe(2026);
    expect(yearRange(newYearInHelsinki, 'UTC').max).toBe(2025);
    expect(yearRange(new Date(Number.NaN))).toEqual({ min: 1300, max: 1300 });
  });

  it('clamps years into the range', () => {
    const range = { min: 1300, max: 2025 };
    expect(clampYear(1200, range)).toBe(1300);
    expect(clampYear(3000, range)).toBe(2025);
    expect(clampYear(1890.4, range)).toBe(1890);
    expect(clampYear(Number.NaN, range)).toBe(1300);
    expect(clampYear(1300)).toBe(1300);
  });

  it('always lands inside the range (property)', () => {
    fc.assert(
      fc.property(fc.double(), (year) => {
        const clamped = clampYear(year, { min: 1300, max: 2025 });
        expect(clamped).toBeGreaterThanOrEqual(1300);
        expect(clamped).toBeLessThanOrEqual(2025);
      }),
    );
  });
});
