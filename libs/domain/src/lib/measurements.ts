import type { LocalizedText } from './localized.js';

/** Length units the measurement rules understand (spec §3). */
export const LENGTH_UNITS = ['mm', 'cm', 'm'] as const;

/** One of {@link LENGTH_UNITS}. */
export type LengthUnit = (typeof LENGTH_UNITS)[number];

/** How many centimetres one unit is (spec §9). */
export const UNIT_TO_CM: Readonly<Record<LengthUnit, number>> = { mm: 0.1, cm: 1, m: 100 };

/** Size in cm used when an object's measurements give no usable size (spec §5, §9). */
export const DEFAULT_SIZE_CM = 3;

/** One dimension record: numbers in one unit, e.g. height × width of a painting. */
export interface Dimension {
  readonly measurements: readonly number[];
  readonly unit?: string | null;
  /** Order of the record in the museum's list; 1, 2 or missing marks a main measure. */
  readonly sortLnu?: number | null;
  readonly measureType?: LocalizedText | null;
}

/** True when `unit` is mm, cm or m (exact, lower case, as the data carries it). */
export function isLengthUnit(unit: unknown): unit is LengthUnit {
  return typeof unit === 'string' && (LENGTH_UNITS as readonly string[]).includes(unit);
}

/**
 * `value` in centimetres. Factors below 1 are applied as a division by their exact
 * inverse (mm: ÷ 10), so 650 mm is exactly 65 cm rather than 65.00000000000001.
 */
export function toCentimetres(value: number, unit: LengthUnit): number {
  const factor = UNIT_TO_CM[unit];
  return factor < 1 ? value / (1 / factor) : value * factor;
}

/** The inverse of {@link toCentimetres}: a length in cm expressed in `unit`. */
export function fromCentimetres(valueCm: number, unit: LengthUnit): number {
  const factor = UNIT_TO_CM[unit];
  return factor < 1 ? valueCm * (1 / factor) : valueCm / factor;
}

/** True for a main measure: sortLnu 1, 2 or missing (spec §9). */
export function isMainMeasure(dimension: Pick<Dimension, 'sortLnu'>): boolean {
  const order = dimension.sortLnu;
  return order === null || order === undefined || order === 1 || order === 2;
}

/** The main measures of a list, in their order; search results show only these. */
export function mainMeasures<T extends Pick<Dimension, 'sortLnu'>>(dimensions: readonly T[]): T[] {
  return dimensions.filter(isMainMeasure);
}

/**
 * Largest sortLnu shown in an object's full list of measures. Spec §9 reads "sortLnu 1, 2
 * or missing counts as main measure; values above 3 hidden in the full list": the
 * "values" are sortLnu values, so records numbered 4 and up are hidden.
 */
export const FULL_LIST_MAX_SORT_LNU = 3;

/** True when a dimension belongs in the full list: sortLnu missing or at most 3. */
export function isShownInFullList(dimension: Pick<Dimension, 'sortLnu'>): boolean {
  const order = dimension.sortLnu;
  return order === null || order === undefined || order <= FULL_LIST_MAX_SORT_LNU;
}

/** The dimensions shown in the full list, in their order (see {@link FULL_LIST_MAX_SORT_LNU}). */
export function fullListMeasures<T extends Pick<Dimension, 'sortLnu'>>(
  dimensions: readonly T[],
): T[] {
  return dimensions.filter(isShownInFullList);
}

/** A dimension's finite values in cm, or none when its unit is missing or unknown. */
function valuesInCm(dimension: Dimension): number[] {
  if (!isLengthUnit(dimension.unit)) return [];
  const unit = dimension.unit;
  const values = dimension.measurements.filter((value) => Number.isFinite(value));
  // "A single zero" means "no size given"; a list of zeros says the same.
  if (values.every((value) => value === 0)) return [];
  return values.map((value) => toCentimetres(value, unit));
}

/**
 * Average of an object's measurements in cm, used to size objects relative to each other.
 * Uses the main measures when there are any (frames and parts are other records), skips
 * dimensions whose unit is missing or not mm/cm/m or whose values are all zero, and falls
 * back to {@link DEFAULT_SIZE_CM} when nothing usable is left (spec §5).
 */
export function averageSize(dimensions: readonly Dimension[] | null | undefined): number {
  const list = dimensions ?? [];
  const main = mainMeasures(list);
  const values = (main.length > 0 ? main : list).flatMap(valuesInCm);
  if (values.length === 0) return DEFAULT_SIZE_CM;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}
