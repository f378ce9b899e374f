import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_SIZE_CM,
  LENGTH_UNITS,
  UNIT_TO_CM,
  averageSize,
  fromCentimetres,
  fullListMeasures,
  isLengthUnit,
  isMainMeasure,
  isShownInFullList,
  mainMeasures,
  toCentimetres,
} from './measurements.js';

const unit = fc.constantFrom(...LENGTH_UNITS);
const length = fc.double({ min: 0.001, max: 1e6, noNaN: true });

describe('unit conversion', () => {
  it('uses the spec factors mm 0.1, cm 1, m 100', () => {
    expect(UNIT_TO_CM).toEqual({ mm: 0.1, cm: 1, m: 100 });
    expect(toCentimetres(650, 'mm')).toBe(65);
    expect(toCentimetres(3, 'mm')).toBe(0.3);
    expect(toCentimetres(81, 'cm')).toBe(81);
    expect(toCentimetres(2.5, 'm')).toBe(250);
  });

  it('knows only mm, cm and m', () => {
    expect(LENGTH_UNITS.every(isLengthUnit)).toBe(true);
    for (const other of ['in', 'CM', '', null, undefined, 10])
      expect(isLengthUnit(other)).toBe(false);
  });

  it('round-trips through centimetres (property)', () => {
    fc.assert(
      fc.property(length, unit, (value, u) => {
        expect(fromCentimetres(toCentimetres(value, u), u)).toBeCloseTo(value, 6);
      }),
    );
  });

  it('agrees with the factor table (property)', () => {
    fc.assert(
      fc.property(length, unit, (value, u) => {
        const cm = toCentimetres(value, u);
        expect(Math.abs(cm - value * UNIT_TO_CM[u])).toBeLessThanOrEqual(Math.abs(cm) * 1e-12);
      }),
    );
  });
});

describe('main measures and the full list', () => {
  it('counts sortLnu 1, 2 or missing as a main measure', () => {
    expect(isMainMeasure({ sortLnu: 1 })).toBe(true);
    expect(isMainMeasure({ sortLnu: 2 })).toBe(true);
    expect(isMainMeasure({})).toBe(true);
    expect(isMainMeasure({ sortLnu: null })).toBe(true);
    expect(isMainMeasure({ sortLnu: 3 })).toBe(false);
    const list = [{ sortLnu: 3 }, { sortLnu: 1 }, { sortLnu: 4 }, {}];
    expect(mainMeasures(list)).toEqual([{ sortLnu: 1 }, {}]);
  });

  it('hides sortLnu values above 3 in the full list', () => {
    expect(isShownInFullList({ sortLnu: 3 })).toBe(true);
    expect(isShownInFullList({ sortLnu: 4 })).toBe(false);
    expect(isShownInFullList({ sortLnu: undefined })).toBe(true);
    const list = [{ sortLnu: 1 }, { sortLnu: 5 }, { sortLnu: 3 }, { sortLnu: null }];
    expect(fullListMeasures(list)).toEqual([{ sortLnu: 1 }, { sortLnu: 3 }, { sortLnu: null }]);
  });
});

describe('averageSize', () => {
  it('averages the measurements in centimetres', () => {
    expect(averageSize([{ measurements: [65, 81], unit: 'cm' }])).toBe(73);
    expect(averageSize([{ measurements: [650, 810], unit: 'mm' }])).toBe(73);
    expect(averageSize([{ measurements: [1, 2], unit: 'm' }])).toBe(150);
  });

  it('falls back to 3 cm as spec §5 lists', () => {
    expect(DEFAULT_SIZE_CM).toBe(3);
    expect(averageSize([])).toBe(3);
    expect(averageSize(null)).toBe(3);
    expect(averageSize([{ measurements: [], unit: 'cm' }])).toBe(3);
    expect(averageSize([{ measurements: [0], unit: 'cm' }])).toBe(3);
    expect(averageSize([{ measurements: [0, 0], unit: 'mm' }])).toBe(3);
    expect(averageSize([{ measurements: [65, 81] }])).toBe(3);
    expect(averageSize([{ measurements: [65, 81], unit: null }])).toBe(3);
    expect(averageSize([{ measurements: [65, 81], unit: 'in' }])).toBe(3);
  });

  it('uses main measures, skipping unusable ones, before anything else', () => {
    const frameAndPicture = [
      { measurements: [100, 120], unit: 'cm', sortLnu: 3 },
      { measurements: [65, 81], unit: 'cm', sortLnu: 1 },
      { measurements: [1, 1], unit: 'ft', sortLnu: 2 },
    ];
    expect(averageSize(frameAndPicture)).toBe(73);
    expect(averageSize([{ measurements: [100, 120], unit: 'cm', sortLnu: 3 }])).toBe(110);
    expect(averageSize([{ measurements: [Number.NaN, 10], unit: 'cm' }])).toBe(10);
  });

  it('lies between the smallest and largest converted value (property)', () => {
    fc.assert(
      fc.property(fc.array(length, { minLength: 1, maxLength: 8 }), unit, (values, u) => {
        const cm = values.map((value) => toCentimetres(value, u));
        const average = averageSize([{ measurements: values, unit: u }]);
        expect(average).toBeGreaterThanOrEqual(Math.min(...cm) * (1 - 1e-12));
        expect(average).toBeLessThanOrEqual(Math.max(...cm) * (1 + 1e-12));
      }),
    );
  });
});
