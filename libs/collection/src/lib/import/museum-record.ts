import { categoryFromRecord, isMuseumId, museumFromOrganisation } from '@kokoelma/domain';
import type { MuseumId } from '@kokoelma/domain';
import type { CollectionRecord, LinkedImage, ParsedRecord, RecordImage } from '../model/record';
import { IssueLog } from './issue-log';
import { cleanString, describeType, isJsonObject } from './json-values';
import type { JsonObject } from './json-values';
import { readDimensions } from './museum-dimensions';
import { readImages } from './museum-images';
import { readPeople } from './museum-people';
import {
  readDate,
  readDuration,
  readIdList,
  readObjectId,
  readString,
  readYear,
} from './museum-scalars';
import { readOptionalText, readTermList, readText } from './museum-text';

/**
 * Validates one object of the museum's open API format (`/v1/objects`) and maps it to a
 * `CollectionRecord`. Never throws: a record that cannot be identified, or whose content
 * fields have the wrong shape, comes back as `ok: false` with every issue found; smaller
 * problems are worked around and reported as warnings. The rules are in IMPORT.md.
 *
 * @param raw One parsed JSON value from the dump.
 * @param recordNumber 1-based position of the record in its file, for the issues.
 */
export function parseMuseumRecord(raw: unknown, recordNumber: number): ParsedRecord {
  const log = new IssueLog(recordNumber);
  if (!isJsonObject(raw)) {
    log.error('record', `expected a record object, got ${describeType(raw)}`);
    return log.rejection();
  }
  const id = readObjectId(raw['objectId'], log);
  const record = readFields(raw, log);
  if (id === undefined || log.hasErrors) return log.rejection();
  return log.result({ id, ...record });
}

/** Every field but the id; reads all of them even after an error to report them all. */
function readFields(raw: JsonObject, log: IssueLog): Omit<CollectionRecord, 'id'> {
  const responsibleOrganisation = readString(
    raw['responsibleOrganisation'],
    'responsibleOrganisation',
    log,
  );
  const museum = museumFromOrganisation(responsibleOrganisation);
  const owner = readString(raw['owner'], 'owner', log);
  const linkedImages: LinkedImage[] = [];
  const images = readImages(raw['multimedia'], log, linkedImages);
  return {
    title: readText(raw['title'], 'title', log, 'error') ?? {},
    preferredTitle: readOptionalText(raw['preferredTitle'], 'preferredTitle', log, 'error'),
    category: readCategory(raw['category'], log),
    classifications: readTermList(raw['classifications'], 'classifications', log),
    keywords: readTermList(raw['keywords'], 'keywords', log),
    materials: readTermList(raw['materials'], 'materials', log),
    description: readText(raw['description'], 'description', log, 'error') ?? {},
    inventoryNumber: readString(raw['inventoryNumber'], 'inventoryNumber', log),
    museum,
    responsibleOrganisation,
    owner,
    people: readPeople(raw['people'], log),
    images,
    ...(linkedImages.length > 0 ? { linkedImages } : {}),
    dimensions: readDimensions(raw['dimensions'], log),
    dateFrom: readDate(raw['dateFrom'], 'dateFrom', log),
    datePrefix: readString(raw['datePrefix'], 'datePrefix', log),
    yearFrom: readYear(raw['yearFrom'], 'yearFrom', log),
    yearTo: readYear(raw['yearTo'], 'yearTo', log),
    acquisitionYear: readYear(raw['acquisitionYear'], 'acquisitionYear', log),
    acquisitionDate: readDate(raw['acquisitionDate'], 'acquisitionDate', log),
    acquisitionMethod: readOptionalText(
      raw['acquisitionMethod'],
      'acquisitionMethod',
      log,
      'warning',
    ),
    children: readIdList(raw['children'], 'children', log),
    parents: readIdList(raw['parents'], 'parents', log),
    onDisplay: readOnDisplay(raw['onDisplay'], museum, log),
    durationSeconds: readDuration(raw['durationSeconds'], log),
    rights: { license: recordLicense(raw, images, log), holder: owner },
    source: 'museum-api',
  };
}

/** The spec's category value from the Finnish name (or a valid `categoryId`), and the names. */
function readCategory(value: unknown, log: IssueLog): CollectionRecord['category'] {
  const name = readText(value, 'category', log, 'error') ?? {};
  if (!isJsonObject(value)) return { value: null, name };
  const category = categoryFromRecord({
    categoryId: cleanString(value['categoryId']) ?? null,
    fi: name.fi ?? null,
  });
  if (category === undefined) {
    log.warn('category', `unknown category ${JSON.stringify(name.fi ?? null)}; value is null`);
  }
  return { value: category ?? null, name };
}

/**
 * Extension `onDisplay: {museum, location?}`. `museum` must be a museum id; another value
 * falls back to the museum holding the object (objects are shown in their own museum far
 * more often than elsewhere), with a warning.
 */
function readOnDisplay(
  value: unknown,
  holder: MuseumId,
  log: IssueLog,
): CollectionRecord['onDisplay'] {
  if (value === undefined || value === null) return null;
  if (!isJsonObject(value)) {
    log.warn(
      'onDisplay',
      `expected {museum, location} or null, got ${describeType(value)}; ignored`,
    );
    return null;
  }
  const museum = value['museum'];
  if (!isMuseumId(museum)) {
    log.warn('onDisplay.museum', `not a museum id; the holder "${holder}" is used`);
  }
  return {
    museum: isMuseumId(museum) ? museum : holder,
    location: readOptionalText(value['location'], 'onDisplay.location', log, 'warning'),
  };
}

/**
 * Extension `rights.license`: the record's own `license` field (it describes the record's
 * metadata, which `rights.license` is), else the licence of the first image in display
 * order, which is what the open API actually publishes.
 */
function recordLicense(
  raw: JsonObject,
  images: readonly RecordImage[],
  log: IssueLog,
): string | null {
  const own = readString(raw['license'], 'license', log);
  return own ?? images.find((image) => image.license !== null)?.license ?? null;
}
