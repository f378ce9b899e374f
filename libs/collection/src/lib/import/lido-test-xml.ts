// Builders of made-up LIDO XML for the tests: records in the shape of real LIDO, small
// enough to read in a test. Not used by the importers.

export const LIDO_XMLNS = 'xmlns:lido="http://www.lido-schema.org"';

/** A lidoWrap document holding the records. */
export const wrap = (...records: string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<lido:lidoWrap ${LIDO_XMLNS}>${records.join('\n')}</lido:lidoWrap>`;

/** One record with a lidoRecID; both metadata sections default to Swedish. */
export const lido = (recId: string, descriptive: string, administrative = ''): string =>
  `<lido:lido><lido:lidoRecID lido:type="local">${recId}</lido:lidoRecID>` +
  `<lido:descriptiveMetadata xml:lang="sv">${descriptive}</lido:descriptiveMetadata>` +
  `<lido:administrativeMetadata xml:lang="sv">${administrative}</lido:administrativeMetadata></lido:lido>`;

/** objectIdentificationWrap with the given inner XML. */
export const identification = (inner: string): string =>
  `<lido:objectIdentificationWrap>${inner}</lido:objectIdentificationWrap>`;

/** A titleWrap of titleSets. */
export const titled = (...titles: string[]): string =>
  identification(`<lido:titleWrap>${titles.join('')}</lido:titleWrap>`);

/** One titleSet; `attrs` go on its appellationValue (xml:lang, lido:pref). */
export const title = (text: string, attrs = ''): string =>
  `<lido:titleSet><lido:appellationValue ${attrs}>${text}</lido:appellationValue></lido:titleSet>`;

/** An eventActor with a name, a role term and extra XML inside lido:actor. */
export const actor = (name: string, role: string, extra = ''): string =>
  `<lido:eventActor><lido:actorInRole><lido:actor><lido:nameActorSet><lido:appellationValue>${name}` +
  `</lido:appellationValue></lido:nameActorSet>${extra}</lido:actor><lido:roleActor><lido:term>${role}` +
  `</lido:term></lido:roleActor></lido:actorInRole></lido:eventActor>`;

/** An eventWrap with one event of the given type. */
export const event = (inner: string, type = 'Creation'): string =>
  `<lido:eventWrap><lido:eventSet><lido:event><lido:eventType><lido:term>${type}</lido:term>` +
  `</lido:eventType>${inner}</lido:event></lido:eventSet></lido:eventWrap>`;
