import type { RecordPerson } from '../record';
import type { IssueLog } from './issue-log';
import { toId } from './json-values';
import { localizedText, preferredValue } from './lido-text';
import { isEmptyText } from './museum-text';
import { qualifiedAttribution, splitQualifier } from './person-names';
import { checkedYear } from './record-dates';
import { completeRole, roleNames } from './role-names';
import type { RoleTexts } from './role-names';
import { attribute, firstText, select, selectFirst, textOf } from './xml-element';
import type { XmlElement } from './xml-element';

/** Names that mean "maker not known": no person is created for them. */
const UNKNOWN_NAMES = new Set([
  'okänd',
  'okänd konstnär',
  'unknown',
  'unknown artist',
  'tuntematon',
  'tuntematon taiteilija',
]);

/** Particles that start a family name: "Cornelis van der Meulen" → "van der Meulen". */
const PARTICLES = new Set([
  'af',
  'av',
  'da',
  'de',
  'del',
  'della',
  'den',
  'der',
  'di',
  'du',
  'la',
  'le',
  'ten',
  'ter',
  'van',
  'von',
  'zu',
]);

/** Actor types that are not a person: their name is not split. */
const GROUP_TYPES = /corporat|organi[sz]ation|group|family|institution/i;

/** A name split into first and family name. */
export interface NameParts {
  firstName: string | null;
  familyName: string | null;
}

/**
 * Splits a LIDO actor name: "Family, First" (the inverted form LIDO recommends) at its
 * first comma; "First Family" before the family name, which starts at the first particle
 * (van, von, de, af, …) or is the last word. A single word is a family name, as the
 * museum API writes artist groups.
 */
export function splitName(name: string): NameParts {
  const comma = name.indexOf(',');
  if (comma > 0) {
    const first = name.slice(comma + 1).trim();
    return { firstName: first || null, familyName: name.slice(0, comma).trim() };
  }
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: null, familyName: words[0] ?? null };
  let start = words.findIndex((word, index) => index > 0 && PARTICLES.has(word));
  if (start < 0 || start === words.length - 1) start = words.length - 1;
  return { firstName: words.slice(0, start).join(' '), familyName: words.slice(start).join(' ') };
}

/** The year part of a vital date ("1854", "1854-07-21"); null when absent or out of range. */
function lifeYear(text: string | undefined, field: string, log: IssueLog): number | null {
  if (text === undefined) return null;
  const year = checkedYear(Number(/^-?\d{1,4}/.exec(text)?.[0] ?? Number.NaN));
  if (year === undefined)
    log.warn(field, `expected a year between 0 and 3000, got "${text}"; ignored`);
  return year ?? null;
}

/**
 * The role from roleActor terms: each term keeps its language, the others come from the
 * role table (see role-names.ts). A term in no site language is used as is, or through
 * the table when it names a known role.
 */
function actorRole(actorInRole: XmlElement): RecordPerson['role'] {
  const terms = select(actorInRole, 'roleActor/term');
  const id = toId(firstText(actorInRole, 'roleActor/conceptID'));
  const texts: RoleTexts = { ...localizedText(terms).text };
  const role = completeRole(texts, id);
  if (role) return role;
  const other = terms.map(textOf).find((text) => text !== undefined);
  if (other === undefined) return null;
  return { id, ...(roleNames(other) ?? { fi: other, sv: other, en: other }) };
}

/** "Nicolaes Millich (Copy after)" → "Nicolaes Millich" when the brackets repeat the role. */
function withoutRoleSuffix(name: string, role: RecordPerson['role']): string {
  const match = /^(.*\S)\s*\(([^()]+)\)$/.exec(name);
  if (!match?.[1] || !match[2] || !role) return name;
  const suffix = match[2].trim().toLocaleLowerCase('sv');
  const labels = [role.fi, role.sv, role.en].map((label) => label.toLocaleLowerCase('sv'));
  return labels.includes(suffix) ? match[1] : name;
}

function readActor(
  actorInRole: XmlElement,
  field: string,
  log: IssueLog,
): RecordPerson | undefined {
  const actor = selectFirst(actorInRole, 'actor');
  const rawName = preferredValue(select(actor, 'nameActorSet/appellationValue'));
  if (rawName === undefined) {
    log.warn(field, 'actor has no name (nameActorSet/appellationValue); dropped');
    return undefined;
  }
  if (UNKNOWN_NAMES.has(rawName.toLocaleLowerCase('sv'))) return undefined;
  const role = actorRole(actorInRole);
  // "Rembrandt (Circle of)", "Copy after Raphael": the qualifier is the attribution, the
  // rest the name (taken out before splitting, so that the bracket is no family name).
  const qualified = splitQualifier(null, withoutRoleSuffix(rawName, role));
  const name = qualified.familyName ?? rawName;
  const isGroup = GROUP_TYPES.test(actor ? (attribute(actor, 'type') ?? '') : '');
  const texts = localizedText(select(actorInRole, 'attributionQualifierActor')).text;
  const attribution = isEmptyText(texts) ? null : texts;
  return {
    id: toId(firstText(actor, 'actorID')),
    ...(isGroup ? { firstName: null, familyName: name } : splitName(name)),
    birthYear: lifeYear(firstText(actor, 'vitalDatesActor/earliestDate'), `${field}.birth`, log),
    deathYear: lifeYear(firstText(actor, 'vitalDatesActor/latestDate'), `${field}.death`, log),
    attribution: qualified.qualifier
      ? qualifiedAttribution({ attribution, role }, qualified.qualifier)
      : attribution,
    role,
  };
}

/**
 * People from `eventActor/actorInRole` of the making events, in document order. Actors
 * named "unknown" (Okänd, Tuntematon, …) are left out: no people shows as "unknown".
 */
export function lidoActors(events: readonly XmlElement[], log: IssueLog): RecordPerson[] {
  const people: RecordPerson[] = [];
  events.forEach((event, eventIndex) => {
    select(event, 'eventActor/actorInRole').forEach((actorInRole, index) => {
      const field = `event[${eventIndex}].eventActor[${index}]`;
      const person = readActor(actorInRole, field, log);
      if (person) people.push(person);
    });
  });
  return people;
}
