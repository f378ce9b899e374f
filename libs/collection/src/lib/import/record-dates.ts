import { isRealDate } from '@kokoelma/domain';

/** Years outside this range are typing errors in the data, not real dates of objects. */
export const YEAR_LIMITS = { min: 0, max: 3000 } as const;

/**
 * A date as `CollectionRecord.dateFrom` keeps it: "YYYY-MM-DD" (a real day) or a
 * four-character year. A longer ISO timestamp gives its date part as written, without
 * converting zones: the source wrote the museum's calendar date, and shifting it to
 * another zone could move it to the neighbouring day. Undefined when not a date.
 */
export function normaliseDate(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim();
  if (/^\d{4}$/.test(trimmed)) return trimmed;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(trimmed);
  if (!match) return undefined;
  const [, year, month, day] = match;
  const real = isRealDate({ year: Number(year), month: Number(month), day: Number(day) });
  return real ? `${year}-${month}-${day}` : undefined;
}

/** A whole year within {@link YEAR_LIMITS}, or undefined. */
export function checkedYear(year: number | undefined): number | undefined {
  if (year === undefined || !Number.isInteger(year)) return undefined;
  return year >= YEAR_LIMITS.min && year <= YEAR_LIMITS.max ? year : undefined;
}
