import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SCALE_DRAWING_HEIGHT,
  SCALE_DRAWING_MAX_WIDTH,
  SCALE_PERSON_CM,
  scaleDrawing,
  scaleDrawingSize,
} from './scale-drawing.js';

const measure = (measurements: number[], unit: string | null, sortLnu: number | null = 1) => ({
  measurements,
  unit,
  sortLnu,
});

describe('scaleDrawing', () => {
  it('reads height × width in cm and draws both on one scale', () => {
    const drawing = scaleDrawing([measure([116.2, 159], 'cm')]);
    expect(drawing).toMatchObject({ heightCm: 116.2, widthCm: 159, depthCm: undefined });
    if (!drawing) throw new Error('no drawing');
    // The person is taller: 170 cm fills the height but for the margins.
    expect(drawing.person.height).toBeCloseTo(SCALE_PERSON_CM * drawing.scale, 9);
    expect(drawing.work.height / drawing.person.height).toBeCloseTo(116.2 / 170, 9);
    expect(drawing.work.width / drawing.work.height).toBeCloseTo(159 / 116.2, 9);
    // Side by side on one ground line, the person first, nothing overlapping.
    expect(drawing.person.y + drawing.person.height).toBeCloseTo(drawing.ground, 9);
    expect(drawing.work.y + drawing.work.height).toBeCloseTo(drawing.ground, 9);
    expect(drawing.work.x).toBeGreaterThan(drawing.person.x + drawing.person.width);
    expect(drawing.viewWidth).toBeGreaterThan(drawing.work.x + drawing.work.width);
    expect(drawing.viewHeight).toBeCloseTo(SCALE_DRAWING_HEIGHT, 9);
    expect(drawing.exact).toBe(true);
  });

  it('converts mm and m by the spec factors', () => {
    expect(scaleDrawing([measure([650, 810], 'mm')])).toMatchObject({ heightCm: 65, widthCm: 81 });
    expect(scaleDrawing([measure([2.5, 4, 0.5], 'm')])).toMatchObject({
      heightCm: 250,
      widthCm: 400,
      depthCm: 50,
    });
    const mm = scaleDrawing([measure([650, 810], 'mm')]);
    const cm = scaleDrawing([measure([65, 81], 'cm')]);
    expect(mm).toEqual(cm);
  });

  it('lets a work taller than the person fill the height', () => {
    const drawing = scaleDrawing([measure([340, 120], 'cm')]);
    if (!drawing) throw new Error('no drawing');
    expect(drawing.work.height).toBeGreaterThan(drawing.person.height);
    expect(drawing.work.height / drawing.person.height).toBeCloseTo(340 / 170, 9);
    expect(drawing.work.y).toBeGreaterThan(0);
  });

  it('draws nothing without two or three usable values in mm, cm or m', () => {
    expect(scaleDrawing(undefined)).toBeUndefined();
    expect(scaleDrawing([])).toBeUndefined();
    expect(scaleDrawing([measure([81], 'cm')])).toBeUndefined();
    expect(scaleDrawing([measure([1, 2, 3, 4], 'cm')])).toBeUndefined();
    expect(scaleDrawing([measure([65, 81], null)])).toBeUndefined();
    expect(scaleDrawing([measure([65, 81], 'in')])).toBeUndefined();
    expect(scaleDrawing([measure([0, 81], 'cm')])).toBeUndefined();
    expect(scaleDrawing([measure([65, Number.NaN], 'cm')])).toBeUndefined();
    expect(scaleDrawing([measure([-65, 81], 'cm')])).toBeUndefined();
  });

  it('takes the first usable main measure, not a frame listed later', () => {
    const drawing = scaleDrawing([
      measure([81], 'cm', 1),
      measure([65, 81], 'cm', 2),
      measure([90, 110], 'cm', 4),
    ]);
    expect(drawing).toMatchObject({ heightCm: 65, widthCm: 81 });
    expect(scaleDrawing([measure([90, 110], 'cm', 4)])).toBeUndefined();
  });

  it('keeps a huge work within the drawing and its person visible', () => {
    // A frieze 3 m high and 40 m long.
    const drawing = scaleDrawing([measure([3, 40], 'm')]);
    if (!drawing) throw new Error('no drawing');
    expect(drawing.viewWidth).toBeCloseTo(SCALE_DRAWING_MAX_WIDTH, 9);
    expect(drawing.viewHeight).toBeLessThan(SCALE_DRAWING_HEIGHT);
    expect(drawing.work.width / drawing.work.height).toBeCloseTo(40 / 3, 9);
    expect(drawing.person.height).toBeGreaterThan(2);
    expect(drawing.exact).toBe(true);
  });

  it('draws a tiny work large enough to see, and says it is no longer exact', () => {
    // A miniature of 2 × 1.5 cm: less than a drawing unit at the person's scale.
    const drawing = scaleDrawing([measure([20, 15], 'mm')]);
    if (!drawing) throw new Error('no drawing');
    expect(drawing.work.width).toBeGreaterThanOrEqual(1);
    expect(drawing.work.height).toBeGreaterThanOrEqual(1);
    expect(drawing.exact).toBe(false);
    expect(drawing).toMatchObject({ heightCm: 2, widthCm: 1.5 });
  });

  it('always fits its boxes in the view (property)', () => {
    const size = fc.double({ min: 0.01, max: 100_000, noNaN: true });
    fc.assert(
      fc.property(size, size, fc.constantFrom('mm', 'cm', 'm'), (h, w, unit) => {
        const drawing = scaleDrawing([measure([h, w], unit)]);
        if (!drawing) throw new Error('no drawing');
        for (const box of [drawing.person, drawing.work]) {
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.y).toBeGreaterThanOrEqual(-1e-9);
          expect(box.x + box.width).toBeLessThanOrEqual(drawing.viewWidth + 1e-9);
          expect(box.y + box.height).toBeLessThanOrEqual(drawing.viewHeight + 1e-9);
        }
        expect(drawing.viewHeight).toBeLessThanOrEqual(SCALE_DRAWING_HEIGHT + 1e-9);
      }),
    );
  });
});

describe('scaleDrawingSize', () => {
  it('says the size in cm in the language’s numbers', () => {
    const drawing = scaleDrawing([measure([1162, 1590], 'mm')]);
    if (!drawing) throw new Error('no drawing');
    expect(scaleDrawingSize(drawing, 'en')).toBe('116.2 × 159 cm');
    expect(scaleDrawingSize(drawing, 'fi')).toBe('116,2 × 159 cm');
    const deep = scaleDrawing([measure([1.2, 0.8, 0.45], 'm')]);
    if (!deep) throw new Error('no drawing');
    expect(scaleDrawingSize(deep, 'sv')).toBe('120 × 80 × 45 cm');
  });
});
