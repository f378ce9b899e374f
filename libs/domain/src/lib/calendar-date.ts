/**
 * The museum's time zone. Instants are turned into calendar dates here, so the server
 * (often in UTC) and a visitor's browser render the same date and hydration matches.
 */
export const MUSEUM_TIME_ZONE = 'Europe/Helsinki';

/** A day in the Gregorian calendar, without time or zone. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-US with numeric parts gives plain Latin digits whatever the host locale.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date of an instant in `timeZone`; undefined for an invalid Date. */
export function calendarDateOf(
  instant: Date,
  timeZone: string = MUSEUM_TIME_ZONE,
): CalendarDate | undefined {
  if (Number.isNaN(instant.getTime())) return undefined;
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** True when year-month-day names a real day (30 February does not exist). */
export function isRealDate({ year, month, day }: CalendarDate): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) {
    return false;
  }
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= (lengths[month - 1] ?? 0);
}
