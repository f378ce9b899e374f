import { MUSEUM_TIME_ZONE, calendarDateOf, isRealDate } from './calendar-date.js';
import type { CalendarDate } from './calendar-date.js';

/** Options of {@link formatDate}. */
export interface FormatDateOptions {
  /** Zone in which instants (Date values, times with an offset) are read; default Helsinki. */
  readonly timeZone?: string;
}

/** Date only, or date and time without a zone: the written day is the day meant. */
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/;

/** Date and time with Z or an offset: an instant, read in the museum's zone. */
const ZONED_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}(?::?\d{2})?)$/i;

/** `d.L.yyyy`: day and month without leading zeros, the year in four digits. */
function render({ year, month, day }: CalendarDate): string {
  return `${day}.${month}.${String(year).padStart(4, '0')}`;
}

/** Parses an ISO string to a calendar date without ever going through the host zone. */
function parseIso(text: string, timeZone: string): CalendarDate | undefined {
  const local = LOCAL_DATE.exec(text);
  if (local) {
    const date = { year: Number(local[1]), month: Number(local[2]), day: Number(local[3]) };
    return isRealDate(date) ? date : undefined;
  }
  const zoned = ZONED_DATE_TIME.exec(text);
  if (!zoned) return undefined;
  const [, day = '', time = '', zone = ''] = zoned;
  if (!isRealDate(parseIsoDay(day))) return undefined;
  // Normalise "+0200" and "+02" to "+02:00": only the colon form parses everywhere.
  const offset = /^[+-]\d{2}$/.test(zone)
    ? `${zone}:00`
    : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  return calendarDateOf(new Date(`${day}T${time}${offset.toUpperCase()}`), timeZone);
}

function parseIsoDay(day: string): CalendarDate {
  const [year, month, date] = day.split('-').map(Number);
  return { year: year ?? NaN, month: month ?? NaN, day: date ?? NaN };
}

/**
 * Formats a date as `d.L.yyyy`, e.g. "1890-03-05" → "5.3.1890" (spec §9). A four-character
 * string is a year and is returned as it is. A date-only ISO string is taken as written
 * (never shifted by a zone); a Date or a time with an offset is read in Europe/Helsinki.
 * Anything else, or an impossible date, gives undefined.
 */
export function formatDate(
  value: string | Date | null | undefined,
  options: FormatDateOptions = {},
): string | undefined {
  const timeZone = options.timeZone ?? MUSEUM_TIME_ZONE;
  if (value instanceof Date) {
    const date = calendarDateOf(value, timeZone);
    return date ? render(date) : undefined;
  }
  const text = value?.trim();
  if (!text) return undefined;
  if (text.length === 4) return text;
  const date = parseIso(text, timeZone);
  return date ? render(date) : undefined;
}

/** The dating fields of an object. */
export interface Dated {
  readonly dateFrom?: string | null;
  readonly yearFrom?: number | string | null;
}

/** An object's date for display: `dateFrom` formatted, else `yearFrom` as text, else undefined. */
export function objectDate(object: Dated, options: FormatDateOptions = {}): string | undefined {
  const date = formatDate(object.dateFrom, options);
  if (date !== undefined) return date;
  const year = object.yearFrom;
  if (year === null || year === undefined) return undefined;
  const text = String(year).trim();
  return text === '' ? undefined : text;
}
