import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEMO_LARGE_MAX_SIDE,
  DEMO_LARGE_MIN_SIDE,
  DEMO_TYPICAL_MAX_SIDE,
  demoOriginalSize,
  isLargeDemoImage,
} from './demo-image-size';

const sizes = fc.record({
  width: fc.integer({ min: 1, max: 20_000 }),
  height: fc.integer({ min: 1, max: 20_000 }),
});

describe('demoOriginalSize', () => {
  it('caps typical images at the typical side and large ones at the large side', () => {
    expect(demoOriginalSize({ width: 3000, height: 2000 })).toEqual({ width: 1600, height: 1067 });
    expect(demoOriginalSize({ width: 1000, height: 800 })).toEqual({ width: 1000, height: 800 });
    expect(demoOriginalSize({ width: 6000, height: 4000 })).toEqual({ width: 6000, height: 4000 });
    expect(demoOriginalSize({ width: 4000, height: 9000 })).toEqual({ width: 2667, height: 6000 });
  });

  it('is idempotent, so the generator and the renderer agree', () => {
    fc.assert(
      fc.property(sizes, (size) => {
        const once = demoOriginalSize(size);
        expect(demoOriginalSize(once)).toEqual(once);
      }),
    );
  });

  it('never enlarges, keeps large images large and the rest under the typical cap', () => {
    fc.assert(
      fc.property(sizes, (size) => {
        const result = demoOriginalSize(size);
        const longest = Math.max(result.width, result.height);
        expect(result.width).toBeLessThanOrEqual(size.width);
        expect(result.height).toBeLessThanOrEqual(size.height);
        expect(isLargeDemoImage(result)).toBe(isLargeDemoImage(size));
        expect(longest).toBeLessThanOrEqual(
          isLargeDemoImage(size) ? DEMO_LARGE_MAX_SIDE : DEMO_TYPICAL_MAX_SIDE,
        );
        if (isLargeDemoImage(size)) expect(longest).toBeGreaterThanOrEqual(DEMO_LARGE_MIN_SIDE);
      }),
    );
  });
});
