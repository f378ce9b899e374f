import { mergeSameAs, sameAsUri } from '@kokoelma/domain';
import type { RecordPerson } from '../model/record';
import type { IssueLog } from './issue-log';
import { toId } from './json-values';
import { localizedText, preferredValue, siteLanguage } from './lido-text';
import { isEmptyText } from './museum-text';
import { qualifiedAttribution, splitQualifier } from '../model/person-names';
import { checkedYear } from './record-dates';
import { completeRole, roleNames } from '../model/role-names';
import type { RoleTexts } from '../model/role-names';
import { attribute, conceptIds, firstText, select, selectFirst, textOf } from './xml-element';
import type { XmlElement } from './xml-element';

/** Names that mean "maker not known": no person is created for them. */
const UNKNOWN_NAMES = new Set([
  'okänd',
  'okänd konstnär',
  'unknown',
  'unknown artist',
  'tuntematon',
  'tuntematon taiteilija',
  // German, Dutch, French and Latin-derived words of other museums' exports.
  'unbekannt',
  'unbekannter künstler',
  'onbekend',
  'onbekende kunstenaar',
  'anonym',
  'anoniem',
  'anonymous',
  'anonyme',
  'inconnu',
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
  const id = toId(conceptIds(selectFirst(actorInRole, 'roleActor'))[0]);
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

/** What a person is made of, from actorInRole or from a displayActorInRole text. */
export interface ActorParts {
  rawName: string;
  role: RecordPerson['role'];
  id: RecordPerson['id'];
  birth: string | undefined;
  death: string | undefined;
  isGroup: boolean;
  attribution: RecordPerson['attribution'];
  /** The actor's ids that are links (type URI, or an http(s) address). */
  sameAs?: string[];
}

function person(parts: ActorParts, field: string, log: IssueLog): RecordPerson | undefined {
  const { rawName, role } = parts;
  if (UNKNOWN_NAMES.has(rawName.toLocaleLowerCase('sv'))) return undefined;
  // "Rembrandt (Circle of)", "Copy after Raphael": the qualifier is the attribution, the
  // rest the name (taken out before splitting, so that the bracket is no family name).
  const qualified = splitQualifier(null, withoutRoleSuffix(rawName, role));
  const name = qualified.familyName ?? rawName;
  return {
    id: parts.id,
    ...(parts.isGroup ? { firstName: null, familyName: name } : splitName(name)),
    birthYear: lifeYear(parts.birth, `${field}.birth`, log),
    deathYear: lifeYear(parts.death, `${field}.death`, log),
    attribution: qualified.qualifier
      ? qualifiedAttribution({ attribution: parts.attribution, role }, qualified.qualifier)
      : parts.attribution,
    role,
    ...(parts.sameAs && parts.sameAs.length > 0 ? { sameAs: parts.sameAs } : {}),
  };
}

/**
 * The actor's `actorID`s that are links to other authority files: of type URI, or written
 * as an http(s) address (Wikidata, ULAN, VIAF, ISNI, Kanto); at most SAME_AS_LIMIT.
 */
function actorLinks(actor: XmlElement | undefined): string[] {
  const links = select(actor, 'actorID').flatMap((element) => {
    const text = textOf(element);
    if (text === undefined) return [];
    const typed = (attribute(element, 'type') ?? '').toLowerCase() === 'uri';
    if (!typed && !/^https?:\/\//i.test(text)) return [];
    const uri = sameAsUri(text);
    return uri === undefined ? [] : [uri];
  });
  return mergeSameAs([], links);
}

function readActor(
  actorInRole: XmlElement,
  field: string,
  log: IssueLog,
): RecordPerson | undefined {
  const actor = selectFirst(actorInRole, 'actor');
  const rawName = preferredValue(select(actor, 'nameActorSet/appellationValue'));
  if (rawName === undefined) return undefined;
  const texts = localizedText(select(actorInRole, 'attributionQualifierActor')).text;
  return person(
    {
      rawName,
      role: actorRole(actorInRole),
      id: toId(firstText(actor, 'actorID')),
      birth: firstText(actor, 'vitalDatesActor/earliestDate'),
      death: firstText(actor, 'vitalDatesActor/latestDate'),
      isGroup: GROUP_TYPES.test(actor ? (attribute(actor, 'type') ?? '') : ''),
      attribution: isEmptyText(texts) ? null : texts,
      sameAs: actorLinks(actor),
    },
    field,
    log,
  );
}

/** A role named in one text: in the table, else the text in every language. */
function roleFromText(text: string, lang: string | null): RecordPerson['role'] {
  const site = siteLanguage(lang);
  const role = site ? completeRole({ [site]: text }, null) : null;
  return role ?? { id: null, ...(roleNames(text) ?? { fi: text, sv: text, en: text }) };
}

/**
 * A person from a `displayActorInRole` text, for an eventActor that has no named
 * actorInRole: "Dürer, Albrecht (1471 - 1528), nach" → Albrecht Dürer, 1471–1528, role
 * "nach"; "Eliel Saarinen (1873–1950), arkkitehti". Life years come from a bracket of
 * years after the name, the role from the text after it; without such a bracket a last
 * comma part is a role only when the role table knows it ("…, painter"), since "Family,
 * First" is a name. A name ending in another bracket ("Kongo (Herstellende Ethnie)") is
 * kept whole, as groups are.
 */
export function displayActor(element: XmlElement): ActorParts | undefined {
  const text = textOf(element)?.replace(/\s+/g, ' ');
  if (text === undefined) return undefined;
  let name = text;
  let roleText: string | undefined;
  let birth: string | undefined;
  let death: string | undefined;
  const bracketed = /^(.*?\S)\s*\(([^()]*\d{3,4}[^()]*)\)\s*(?:[,;:]\s*(.*))?$/.exec(text);
  if (bracketed?.[1] && bracketed[2]) {
    name = bracketed[1];
    roleText = bracketed[3]?.trim() || undefined;
    const years = [...bracketed[2].matchAll(/\d{3,4}/g)].map((m) => m[0]);
    const deathOnly = years.length === 1 && /†|gest|died|death|död|kuoli/i.test(bracketed[2]);
    birth = deathOnly ? undefined : years[0];
    death = deathOnly ? years[0] : years[1];
  } else {
    const comma = text.lastIndexOf(',');
    const last = comma > 0 ? text.slice(comma + 1).trim() : '';
    if (last !== '' && roleNames(last)) {
      name = text.slice(0, comma).trim();
      roleText = last;
    }
  }
  // "Kongo (Herstellende Ethnie)": a bracket that is no qualifier names a group or a
  // culture, which is not split into first and family name.
  const bracket = /\([^()]*\)$/.test(name) && !splitQualifier(null, name).qualifier;
  return {
    rawName: name,
    role: roleText === undefined ? null : roleFromText(roleText, element.lang),
    id: null,
    birth,
    death,
    isGroup: bracket,
    attribution: null,
  };
}

/**
 * People from `eventActor/actorInRole` of the making events, in document order; an
 * eventActor with no named actorInRole gives the person its `displayActorInRole` names.
 * Actors named "unknown" (Okänd, Tuntematon, …) are left out: no people shows as "unknown".
 */
export function lidoActors(events: readonly XmlElement[], log: IssueLog): RecordPerson[] {
  const people: RecordPerson[] = [];
  events.forEach((event, eventIndex) => {
    let index = 0;
    for (const eventActor of select(event, 'eventActor')) {
      const roles = select(eventActor, 'actorInRole');
      const named = roles.filter((actorInRole) =>
        preferredValue(select(actorInRole, 'actor/nameActorSet/appellationValue')),
      );
      const field = `event[${eventIndex}].eventActor[${index}]`;
      if (named.length === 0) {
        const display = select(eventActor, 'displayActorInRole');
        const preferred = display.find((element) => siteLanguage(element.lang)) ?? display[0];
        const parts = preferred ? displayActor(preferred) : undefined;
        const found = parts ? person(parts, field, log) : undefined;
        if (found) people.push(found);
        else if (!parts && roles.length > 0)
          log.warn(field, 'actor has no name (nameActorSet/appellationValue); dropped');
        index += Math.max(roles.length, 1);
        continue;
      }
      roles.forEach((actorInRole) => {
        const roleField = `event[${eventIndex}].eventActor[${index}]`;
        index += 1;
        const found = readActor(actorInRole, roleField, log);
        if (found) people.push(found);
        else if (!named.includes(actorInRole))
          log.warn(roleField, 'actor has no name (nameActorSet/appellationValue); dropped');
      });
    }
  });
  return people;
}
