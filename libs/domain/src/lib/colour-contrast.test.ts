import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DomainError } from './domain-error.js';
import { InvalidColourError, contrastRatio, relativeLuminance } from './colour-contrast.js';

const hex = fc
  .array(fc.integer({ min: 0, max: 255 }), { minLength: 3, maxLength: 3 })
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

describe('contrast', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 6);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(relativeLuminance('#000')).toBe(0);
  });

  it('rejects colours that are not hex', () => {
    expect(() => relativeLuminance('red')).toThrow(InvalidColourError);
    expect(() => contrastRatio('#12345', '#fff')).toThrow(DomainError);
    try {
      relativeLuminance('#zzz');
    } catch (error) {
      expect(error).toMatchObject({
        name: 'InvalidColourError',
        code: 'INVALID_COLOUR',
        colour: '#zzz',
      });
    }
  });

  it('is symmetric and between 1 and 21 (property)', () => {
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBe(contrastRatio(b, a));
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21 + 1e-9);
      }),
    );
  });
});
