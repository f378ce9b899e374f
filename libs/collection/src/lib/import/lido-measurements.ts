import type { LocalizedText } from '@kokoelma/domain';
import type { RecordDimension } from '../model/record';
import type { IssueLog } from './issue-log';
import { toNumber } from './json-values';
import { siteLanguage } from './lido-text';
import type { TextParts } from './museum-text';
import { attribute, firstText, select, textOf } from './xml-element';
import type { XmlElement } from './xml-element';

type Kind = 'picture' | 'frame' | 'other';

/** sortLnu per kind: picture sizes are the main measures (1); frames and others are not (3). */
const SORT_LNU: Readonly<Record<Kind, number>> = { picture: 1, frame: 3, other: 3 };

/** Names of the known kinds, to fill the languages the source label is not in. */
const KIND_NAMES: Readonly<Record<'picture' | 'frame', Required<TextParts>>> = {
  picture: { fi: 'koko', sv: 'mått', en: 'size' },
  frame: { fi: 'kehys', sv: 'ram', en: 'frame' },
};

const FRAME_LABEL =
  /^(ram|med ram|inramad|frame|framed|with frame|kehys|kehyksineen|kehystetty|rahmen|mit rahmen|gerahmt|lijst|met lijst|cadre|encadré)\b/i;
const PICTURE_LABEL = /^(mått|bildmått|storlek|size|dimensions?|measurements?|mitat|koko)$/i;

/**
 * A display label that only names what is measured ("korkeus 60 cm, leveys 80 cm",
 * "H 26,9 cm", "diameter"): the object's own size, a picture measure.
 */
const DIMENSION_LABEL =
  /^(h|b|w|d|l|t|ø|diam|height|width|depth|length|diameter|höhe|breite|tiefe|länge|durchmesser|korkeus|leveys|syvyys|pituus|halkaisija|höjd|bredd|djup|längd|hoogte|breedte|diepte|lengte|hauteur|largeur|profondeur)\.?$/i;

/**
 * measurementType order in a dimension: height × width × depth, as sizes are written
 * (English, German, Finnish, Swedish, Dutch, French type names).
 */
const TYPE_ORDER = [
  /height|höhe|hoehe|korkeus|höjd|hoogte|hauteur/,
  /width|breite|leveys|bredd|breedte|largeur/,
  /depth|tiefe|syvyys|djup|diepte|profondeur/,
];

/** One `displayObjectMeasurements` text: "Ram 49 x 43 x 7 cm" → frame, [49, 43, 7], cm. */
interface DisplayGroup {
  kind: Kind;
  label: string | undefined;
  lang: string | null;
  values: number[];
  unit: string | undefined;
}

interface Entry {
  type: string;
  unit: string | undefined;
  value: number;
}

function normaliseUnit(unit: string | undefined): string | undefined {
  const text = unit?.trim().toLowerCase();
  if (!text) return undefined;
  if (/^(cm|centimet(er|re)s?)$/.test(text)) return 'cm';
  if (/^(mm|millimet(er|re)s?)$/.test(text)) return 'mm';
  if (/^(m|met(er|re)s?)$/.test(text)) return 'm';
  return unit?.trim();
}

function parseDisplay(element: XmlElement): DisplayGroup | undefined {
  const text = textOf(element);
  const firstDigit = text?.search(/\d/) ?? -1;
  if (text === undefined || firstDigit < 0) return undefined;
  // The text's own label ("Ram 49 x 43 cm"), else the element's lido:label ("weight").
  const label =
    text
      .slice(0, firstDigit)
      .replace(/[\s:]+$/, '')
      .trim() ||
    attribute(element, 'label')?.trim() ||
    undefined;
  const values = [...text.matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => Number(m[0].replace(',', '.')));
  const unit = normaliseUnit(/\b(mm|cm|m)\.?\s*$/i.exec(text)?.[1]);
  if (label !== undefined && DIMENSION_LABEL.test(label)) {
    return { kind: 'picture', label: undefined, lang: element.lang, values, unit };
  }
  const kind: Kind =
    label === undefined || PICTURE_LABEL.test(label)
      ? 'picture'
      : FRAME_LABEL.test(label)
        ? 'frame'
        : 'other';
  return { kind, label, lang: element.lang, values, unit };
}

/** A value of a LIDO 1.0 element or of its 1.1 `term` child. */
function valueText(set: XmlElement, name: string): string | undefined {
  return firstText(set, name) ?? firstText(set, `${name}/term`);
}

function readEntries(set: XmlElement, field: string, log: IssueLog): Entry[] {
  const entries: Entry[] = [];
  select(set, 'objectMeasurements/measurementsSet').forEach((measurement, index) => {
    const raw = valueText(measurement, 'measurementValue');
    const value = toNumber(raw);
    if (value === undefined) {
      log.warn(
        `${field}.measurementsSet[${index}]`,
        `measurementValue "${raw ?? ''}" is not a number; dropped`,
      );
      return;
    }
    const type = valueText(measurement, 'measurementType')?.toLowerCase() ?? '';
    entries.push({ type, unit: normaliseUnit(valueText(measurement, 'measurementUnit')), value });
  });
  return entries;
}

