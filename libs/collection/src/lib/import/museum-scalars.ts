import type { IssueLog } from './issue-log';
import { cleanString, describeType, preview, toInteger } from './json-values';
import { readList } from './museum-text';
import { checkedYear, normaliseDate } from './record-dates';

function isAbsent(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * The record's `objectId`: a positive whole number, also as a digit string ("484640").
 * Without it the record cannot be identified, so a missing or bad id is an error.
 */
export function readObjectId(value: unknown, log: IssueLog): number | undefined {
  if (isAbsent(value)) {
    log.error('objectId', 'objectId is missing; the record cannot be identified');
    return undefined;
  }
  const id = toInteger(value);
  if (id === undefined || id <= 0) {
    log.error('objectId', `expected a positive whole number, got ${preview(value)}`);
    return undefined;
  }
  log.recordId = String(id);
  return id;
}

/** Text such as an inventory number; a number is taken as its digits ("1234"). */
export function readString(value: unknown, field: string, log: IssueLog): string | null {
  if (isAbsent(value)) return null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  const text = cleanString(value);
  if (text === undefined && typeof value !== 'string') {
    log.warn(field, `expected text, got ${describeType(value)}; ignored`);
  }
  return text ?? null;
}

/** A year field: a whole number 0–3000 (also as a digit string), else null with a warning. */
export function readYear(value: unknown, field: string, log: IssueLog): number | null {
  if (isAbsent(value)) return null;
  const year = checkedYear(toInteger(value));
  if (year === undefined) {
    log.warn(field, `expected a whole year between 0 and 3000, got ${preview(value)}; ignored`);
  }
  return year ?? null;
}

/** A date field kept as "YYYY-MM-DD" or a four-character year (see `normaliseDate`). */
export function readDate(value: unknown, field: string, log: IssueLog): string | null {
  if (isAbsent(value)) return null;
  const date = normaliseDate(value);
  if (date === undefined) {
    log.warn(field, `expected "YYYY-MM-DD" or a year, got ${preview(value)}; ignored`);
  }
  return date ?? null;
}

/** `children` / `parents`: object ids; an element that is not a positive id is dropped. */
export function readIdList(value: unknown, field: string, log: IssueLog): number[] {
  const ids: number[] = [];
  readList(value, field, log).forEach((raw, index) => {
    const id = toInteger(raw);
    if (id === undefined || id <= 0) {
      log.warn(`${field}[${index}]`, `expected an object id, got ${preview(raw)}; dropped`);
    } else {
      ids.push(id);
    }
  });
  return ids;
}

/** Extension `durationSeconds`: a whole number of seconds ≥ 0, else null. */
export function readDuration(value: unknown, log: IssueLog): number | null {
  if (isAbsent(value)) return null;
  const seconds = toInteger(value);
  if (seconds === undefined || seconds < 0) {
    log.warn('durationSeconds', 'expected a whole number of seconds ≥ 0; ignored');
    return null;
  }
  return seconds;
}
