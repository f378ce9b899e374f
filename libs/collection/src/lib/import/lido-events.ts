import type { LocalizedText } from '@kokoelma/domain';
import type { CollectionRecord } from '../model/record';
import type { IssueLog } from './issue-log';
import { conceptText, localizedText } from './lido-text';
import type { TextParts } from './museum-text';
import { isEmptyText } from './museum-text';
import { checkedYear, normaliseDate } from './record-dates';
import { conceptIds, firstText, select, selectFirst, skosLabels, textsAt } from './xml-element';
import type { XmlElement } from './xml-element';

/**
 * Event types whose actors made the object: LIDO terms (English, French, Dutch, Swedish,
 * Finnish, German) and LIDO terminology URIs (lido00012 creation, lido00007 production,
 * lido00224 designing).
 */
const MAKING =
  /creat|créat|produc|design|lido00012|lido00007|lido00224|tillverk|framställ|skapa|luomi|valmist|suunnit|herstell|entw[uo]rf|vervaardig|ontw[ie]?rp/i;
/** Acquisition events: words, and the LIDO terminology URI lido00001. */
const ACQUIRING = /acqui|förvärv|inköp|hankin|erwerb|verwerv|lido00001\b/i;

/**
 * A circa marker before a year in a display date: "ca 1696", "c. 1696", "omkring", "noin",
 * German "um 1520".
 */
const CIRCA = /(^|[\s(])(ca\.?|c\.|circa|omkring|noin|n\.|um)\s*\d/i;

/** Before Christ in a display date ("83 a.Chr.", "500 BC", "500 eKr."): no year is read from it. */
const BEFORE_CHRIST = /\b(b\.?\s?c\.?(e\.?)?|a\.?\s?chr|v\.?\s?chr|e\.?\s?kr|f\.?\s?kr)\b/i;

/** The record's events split by what they mean for the record. */
export interface LidoEvents {
  /** Creation / production events, and events without a type (most sources omit it). */
  making: XmlElement[];
  /** Acquisition events. Other types (exhibition, provenance, …) are not mapped. */
  acquisition: XmlElement[];
}

/** The type of an event as text: its terms, LIDO 1.1 skos labels and concept ids. */
function eventTypeText(event: XmlElement): string {
  const type = selectFirst(event, 'eventType');
  return [...textsAt(type, 'term'), ...skosLabels(type), ...conceptIds(type)].join(' ');
}

/** The events of `descriptiveMetadata`, split into making and acquisition. */
export function lidoEvents(descriptive: XmlElement | undefined): LidoEvents {
  const making: XmlElement[] = [];
  const acquisition: XmlElement[] = [];
  for (const event of select(descriptive, 'eventWrap/eventSet/event')) {
    const type = eventTypeText(event);
    if (type === '' || MAKING.test(type)) making.push(event);
    else if (ACQUIRING.test(type)) acquisition.push(event);
  }
  return { making, acquisition };
}

/** Dates of an event as the record keeps them. */
export interface EventDates {
  dateFrom: string | null;
  datePrefix: string | null;
  yearFrom: number | null;
  yearTo: number | null;
}

/** The year of a LIDO date ("1696", "1696-05-01", "-0500"); null with a warning when out of range. */
function yearOf(text: string | undefined, field: string, log: IssueLog): number | null {
  if (text === undefined) return null;
  const match = /^(-?\d{1,4})(?:-\d{2}){0,2}(?:[T ].*)?$/.exec(text);
  const year = checkedYear(match?.[1] === undefined ? undefined : Number(match[1]));
  if (year === undefined)
    log.warn(field, `expected a year between 0 and 3000, got "${text}"; ignored`);
  return year ?? null;
}

/**
 * Years written in a display date, for an event without `eventDate/date`: "1777",
 * "um 1520", "1910–1912", "Sign. 1777" give their first and last four-digit years. Nothing
 * for dates before Christ, or for more than two years (a list, not a span).
 */
function displayYears(display: readonly string[]): { from?: number; to?: number } {
  for (const text of display) {
    if (BEFORE_CHRIST.test(text)) continue;
    const years = [...text.matchAll(/(?<!\d)(\d{4})(?!\d)/g)]
      .map((m) => checkedYear(Number(m[1])))
      .filter((year): year is number => year !== undefined);
    if (years.length === 0 || years.length > 2) continue;
    const [from, to = from] = years;
    if (from !== undefined && to !== undefined && to >= from) return { from, to };
  }
  return {};
}

/**
 * Dates from the first event whose `eventDate/date` has an earliestDate or latestDate:
 * earliestDate → yearFrom (and dateFrom as written when it is a year or a full date),
 * latestDate → yearTo. Without such an event, the years written in the first display date
 * that has any ("um 1520", "1910–1912"). The museum API's circa prefix "n." is set when a
 * displayDate of that event says circa ("ca 1696").
 */
export function eventDates(events: readonly XmlElement[], log: IssueLog): EventDates {
  const dated = events.find(
    (event) =>
      firstText(event, 'eventDate/date/earliestDate') !== undefined ||
      firstText(event, 'eventDate/date/latestDate') !== undefined,
  );
  if (dated === undefined) {
    for (const event of events) {
      const display = textsAt(event, 'eventDate/displayDate');
      const { from, to } = displayYears(display);
      if (from === undefined) continue;
      return {
        dateFrom: String(from),
        datePrefix: display.some((text) => CIRCA.test(text)) ? 'n.' : null,
        yearFrom: from,
        yearTo: to ?? from,
      };
    }
    return { dateFrom: null, datePrefix: null, yearFrom: null, yearTo: null };
  }
  const date = selectFirst(dated, 'eventDate/date');
  const earliest = firstText(date, 'earliestDate');
  const latest = firstText(date, 'latestDate');
  const display = textsAt(dated, 'eventDate/displayDate');
  return {
    dateFrom: normaliseDate(earliest) ?? null,
    datePrefix: display.some((text) => CIRCA.test(text)) ? 'n.' : null,
    yearFrom: yearOf(earliest, 'eventDate.date.earliestDate', log),
    yearTo: yearOf(latest, 'eventDate.date.latestDate', log),
  };
}

/**
 * Materials of the making events: each `termMaterialsTech` is one material (its terms
 * per language). An event with no terms gives its `displayMaterialsTech` texts as one
 * material, merged across languages ("Olja på duk" + "Oil on canvas" is one material).
 */
export function eventMaterials(events: readonly XmlElement[]): LocalizedText[] {
  const materials: LocalizedText[] = [];
  for (const event of events) {
    const terms = select(event, 'eventMaterialsTech/materialsTech/termMaterialsTech')
      .map(conceptText)
      .filter((text) => !isEmptyText(text));
    if (terms.length > 0) {
      materials.push(...terms);
      continue;
    }
    const display = localizedText(select(event, 'eventMaterialsTech/displayMaterialsTech')).text;
    if (!isEmptyText(display)) materials.push(display);
  }
  return materials;
}

/** The acquisition: year and date of the first acquisition event, its method terms. */
export function acquisition(
  events: readonly XmlElement[],
  log: IssueLog,
): Pick<CollectionRecord, 'acquisitionYear' | 'acquisitionDate' | 'acquisitionMethod'> {
  const event = events[0];
  const earliest = firstText(event, 'eventDate/date/earliestDate');
  const method: TextParts = { ...localizedText(select(event, 'eventMethod/term')).text };
  return {
    acquisitionYear: yearOf(earliest, 'acquisition.eventDate.date.earliestDate', log),
    acquisitionDate: normaliseDate(earliest) ?? null,
    acquisitionMethod: isEmptyText(method) ? null : method,
  };
}
