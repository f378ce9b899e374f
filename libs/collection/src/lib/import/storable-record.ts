import type { CollectionRecord, RecordIssue } from '../model/record';

/** PostgreSQL `integer` (int4), the type of object ids and year columns. */
export const INT4_MAX = 2_147_483_647;
const INT4_MIN = -2_147_483_648;

const isInt4 = (value: number) => Number.isInteger(value) && value >= INT4_MIN && value <= INT4_MAX;

/** The source field an object's id comes from, for messages. */
function idField(record: CollectionRecord): string {
  return record.source === 'lido' ? 'lidoRecID' : 'objectId';
}

/**
 * Why a parsed record cannot be stored as it is: every number that goes into an integer
 * column must fit it. The parsers accept any positive safe integer as an object id (the
 * formats allow it), but the database's object ids are 32-bit (1 … 2,147,483,647), and
 * a value out of range would fail the whole batch's statement. Years are checked too,
 * for records that come from elsewhere than the two parsers (which keep them in
 * 0–3000). People ids are stored as text and images' numbers inside the document, so
 * they fit whatever they are. Empty when the record can be stored.
 */
export function storageIssues(record: CollectionRecord, recordNumber: number): RecordIssue[] {
  const issues: RecordIssue[] = [];
  const recordId = Number.isFinite(record.id) ? String(record.id) : null;
  const issue = (field: string, message: string) =>
    issues.push({ recordNumber, recordId, field, message });
  if (!Number.isInteger(record.id) || record.id < 1 || record.id > INT4_MAX) {
    issue(
      idField(record),
      `id ${String(record.id)} is outside the range of object ids the database stores ` +
        `(whole numbers 1 to ${INT4_MAX}); the record was not imported`,
    );
  }
  const years: Array<[string, number | null]> = [
    ['yearFrom', record.yearFrom],
    ['yearTo', record.yearTo],
    ['acquisitionYear', record.acquisitionYear],
    ...record.people.flatMap((person, index): Array<[string, number | null]> => [
      [`people[${index}].birthYear`, person.birthYear],
      [`people[${index}].deathYear`, person.deathYear],
    ]),
  ];
  for (const [field, value] of years) {
    if (value !== null && !isInt4(value)) {
      issue(
        field,
        `${String(value)} does not fit the database's integer column; the record was not imported`,
      );
    }
  }
  return issues;
}
