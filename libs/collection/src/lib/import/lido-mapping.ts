import { LANGUAGES, museumFromOrganisation } from '@kokoelma/domain';
import type { LocalizedText } from '@kokoelma/domain';
import type { CollectionRecord, ParsedRecord } from '../model/record';
import { IssueLog } from './issue-log';
import { lidoActors } from './lido-actors';
import { lidoCategory, lidoClassifications, lidoKeywords } from './lido-classification';
import { acquisition, eventDates, eventMaterials, lidoEvents } from './lido-events';
import { LidoIdRegistry, lidoRecordId } from './lido-id';
import { licenseOf, lidoImages } from './lido-images';
import { lidoDimensions } from './lido-measurements';
import { isAlternate, localizedText, preferredValue, siteLanguage } from './lido-text';
import type { TextParts } from './museum-text';
import { attribute, firstText, select, selectFirst, textOf, textsAt } from './xml-element';
import type { XmlElement } from './xml-element';

const IDENTIFICATION = 'objectIdentificationWrap';

function isFormer(element: XmlElement): boolean {
  return (attribute(element, 'type') ?? '').trim().toLowerCase() === 'former';
}

/** The current repository: the first repositorySet not marked `lido:type="former"`. */
function currentRepository(descriptive: XmlElement | undefined): XmlElement | undefined {
  return select(descriptive, `${IDENTIFICATION}/repositoryWrap/repositorySet`).find(
    (set) => !isFormer(set),
  );
}

/** The inventory number: a workID typed as inventory number, else the first workID. */
function inventoryNumber(repository: XmlElement | undefined): string | undefined {
  const ids = select(repository, 'workID');
  const typed = ids.find((id) => /inventory|lido00113/i.test(attribute(id, 'type') ?? ''));
  return textOf(typed) ?? firstText(repository, 'workID');
}

/**
 * Titles per language: appellationValues of titleSets not marked alternate come first,
 * so a preferred title wins and an alternate one only fills a language with no other.
 */
function titles(descriptive: XmlElement | undefined, log: IssueLog): LocalizedText {
  const sets = select(descriptive, `${IDENTIFICATION}/titleWrap/titleSet`);
  const ordered = [...sets.filter((set) => !isAlternate(set)), ...sets.filter(isAlternate)];
  const { text, otherLanguages } = localizedText(
    ordered.flatMap((set) => select(set, 'appellationValue')),
  );
  if (LANGUAGES.every((lang) => !text[lang]) && otherLanguages.length > 0) {
    log.warn(
      'titleWrap',
      `title only in ${[...new Set(otherLanguages)].join(', ')}, which the site does not show`,
    );
  }
  return text;
}

/** Description per language; several descriptiveNoteValues of one language are joined. */
function description(descriptive: XmlElement | undefined): LocalizedText {
  const notes = select(
    descriptive,
    `${IDENTIFICATION}/objectDescriptionWrap/objectDescriptionSet/descriptiveNoteValue`,
  );
  const text: TextParts = {};
  for (const note of notes) {
    const lang = siteLanguage(note.lang);
    const value = textOf(note);
    if (lang && value) text[lang] = text[lang] ? `${text[lang]}\n\n${value}` : value;
  }
  return text;
}

/**
 * Owner and rights from administrativeMetadata (see IMPORT.md, "LIDO rights"). The owner
 * is the work's rights holder, else its credit line ("Nationalmuseum, Sweden"), like the
 * museum API's owner. rights.holder falls back further to the first image's rights
 * holder; the licence is the record's own (recordRights), else the work's, else the
 * first image's.
 */
function ownerAndRights(
  administrative: XmlElement | undefined,
  firstImage: { license: string | null; holder: string | null },
): { owner: string | null; rights: CollectionRecord['rights'] } {
  const work = select(administrative, 'rightsWorkWrap/rightsWorkSet');
  const owner =
    preferredValue(
      work.flatMap((set) => select(set, 'rightsHolder/legalBodyName/appellationValue')),
    ) ??
    work.map((set) => firstText(set, 'creditLine')).find(Boolean) ??
    null;
  const license =
    licenseOf(select(administrative, 'recordWrap/recordRights/rightsType')) ??
    licenseOf(work.flatMap((set) => select(set, 'rightsType'))) ??
    firstImage.license;
  return { owner, rights: { license, holder: owner ?? firstImage.holder } };
}

/**
 * Maps one `lido:lido` element to a `CollectionRecord` (source 'lido'). Rejected only
 * when it carries no identifier at all or no descriptiveMetadata; everything else that
 * is missing or odd becomes null, empty or a warning. Field by field rules: IMPORT.md.
 */
export function mapLidoRecord(
  lido: XmlElement,
  recordNumber: number,
  hashIds: LidoIdRegistry = new LidoIdRegistry(),
): ParsedRecord {
  const log = new IssueLog(recordNumber);
  const descriptive = selectFirst(lido, 'descriptiveMetadata');
  const administrative = selectFirst(lido, 'administrativeMetadata');
  const repository = currentRepository(descriptive);
  const workID = inventoryNumber(repository);
  const found = lidoRecordId({
    lidoRecID: firstText(lido, 'lidoRecID'),
    objectPublishedID: firstText(lido, 'objectPublishedID'),
    recordID: textsAt(administrative, 'recordWrap/recordID'),
    workID,
  });
  if (found?.key !== undefined) {
    const hash = found.id;
    found.id = hashIds.claim(hash, found.key);
    if (found.id !== hash)
      log.warn(
        'lidoRecID',
        `the id derived from the record's identifiers (${hash}) is another record's in this file; ${found.id} instead`,
      );
  }
  if (found) log.recordId = String(found.id);
  else
    log.error(
      'lidoRecID',
      'no lidoRecID, objectPublishedID, recordID or workID: the record cannot be identified',
    );
  if (!descriptive)
    log.error('descriptiveMetadata', 'missing: the record has no content to import');
  if (!found || !descriptive) return log.rejection();
  return log.result({
    id: found.id,
    ...content(descriptive, administrative, repository, workID, log),
  });
}

function content(
  descriptive: XmlElement,
  administrative: XmlElement | undefined,
  repository: XmlElement | undefined,
  workID: string | undefined,
  log: IssueLog,
): Omit<CollectionRecord, 'id'> {
  const events = lidoEvents(descriptive);
  const organisation =
    preferredValue(select(repository, 'repositoryName/legalBodyName/appellationValue')) ?? null;
  const { images, linkedImages, firstLicense, firstHolder } = lidoImages(administrative, log);
  const { owner, rights } = ownerAndRights(administrative, {
    license: firstLicense,
    holder: firstHolder,
  });
  return {
    title: titles(descriptive, log),
    preferredTitle: null,
    category: lidoCategory(descriptive, log),
    classifications: lidoClassifications(descriptive),
    keywords: lidoKeywords(descriptive),
    materials: eventMaterials(events.making),
    description: description(descriptive),
    inventoryNumber: workID ?? null,
    museum: museumFromOrganisation(organisation),
    responsibleOrganisation: organisation,
    owner,
    people: lidoActors(events.making, log),
    images,
    ...(linkedImages.length > 0 ? { linkedImages } : {}),
    dimensions: lidoDimensions(descriptive, log),
    ...eventDates(events.making, log),
    ...acquisition(events.acquisition, log),
    children: [],
    parents: [],
    onDisplay: null,
    durationSeconds: null,
    rights,
    source: 'lido',
  };
}
