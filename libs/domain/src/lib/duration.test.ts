import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { durationParts, formatDuration } from './duration.js';

describe('durations', () => {
  it('splits seconds into hours, minutes and seconds', () => {
    expect(durationParts(3723)).toEqual({ hours: 1, minutes: 2, seconds: 3 });
    expect(durationParts(59.6)).toEqual({ hours: 0, minutes: 1, seconds: 0 });
    expect(durationParts(90000)).toEqual({ hours: 25, minutes: 0, seconds: 0 });
  });

  it('rejects negative and non-finite lengths', () => {
    expect(durationParts(-1)).toBeUndefined();
    expect(durationParts(Number.NaN)).toBeUndefined();
    expect(formatDuration(Number.POSITIVE_INFINITY, 'fi')).toBeUndefined();
  });

  it('writes the parts as text, leaving out zero parts', () => {
    expect(formatDuration(3723, 'fi')).toBe('1 h 2 min 3 s');
    expect(formatDuration(3723, 'sv')).toBe('1 h 2 min 3 s');
    expect(formatDuration(125, 'en')).toBe('2 min 5 s');
    expect(formatDuration(3600, 'en')).toBe('1 h');
    expect(formatDuration(0, 'fi')).toBe('0 s');
  });

  it('puts the parts back together to the rounded total (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), (total) => {
        const parts = durationParts(total);
        expect(parts).toBeDefined();
        const { hours, minutes, seconds } = parts ?? { hours: 0, minutes: 0, seconds: 0 };
        expect(hours * 3600 + minutes * 60 + seconds).toBe(Math.round(total));
        expect(minutes).toBeLessThan(60);
        expect(seconds).toBeLessThan(60);
      }),
    );
  });
});
