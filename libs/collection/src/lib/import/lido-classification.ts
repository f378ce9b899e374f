import { LANGUAGES, categoryFromFinnishName } from '@kokoelma/domain';
import type { Category, LocalizedText } from '@kokoelma/domain';
import type { CollectionRecord } from '../model/record';
import type { IssueLog } from './issue-log';
import { conceptText, localizedText } from './lido-text';
import { isEmptyText } from './museum-text';
import { attribute, select } from './xml-element';
import type { XmlElement } from './xml-element';

/**
 * objectWorkType terms (Swedish, English, Finnish stems) → the spec's category values.
 * Tried in order on the lower-case term without its bracketed part ("Målningar (Måleri)"
 * → "målningar"). Documented in IMPORT.md.
 */
const WORK_TYPES: readonly (readonly [RegExp, Category])[] = [
  [/^(fotografi|foto|photo|valokuva)/, 'photo'],
  [/^(brev|letter|kirje)/, 'letter'],
  [/^(dokument|document|asiakirja)/, 'Document'],
  [/^(arkivmaterial|archive material|arkistoaineisto)/, 'archive-material'],
  [/^(film|video|ljud|sound|audio|elokuva|äänite)/, 'av-material'],
  [/^(serie|series|sarja)/, 'series'],
  [
    /^(konsthantverk|föremål|möbl|keramik|glas|textil|object|artefact|esine|applied art)/,
    'artefact',
  ],
  [
    /^(måln|paint|maalau|teckn|draw|piirus|grafik|print|graphic|skulptur|sculpt|veistos|miniatyr|miniature|pastell|akvarell|watercolou?r|collage|kollage|bildkonst|konstverk|artwork|taideteos)/,
    'artwork',
  ],
];

/** Classification types that are technical, not a class a visitor would see. */
const TECHNICAL_TYPES = /^europeana:/i;

function categoryOfTerm(term: string): Category | undefined {
  const key = term
    .replace(/\(.*?\)/g, '')
    .trim()
    .toLocaleLowerCase('sv');
  const finnish = categoryFromFinnishName(key);
  if (finnish) return finnish;
  return WORK_TYPES.find(([pattern]) => pattern.test(key))?.[1];
}

function termsOf(text: LocalizedText): string[] {
  return LANGUAGES.map((lang) => text[lang]).filter((term): term is string => Boolean(term));
}

function workTypes(descriptive: XmlElement | undefined): LocalizedText[] {
  return select(descriptive, 'objectClassificationWrap/objectWorkTypeWrap/objectWorkType')
    .map(conceptText)
    .filter((text) => !isEmptyText(text));
}

/**
 * The category from the first objectWorkType term that the table knows. LIDO sources
 * here are art museums, so an unknown or missing work type is taken as an artwork, with
 * a warning so that the table can grow.
 */
export function lidoCategory(
  descriptive: XmlElement | undefined,
  log: IssueLog,
): CollectionRecord['category'] {
  const types = workTypes(descriptive);
  for (const name of types) {
    const value = termsOf(name)
      .map(categoryOfTerm)
      .find((category) => category !== undefined);
    if (value) return { value, name };
  }
  const shown = types[0] ? termsOf(types[0]).join(' / ') : 'none';
  log.warn('objectWorkType', `unknown work type (${shown}); category set to artwork`);
  return { value: 'artwork', name: types[0] ?? {} };
}

function unique(texts: readonly LocalizedText[]): LocalizedText[] {
  const seen = new Set<string>();
  return texts.filter((text) => {
    const key = JSON.stringify(LANGUAGES.map((lang) => text[lang] ?? ''));
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** objectWorkType and classification terms, without technical (europeana:*) types. */
export function lidoClassifications(descriptive: XmlElement | undefined): LocalizedText[] {
  const classes = select(descriptive, 'objectClassificationWrap/classificationWrap/classification')
    .filter((element) => !TECHNICAL_TYPES.test(attribute(element, 'type') ?? ''))
    .map(conceptText);
  return unique([...workTypes(descriptive), ...classes].filter((text) => !isEmptyText(text)));
}

/**
 * Keywords from subjectWrap: subject concepts, depicted actors and places; a subjectSet
 * with none of those gives its displaySubject.
 */
export function lidoKeywords(descriptive: XmlElement | undefined): LocalizedText[] {
  const keywords: LocalizedText[] = [];
  for (const set of select(descriptive, 'objectRelationWrap/subjectWrap/subjectSet')) {
    const found = select(set, 'subject').flatMap((subject) => [
      ...select(subject, 'subjectConcept').map(conceptText),
      ...select(subject, 'subjectActor/actor').map(
        (actor) => localizedText(select(actor, 'nameActorSet/appellationValue')).text,
      ),
      ...select(subject, 'subjectPlace/place').map(
        (place) => localizedText(select(place, 'namePlaceSet/appellationValue')).text,
      ),
    ]);
    const nonEmpty = found.filter((text) => !isEmptyText(text));
    if (nonEmpty.length > 0) keywords.push(...nonEmpty);
    else keywords.push(localizedText(select(set, 'displaySubject')).text);
  }
  return unique(keywords.filter((text) => !isEmptyText(text)));
}
