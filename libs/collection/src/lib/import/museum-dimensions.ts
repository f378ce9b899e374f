import type { RecordDimension } from '../model/record';
import type { IssueLog } from './issue-log';
import { cleanString, describeType, isJsonObject, toInteger, toNumber } from './json-values';
import type { JsonObject } from './json-values';
import { readList, readOptionalText } from './museum-text';

/**
 * `dimensions[]` as the measurement rules read them. A value that is not a number is
 * dropped with a warning; a dimension left without any number is dropped too, since it
 * could only show as an empty size. The unit is kept as written (the rules decide which
 * units they understand).
 */
export function readDimensions(value: unknown, log: IssueLog): RecordDimension[] {
  const dimensions: RecordDimension[] = [];
  readList(value, 'dimensions', log).forEach((item, index) => {
    const field = `dimensions[${index}]`;
    if (!isJsonObject(item)) {
      log.warn(field, `expected a dimension object, got ${describeType(item)}; dropped`);
      return;
    }
    const dimension = readDimension(item, field, log);
    if (dimension) dimensions.push(dimension);
  });
  return dimensions;
}

function readDimension(
  item: JsonObject,
  field: string,
  log: IssueLog,
): RecordDimension | undefined {
  const measurements = readMeasurements(item['measurements'], `${field}.measurements`, log);
  if (measurements.length === 0) {
    log.warn(`${field}.measurements`, 'no numeric measurements; dimension dropped');
    return undefined;
  }
  const rawSort = item['sortLnu'];
  const sortLnu = toInteger(rawSort) ?? null;
  if (sortLnu === null && rawSort !== undefined && rawSort !== null) {
    log.warn(`${field}.sortLnu`, 'expected a whole number; ignored');
  }
  return {
    measurements,
    unit: cleanString(item['unit']) ?? null,
    sortLnu,
    measureType: readOptionalText(item['measureType'], `${field}.measureType`, log, 'warning'),
  };
}

/** Numbers of one dimension; a single number is taken as a list of one. */
function readMeasurements(value: unknown, field: string, log: IssueLog): number[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  const numbers: number[] = [];
  list.forEach((raw, index) => {
    const number = toNumber(raw);
    if (number === undefined) {
      log.warn(`${field}[${index}]`, `expected a number, got ${describeType(raw)}; dropped`);
    } else {
      numbers.push(number);
    }
  });
  return numbers;
}
