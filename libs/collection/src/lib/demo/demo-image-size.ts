// One rule for the size of a demo original, shared by the generator (which writes the
// size into the record) and the renderer (which draws the file), so a record's
// width/height always equal its rendered file's pixels.

/** Longest side of a typical demo original: small enough to render thousands quickly. */
export const DEMO_TYPICAL_MAX_SIDE = 1600;

/** An original whose longest side is at least this is "large": kept big for deep zoom. */
export const DEMO_LARGE_MIN_SIDE = 4000;

/** Longest side of a large original. */
export const DEMO_LARGE_MAX_SIDE = 6000;

export interface PixelSize {
  readonly width: number;
  readonly height: number;
}

/** True for a large original (deep zoom): longest side at least {@link DEMO_LARGE_MIN_SIDE}. */
export function isLargeDemoImage(size: PixelSize): boolean {
  return Math.max(size.width, size.height) >= DEMO_LARGE_MIN_SIDE;
}

/**
 * The pixel size a demo original is rendered at: `size` scaled down, keeping its aspect,
 * until the longest side is at most {@link DEMO_TYPICAL_MAX_SIDE} — or, for a large
 * image, at most {@link DEMO_LARGE_MAX_SIDE}. Idempotent: a size it returned comes back
 * unchanged, which is what keeps generator and renderer in step.
 */
export function demoOriginalSize(size: PixelSize): PixelSize {
  const width = Math.max(1, Math.round(size.width));
  const height = Math.max(1, Math.round(size.height));
  const longest = Math.max(width, height);
  const cap = longest >= DEMO_LARGE_MIN_SIDE ? DEMO_LARGE_MAX_SIDE : DEMO_TYPICAL_MAX_SIDE;
  if (longest <= cap) return { width, height };
  const scale = cap / longest;
  return {
    width: width >= height ? cap : Math.max(1, Math.round(width * scale)),
    height: height > width ? cap : Math.max(1, Math.round(height * scale)),
  };
}
