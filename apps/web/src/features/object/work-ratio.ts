import { mainMeasures } from '@kokoelma/domain';
import type { CollectionObject } from '@kokoelma/contract/site';

/**
 * The proportions (width / height) of a work from its main measurements, "height x width"
 * as the museums list them; undefined without two of them. Kept within 1:2 … 2:1 so that
 * a scroll or a frieze still gets a usable frame.
 */
export function workRatio(dimensions: CollectionObject['dimensions']): number | undefined {
  const main = mainMeasures(dimensions).find((d) => d.measurements.length >= 2);
  const [height, width] = main?.measurements ?? [];
  if (!height || !width || height <= 0 || width <= 0) return undefined;
  return Math.min(2, Math.max(0.5, width / height));
}
