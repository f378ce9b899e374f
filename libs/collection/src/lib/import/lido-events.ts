import type { LocalizedText } from '@kokoelma/domain';
import type { CollectionRecord } from '../record';
import type { IssueLog } from './issue-log';
import { conceptText, localizedText } from './lido-text';
import type { TextParts } from './museum-text';
import { isEmptyText } from './museum-text';
import { checkedYear, normaliseDate } from './record-dates';
import { firstText, select, selectFirst, textsAt } from './xml-element';
import type { XmlElement } from './xml-element';

/** Event types whose actors made the object (LIDO terms, Swedish, Finnish, German). */
const MAKING =
  /creat|produc|design|lido00012|tillverk|framställ|skapa|luomi|valmist|suunnit|herstell/i;
const ACQUIRING = /acqui|förvärv|inköp|hankin|erwerb/i;

/** A circa marker before a year in a display date: "ca 1696", "c. 1696", "omkring", "noin". */
const CIRCA = /(^|[\s(])(ca\.?|c\.|circa|omkring|noin|n\.)\s*\d/i;

/** The record's events split by what they mean for the record. */
export interface LidoEvents {
  /** Creation / production events, and events without a type (most sources omit it). */
  making: XmlElement[];
  /** Acquisition events. Other types (exhibition, provenance, …) are not mapped. */
  acquisition: XmlElement[];
}

function eventTypeText(event: XmlElement): string {
  return [...textsAt(event, 'eventType/term'), ...textsAt(event, 'eventType/conceptID')].join(' ');
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
 * Dates from the first event that has `eventDate/date`: earliestDate → yearFrom (and
 * dateFrom as written when it is a year or a full date), latestDate → yearTo. The
 * museum API's circa prefix "n." is set when a displayDate says circa ("ca 1696").
 */
export function eventDates(events: readonly XmlElement[], log: IssueLog): EventDates {
  const dated = events.find((event) => selectFirst(event, 'eventDate/date') !== undefined);
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
