import { describe, expect, it } from 'vitest';
import { formatDimensions } from './format-dimensions.js';

describe('formatDimensions', () => {
  it('joins measurements with × and adds the unit', () => {
    expect(formatDimensions({ measurements: [65, 81], unit: 'cm' }, 'fi')).toBe('65 × 81 cm');
    expect(formatDimensions({ measurements: [65, 81, 3], unit: 'cm' }, 'en')).toBe(
      '65 × 81 × 3 cm',
    );
  });

  it('writes decimals the way each language does, without grouping', () => {
    const dimension = { measurements: [65.5, 1200.25], unit: 'mm' };
    expect(formatDimensions(dimension, 'fi')).toBe('65,5 × 1200,25 mm');
    expect(formatDimensions(dimension, 'sv')).toBe('65,5 × 1200,25 mm');
    expect(formatDimensions(dimension, 'en')).toBe('65.5 × 1200.25 mm');
  });

  it('leaves out a missing unit and gives undefined when nothing is measured', () => {
    expect(formatDimensions({ measurements: [12], unit: ' ' }, 'fi')).toBe('12');
    expect(formatDimensions({ measurements: [12], unit: null }, 'fi')).toBe('12');
    expect(formatDimensions({ measurements: [], unit: 'cm' }, 'fi')).toBeUndefined();
    expect(formatDimensions({ measurements: [Number.NaN], unit: 'cm' }, 'fi')).toBeUndefined();
  });
});