/** Takes entries matching every value of the group from `remaining`, or none at all. */
function claim(group: DisplayGroup, remaining: Entry[]): Entry[] | undefined {
  const pool = [...remaining];
  const claimed: Entry[] = [];
  for (const value of group.values) {
    const index = pool.findIndex(
      (entry) =>
        Math.abs(entry.value - value) < 1e-9 &&
        (!group.unit || !entry.unit || entry.unit === group.unit),
    );
    const entry = pool[index];
    if (entry === undefined) return undefined;
    claimed.push(entry);
    pool.splice(index, 1);
  }
  remaining.splice(0, remaining.length, ...pool);
  return claimed;
}

function measureType(
  kind: Kind,
  label: string | undefined,
  lang: string | null,
): LocalizedText | null {
  const text: TextParts = kind === 'other' ? {} : { ...KIND_NAMES[kind] };
  const source = siteLanguage(lang);
  if (label !== undefined && source !== undefined) text[source] = label;
  else if (label !== undefined && kind === 'other') return { fi: label, sv: label, en: label };
  return Object.keys(text).length > 0 ? text : null;
}

function typeRank(type: string): number {
  const rank = TYPE_ORDER.findIndex((pattern) => pattern.test(type));
  return rank < 0 ? TYPE_ORDER.length : rank;
}

/** Entries no display text claimed, one dimension per unit, as height × width × depth. */
function leftovers(entries: readonly Entry[], kind: Kind): RecordDimension[] {
  const units = [...new Set(entries.map((entry) => entry.unit))];
  return units.map((unit) => ({
    measurements: entries
      .filter((entry) => entry.unit === unit)
      .sort((a, b) => typeRank(a.type) - typeRank(b.type))
      .map((entry) => entry.value),
    unit: unit ?? null,
    sortLnu: SORT_LNU[kind],
    measureType: kind === 'other' ? null : { ...KIND_NAMES[kind] },
  }));
}

/** What one objectMeasurementsSet gave. */
interface SetDimensions {
  dimensions: RecordDimension[];
  /**
   * Structured values of a set with no display text and no known extent: sources that
   * write one set per measure (height in one set, width in the next) are merged later.
   */
  loose: Entry[];
}

/** The kind an `extentMeasurements` names, when it is a frame ("Rahmen", "frame"). */
function extentKind(set: XmlElement): Kind | undefined {
  const extent = valueText(set, 'objectMeasurements/extentMeasurements');
  return extent !== undefined && FRAME_LABEL.test(extent) ? 'frame' : undefined;
}

function readSet(set: XmlElement, field: string, log: IssueLog): SetDimensions {
  const remaining = readEntries(set, field, log);
  const hadEntries = remaining.length > 0;
  const groups = select(set, 'displayObjectMeasurements')
    .map(parseDisplay)
    .filter((group): group is DisplayGroup => group !== undefined);
  const extent = extentKind(set);
  if (groups.length === 0 && extent === undefined) return { dimensions: [], loose: remaining };
  const dimensions: RecordDimension[] = [];
  for (const group of groups) {
    const claimed = hadEntries ? claim(group, remaining) : undefined;
    if (hadEntries && claimed === undefined) {
      log.warn(
        `${field}.displayObjectMeasurements`,
        `"${group.label ?? ''} ${group.values.join(' x ')}" does not match the measurementsSet values; not used`,
      );
      continue;
    }
    dimensions.push({
      measurements: group.values,
      unit: group.unit ?? claimed?.[0]?.unit ?? null,
      sortLnu: SORT_LNU[group.kind],
      measureType: measureType(group.kind, group.label, group.lang),
    });
  }
  const rest = groups.length === 0 ? (extent ?? 'picture') : 'other';
  return { dimensions: [...dimensions, ...leftovers(remaining, rest)], loose: [] };
}

/** True when no measurement type repeats within a unit: the values measure one thing. */
function distinctTypes(entries: readonly Entry[]): boolean {
  const seen = new Set<string>();
  for (const entry of entries) {
    const rank = typeRank(entry.type);
    const key = `${entry.unit ?? ''}|${rank < TYPE_ORDER.length ? rank : entry.type}`;
    if (entry.type === '' || seen.has(key)) return false;
    seen.add(key);
  }
  return true;
}

/**
 * Dimensions from `objectMeasurementsWrap/objectMeasurementsSet`. The structured
 * measurementsSet values hold picture and frame sizes mixed; each displayObjectMeasurements
 * text ("Mått 39 x 32 cm", "Ram 49 x 43 x 7 cm") says which values belong together and
 * what they measure. Picture sizes get sortLnu 1 (main measures), frames and other parts
 * sortLnu 3. Sets with structured values only, each naming other measures (height in one
 * set, width in the next, as Adlib exports write them), are one dimension. See IMPORT.md
 * for the whole rule.
 */
export function lidoDimensions(
  descriptive: XmlElement | undefined,
  log: IssueLog,
): RecordDimension[] {
  const sets = select(
    descriptive,
    'objectIdentificationWrap/objectMeasurementsWrap/objectMeasurementsSet',
  );
  const read = sets.map((set, index) => readSet(set, `objectMeasurementsSet[${index}]`, log));
  const loose = read.filter((result) => result.loose.length > 0);
  const merge = loose.length > 1 && distinctTypes(loose.flatMap((result) => result.loose));
  const dimensions: RecordDimension[] = [];
  read.forEach((result) => {
    dimensions.push(...result.dimensions);
    if (result.loose.length === 0) return;
    if (!merge) dimensions.push(...leftovers(result.loose, 'picture'));
    else if (result === loose[0]) {
      dimensions.push(
        ...leftovers(
          loose.flatMap((set) => set.loose),
          'picture',
        ),
      );
    }
  });
  return dimensions;
}
