import { MUSEUM_TIME_ZONE, calendarDateOf } from './calendar-date.js';

/** Earliest year the search's year ranges offer (spec §9). */
export const YEAR_MIN = 1300;

/** An inclusive range of years. */
export interface YearRange {
  readonly min: number;
  readonly max: number;
}

/**
 * The range the year filters offer: {@link YEAR_MIN} to the current year (spec §9), the
 * year taken in the museum's zone so server and browser agree on New Year's Eve.
 */
export function yearRange(now: Date = new Date(), timeZone: string = MUSEUM_TIME_ZONE): YearRange {
  const year = calendarDateOf(now, timeZone)?.year ?? YEAR_MIN;
  return { min: YEAR_MIN, max: Math.max(YEAR_MIN, year) };
}

/**
 * `year` rounded to a whole year and kept inside `range`. NaN counts as the lower bound,
 * so a cleared input field falls back to the start of the range.
 */
export function clampYear(year: number, range: YearRange = yearRange()): number {
  if (Number.isNaN(year)) return range.min;
  return Math.min(range.max, Math.max(range.min, Math.round(year)));
}
