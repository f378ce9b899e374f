import { describe, expect, it } from 'vitest';
import { workRatio } from './work-ratio';

const dimension = (measurements: number[], sortLnu: number | null = 1) => ({
  measurements,
  unit: 'cm',
  sortLnu,
  measureType: { fi: 'korkeus x leveys' },
});

describe('the proportions of a work without an image', () => {
  it('come from its main measurements, height × width', () => {
    expect(workRatio([dimension([29.5, 39.8])])).toBeCloseTo(39.8 / 29.5);
    expect(workRatio([dimension([60, 40])])).toBeCloseTo(40 / 60);
  });

  it('stay within 1:2 … 2:1, and are unknown without two measurements', () => {
    expect(workRatio([dimension([10, 200])])).toBe(2);
    expect(workRatio([dimension([300, 10])])).toBe(0.5);
    expect(workRatio([dimension([42])])).toBeUndefined();
    expect(workRatio([dimension([0, 10])])).toBeUndefined();
    expect(workRatio([])).toBeUndefined();
  });
});
