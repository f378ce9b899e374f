import type { RecordPerson } from '../model/record';
import type { IssueLog } from './issue-log';
import { cleanString, describeType, isJsonObject, toId, toInteger } from './json-values';
import type { JsonObject } from './json-values';
import { readList, readOptionalText, textFromObject } from './museum-text';
import { withQualifierAsAttribution } from '../model/person-names';
import { checkedYear } from './record-dates';
import { completeRole } from '../model/role-names';

/**
 * `people[]` of the museum format. A person with neither first nor family name cannot be
 * shown or searched, so it is dropped with a warning; other bad values become null. An
 * attribution qualifier written into a name ("Circle of", "kopio", …) becomes the
 * person's attribution (person-names.ts).
 */
export function readPeople(value: unknown, log: IssueLog): RecordPerson[] {
  const people: RecordPerson[] = [];
  readList(value, 'people', log).forEach((item, index) => {
    const field = `people[${index}]`;
    if (!isJsonObject(item)) {
      log.warn(field, `expected a person object, got ${describeType(item)}; dropped`);
      return;
    }
    const person = readPerson(item, field, log);
    if (person) people.push(person);
  });
  return people;
}

function readPerson(item: JsonObject, field: string, log: IssueLog): RecordPerson | undefined {
  const firstName = cleanString(item['firstName']) ?? null;
  const familyName = cleanString(item['familyName']) ?? null;
  if (firstName === null && familyName === null) {
    log.warn(field, 'person has neither firstName nor familyName; dropped');
    return undefined;
  }
  // "Rembrandt (Circle of)" is Rembrandt, with "circle of" as the attribution.
  return withQualifierAsAttribution({
    id: toId(item['id']),
    firstName,
    familyName,
    birthYear: readLifeYear(item, 'birth', field, log),
    deathYear: readLifeYear(item, 'death', field, log),
    birthPlace: readPlace(item, 'birth', field, log),
    deathPlace: readPlace(item, 'death', field, log),
    attribution: readOptionalText(item['attribution'], `${field}.attribution`, log, 'warning'),
    role: readRole(item['role'], `${field}.role`, log),
  });
}

/**
 * `birthYear` / `deathYear`, falling back to the year of `birthDate` / `deathDate`
 * ("1854-07-21") when the year field is missing: some dumps carry only the date.
 */
function readLifeYear(
  item: JsonObject,
  which: 'birth' | 'death',
  field: string,
  log: IssueLog,
): number | null {
  const raw = item[`${which}Year`];
  if (raw !== undefined && raw !== null && raw !== '') {
    const year = checkedYear(toInteger(raw));
    if (year === undefined) {
      log.warn(`${field}.${which}Year`, 'expected a whole year between 0 and 3000; ignored');
    }
    return year ?? null;
  }
  const date = cleanString(item[`${which}Date`]);
  const fromDate = date === undefined ? undefined : /^(\d{4})(?:-|$)/.exec(date)?.[1];
  return checkedYear(fromDate === undefined ? undefined : Number(fromDate)) ?? null;
}

/** At most this many characters of a place of birth or death are kept. */
export const PLACE_MAX_LENGTH = 500;

/**
 * `birthPlace` / `deathPlace` as written ("Kiialan kartano, Porvoon mlk"), or null; a
 * value that is not text, or longer than {@link PLACE_MAX_LENGTH}, is ignored with a
 * warning.
 */
function readPlace(
  item: JsonObject,
  which: 'birth' | 'death',
  field: string,
  log: IssueLog,
): string | null {
  const raw = item[`${which}Place`];
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') {
    log.warn(`${field}.${which}Place`, `expected text, got ${describeType(raw)}; ignored`);
    return null;
  }
  const place = cleanString(raw) ?? null;
  if (place !== null && place.length > PLACE_MAX_LENGTH) {
    log.warn(`${field}.${which}Place`, `longer than ${PLACE_MAX_LENGTH} characters; ignored`);
    return null;
  }
  return place;
}

/** The person's role with text in every language (see `completeRole`); null when absent. */
function readRole(value: unknown, field: string, log: IssueLog): RecordPerson['role'] {
  if (value === undefined || value === null) return null;
  if (!isJsonObject(value)) {
    log.warn(field, `expected a role object, got ${describeType(value)}; ignored`);
    return null;
  }
  const role = completeRole(textFromObject(value, field, log), toId(value['id']));
  if (!role) log.warn(field, 'role has no text in any language; ignored');
  return role;
}
