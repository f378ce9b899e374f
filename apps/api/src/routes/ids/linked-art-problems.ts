import { LINKED_ART_CONTEXT } from '@kokoelma/domain';

// For tests: what breaks Linked Art 1.0's structure (https://linked.art/model/) in a
// document, as the model and its JSON schemas (linked-art/json-validator: core.json,
// object.json, person.json) state it. No package ships those schemas, so their rules
// are stated again here, for the classes and properties this site writes: a document
// with a class, a property or a shape the model does not have fails.

/** The classes the model has, of those a museum's object and person documents use. */
const CLASSES = new Set([
  'HumanMadeObject',
  'Person',
  'Group',
  'Type',
  'Language',
  'Name',
  'Identifier',
  'LinguisticObject',
  'VisualItem',
  'DigitalObject',
  'DigitalService',
  'InformationObject',
  'Production',
  'Birth',
  'Death',
  'TimeSpan',
  'Place',
]);

/** The properties each class may have (JSON-LD keys of the Linked Art context). */
const COMMON = ['id', 'type', '_label', 'classified_as', 'identified_by', 'referred_to_by'];
const PROPERTIES: Record<string, readonly string[]> = {
  HumanMadeObject: [
    '@context',
    ...COMMON,
    'produced_by',
    'representation',
    'subject_of',
    'current_owner',
    'member_of',
    'made_of',
    'dimension',
    'shows',
  ],
  Person: ['@context', ...COMMON, 'born', 'died', 'subject_of', 'representation', 'equivalent'],
  Group: COMMON,
  Type: COMMON,
  Language: COMMON,
  Name: [...COMMON, 'content', 'language', 'part'],
  Identifier: [...COMMON, 'content', 'part'],
  LinguisticObject: [...COMMON, 'content', 'language', 'digitally_carried_by'],
  VisualItem: [...COMMON, 'digitally_shown_by'],
  DigitalObject: [
    ...COMMON,
    'access_point',
    'format',
    'conforms_to',
    'language',
    'digitally_available_via',
  ],
  DigitalService: [...COMMON, 'access_point', 'conforms_to'],
  InformationObject: COMMON,
  Production: [...COMMON, 'timespan', 'carried_out_by', 'technique', 'part', 'took_place_at'],
  Birth: [...COMMON, 'timespan', 'took_place_at'],
  Death: [...COMMON, 'timespan', 'took_place_at'],
  Place: COMMON,
  TimeSpan: [
    ...COMMON,
    'begin_of_the_begin',
    'end_of_the_begin',
    'begin_of_the_end',
    'end_of_the_end',
  ],
};

/** What each property's values must be: the classes the model allows there. */
const RANGES: Record<string, readonly string[]> = {
  classified_as: ['Type'],
  identified_by: ['Name', 'Identifier'],
  referred_to_by: ['LinguisticObject'],
  language: ['Language'],
  part: ['Name', 'Identifier', 'Production'],
  produced_by: ['Production'],
  born: ['Birth'],
  died: ['Death'],
  timespan: ['TimeSpan'],
  carried_out_by: ['Person', 'Group'],
  current_owner: ['Person', 'Group'],
  representation: ['VisualItem'],
  digitally_shown_by: ['DigitalObject'],
  digitally_carried_by: ['DigitalObject'],
  digitally_available_via: ['DigitalService'],
  access_point: ['DigitalObject'],
  conforms_to: ['InformationObject'],
  subject_of: ['LinguisticObject'],
  took_place_at: ['Place'],
  // The same entity elsewhere (another authority file): a reference of the same class.
  equivalent: ['Person', 'Group'],
};
/** Properties whose value is one node, not a list. */
const SINGLE = new Set(['produced_by', 'born', 'died', 'timespan']);
const DATE_TIME = /^-?\d{4,}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
const AAT_ID = /^http:\/\/vocab\.getty\.edu\/aat\/\d+$/;
const URI = /^https?:\/\/[^\s]+$/;

/** Every rule of the model the document breaks, each with where; empty when none. */
export function linkedArtProblems(doc: unknown): string[] {
  const problems: string[] = [];
  const top = doc as Record<string, unknown>;
  if (top?.['@context'] !== LINKED_ART_CONTEXT) problems.push('@context: not Linked Art 1.0');
  if (typeof top?.['id'] !== 'string' || !URI.test(top['id'])) problems.push('id: not a URI');
  if (typeof top?.['_label'] !== 'string' || top['_label'] === '') problems.push('_label: none');
  node(doc, '$', true);
  return problems;

  function node(value: unknown, at: string, isTop = false): void {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      problems.push(`${at}: not an object`);
      return;
    }
    const n = value as Record<string, unknown>;
    const cls = n['type'];
    if (typeof cls !== 'string' || !CLASSES.has(cls)) {
      problems.push(`${at}: type ${String(cls)} is no Linked Art class`);
      return;
    }
    if (!isTop && '@context' in n) problems.push(`${at}: @context inside the document`);
    const allowed = PROPERTIES[cls] ?? [];
    for (const [key, v] of Object.entries(n)) {
      if (!allowed.includes(key)) problems.push(`${at}.${key}: not a property of ${cls}`);
      if (key === 'id' && (typeof v !== 'string' || !URI.test(v))) {
        problems.push(`${at}.id: not a URI`);
      }
      if (key === '_label' && typeof v !== 'string') problems.push(`${at}._label: not text`);
      if (key === 'content' && (typeof v !== 'string' || v === '')) {
        problems.push(`${at}.content: not text`);
      }
      if (key.startsWith('begin_of') || key.startsWith('end_of')) {
        if (typeof v !== 'string' || !DATE_TIME.test(v)) problems.push(`${at}.${key}: no date`);
      }
      const range = RANGES[key];
      if (!range) continue;
      const items = SINGLE.has(key) ? [v] : v;
      if (!Array.isArray(items)) {
        problems.push(`${at}.${key}: not a list`);
        continue;
      }
      items.forEach((item: unknown, i) => {
        const where = SINGLE.has(key) ? `${at}.${key}` : `${at}.${key}[${i}]`;
        const itemType = (item as { type?: unknown } | null)?.type;
        if (typeof itemType !== 'string' || !range.includes(itemType)) {
          problems.push(`${where}: ${String(itemType)} where ${range.join('/')} belongs`);
          return;
        }
        node(item, where);
      });
    }
    // Names and identifiers carry their text; types and languages are AAT terms.
    if ((cls === 'Name' || cls === 'Identifier') && typeof n['content'] !== 'string') {
      problems.push(`${at}: a ${cls} without content`);
    }
    if ((cls === 'Type' || cls === 'Language') && !AAT_ID.test(String(n['id']))) {
      problems.push(`${at}: a ${cls} that is not a Getty AAT term`);
    }
    if ((cls === 'Type' || cls === 'Language') && typeof n['_label'] !== 'string') {
      problems.push(`${at}: a ${cls} without _label`);
    }
    if (cls === 'DigitalObject' && Array.isArray(n['access_point'])) {
      for (const point of n['access_point'] as Array<{ id?: unknown }>) {
        if (typeof point.id !== 'string' || !URI.test(point.id)) {
          problems.push(`${at}.access_point: no URI`);
        }
      }
    }
  }
}
