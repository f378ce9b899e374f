import { describe, expect, it } from 'vitest';
import { parseLidoRecords } from './lido-record';
import {
  LIDO_XMLNS,
  actor,
  event,
  identification,
  lido,
  title,
  titled,
  wrap,
} from './lido-test-xml';
import { accepted } from './test-support';

function only(xml: string): ReturnType<typeof accepted> {
  const results = parseLidoRecords(xml);
  expect(results).toHaveLength(1);
  return accepted(results[0]);
}

describe('mapLidoRecord (through parseLidoRecords): made-up records', () => {
  it('reads several records in a wrap, numbered in order', () => {
    const results = parseLidoRecords(
      wrap(
        lido('rec/1', titled(title('Ett'))),
        lido('rec/2', titled(title('Två'))),
        lido('rec/3', titled(title('Tre'))),
      ),
    );
    expect(results.map((r) => r.ok && [r.record.id, r.record.title.sv])).toEqual([
      [1, 'Ett'],
      [2, 'Två'],
      [3, 'Tre'],
    ]);
  });

  it('reads a single lido:lido root and prefers preferred titles', () => {
    const xml = lido(
      'x:5',
      titled(
        title('Alternativ', 'lido:pref="alternate"'),
        title('Huvudtitel', 'lido:pref="preferred"'),
        title('Main title', 'xml:lang="en-GB"'),
        title('Otsikko', 'xml:lang="fin"'),
        title('Haupttitel', 'xml:lang="de"'),
      ),
    ).replace('<lido:lido>', `<lido:lido ${LIDO_XMLNS}>`);
    const { record } = only(xml);
    expect(record.title).toEqual({ sv: 'Huvudtitel', en: 'Main title', fi: 'Otsikko' });
  });

  it('splits names, reads life years, attribution and Swedish roles', () => {
    const vital =
      '<lido:vitalDatesActor><lido:earliestDate>1854-07-21</lido:earliestDate><lido:latestDate>1905</lido:latestDate></lido:vitalDatesActor>';
    const attributed =
      '<lido:eventActor><lido:actorInRole><lido:actor><lido:nameActorSet><lido:appellationValue>Rubens, Peter Paul</lido:appellationValue></lido:nameActorSet></lido:actor>' +
      '<lido:roleActor><lido:term>Tillskriven</lido:term></lido:roleActor><lido:attributionQualifierActor xml:lang="en">workshop of</lido:attributionQualifierActor></lido:actorInRole></lido:eventActor>';
    const { record } = only(
      wrap(
        lido(
          '7',
          event(
            actor('Edelfelt, Albert', 'Fotograf', vital) +
              attributed +
              actor('Okänd', 'Konstnär') +
              actor('Gruppen', 'Beställare'),
          ),
        ),
      ),
    );
    expect(record.people).toEqual([
      {
        id: null,
        firstName: 'Albert',
        familyName: 'Edelfelt',
        birthYear: 1854,
        deathYear: 1905,
        attribution: null,
        role: { id: null, fi: 'valokuvaaja', sv: 'Fotograf', en: 'photographer' },
      },
      {
        id: null,
        firstName: 'Peter Paul',
        familyName: 'Rubens',
        birthYear: null,
        deathYear: null,
        attribution: { en: 'workshop of' },
        role: { id: null, fi: 'attribuoitu', sv: 'Tillskriven', en: 'attributed to' },
      },
      {
        id: null,
        firstName: null,
        familyName: 'Gruppen',
        birthYear: null,
        deathYear: null,
        attribution: null,
        role: { id: null, fi: 'Beställare', sv: 'Beställare', en: 'Beställare' },
      },
    ]);
  });

  it('takes people and dates from making events only', () => {
    const acquired = event(
      actor('Köpare Person', 'Säljare') +
        '<lido:eventDate><lido:date><lido:earliestDate>1866-03-01</lido:earliestDate></lido:date></lido:eventDate>' +
        '<lido:eventMethod><lido:term>Inköp</lido:term><lido:term xml:lang="en">Purchase</lido:term></lido:eventMethod>',
      'Acquisition',
    );
    const { record } = only(wrap(lido('8', acquired)));
    expect(record.people).toEqual([]);
    expect(record).toMatchObject({
      yearFrom: null,
      acquisitionYear: 1866,
      acquisitionDate: '1866-03-01',
      acquisitionMethod: { sv: 'Inköp', en: 'Purchase' },
    });
  });

  it('keeps images with pixel sizes (IIIF link as sourceUrl) and links the others', () => {
    const size = (type: string, value: string) =>
      `<lido:resourceMeasurementsSet><lido:measurementType>${type}</lido:measurementType><lido:measurementUnit>pixel</lido:measurementUnit><lido:measurementValue>${value}</lido:measurementValue></lido:resourceMeasurementsSet>`;
    const resource = (link: string, sizes: string, holder: string) =>
      `<lido:resourceSet><lido:resourceRepresentation lido:type="image_thumb"><lido:linkResource>${link}/thumb.jpg</lido:linkResource></lido:resourceRepresentation>` +
      `<lido:resourceRepresentation lido:type="iiif_image_api"><lido:linkResource>${link}</lido:linkResource>${sizes}</lido:resourceRepresentation>` +
      `<lido:rightsResource><lido:rightsType><lido:term>CC BY</lido:term></lido:rightsType><lido:rightsHolder><lido:legalBodyName><lido:appellationValue> ${holder} </lido:appellationValue></lido:legalBodyName></lido:rightsHolder></lido:rightsResource></lido:resourceSet>`;
    const admin = `<lido:resourceWrap>${resource('https://iiif.example/a', size('width', '2000') + size('height', '1500'), 'Foto Grafsson')}${resource('https://iiif.example/b', '', 'X')}</lido:resourceWrap>`;
    const { record, warnings } = only(wrap(lido('9', titled(title('Bild')), admin)));
    expect(record.images).toEqual([
      {
        id: 'https://iiif.example/a',
        filename_extension: '.jpg',
        width: 2000,
        height: 1500,
        size: 0,
        image_version: 1,
        isRiaDisplayImage: true,
        license: 'CC BY',
        photographer: 'Foto Grafsson',
        ordinal: 1,
        description: null,
        address: null,
        displayClass: null,
        sourceUrl: 'https://iiif.example/a',
      },
    ]);
    expect(record.rights).toEqual({ license: 'CC BY', holder: 'Foto Grafsson' });
    expect(record.owner).toBeNull();
    // Without a pixel size the image is linked, for the harvest to size (src/lib/harvest).
    expect(record.linkedImages).toEqual([
      {
        sourceId: null,
        links: [{ url: 'https://iiif.example/b', kind: 'iiif' }],
        filename: 'b',
        license: 'CC BY',
        photographer: 'X',
        ordinal: 2,
        description: null,
      },
    ]);
    expect(warnings.filter((w) => w.field === 'resourceWrap')).toEqual([]);
  });

  it('uses display texts to tell picture from frame, and structured values alone otherwise', () => {
    const set = (display: string, values: [string, string][]) =>
      `<lido:objectMeasurementsSet>${display}<lido:objectMeasurements>${values
        .map(
          ([type, value]) =>
            `<lido:measurementsSet><lido:measurementType>${type}</lido:measurementType><lido:measurementUnit>cm</lido:measurementUnit><lido:measurementValue>${value}</lido:measurementValue></lido:measurementsSet>`,
        )
        .join('')}</lido:objectMeasurements></lido:objectMeasurementsSet>`;
    const wrapMeasures = (inner: string) =>
      identification(`<lido:objectMeasurementsWrap>${inner}</lido:objectMeasurementsWrap>`);
    const framed = set(
      '<lido:displayObjectMeasurements>Ram 50 x 40 cm</lido:displayObjectMeasurements><lido:displayObjectMeasurements>Mått 40 x 30 cm</lido:displayObjectMeasurements>',
      [
        ['Width', '40'],
        ['Height', '50'],
        ['Height', '40'],
        ['Width', '30'],
      ],
    );
    const plain = set('', [
      ['Depth', '3'],
      ['Width', '20'],
      ['Height', '10'],
      ['Weight', 'heavy'],
    ]);
    const { record, warnings } = only(wrap(lido('10', wrapMeasures(framed + plain))));
    expect(record.dimensions).toEqual([
      {
        measurements: [50, 40],
        unit: 'cm',
        sortLnu: 3,
        measureType: { fi: 'kehys', sv: 'Ram', en: 'frame' },
      },
      {
        measurements: [40, 30],
        unit: 'cm',
        sortLnu: 1,
        measureType: { fi: 'koko', sv: 'Mått', en: 'size' },
      },
      {
        measurements: [10, 20, 3],
        unit: 'cm',
        sortLnu: 1,
        measureType: { fi: 'koko', sv: 'mått', en: 'size' },
      },
    ]);
    expect(warnings.map((w) => w.field)).toEqual([
      'objectWorkType', // no work type in this record: artwork, with a warning
      'objectMeasurementsSet[1].measurementsSet[3]',
    ]);
  });

  it('maps work types to categories', () => {
    const workType = (term: string) =>
      `<lido:objectClassificationWrap><lido:objectWorkTypeWrap><lido:objectWorkType><lido:term>${term}</lido:term></lido:objectWorkType></lido:objectWorkTypeWrap></lido:objectClassificationWrap>`;
    const categories = [
      'Fotografi',
      'Brev',
      'Teckningar (Teckning)',
      'kirje',
      'Konsthantverk',
      'Okänd typ',
    ].map(
      (term) => accepted(parseLidoRecords(wrap(lido('11', workType(term))))[0]).record.category,
    );
    expect(categories.map((category) => category.value)).toEqual([
      'photo',
      'letter',
      'artwork',
      'letter',
      'artefact',
      'artwork',
    ]);
    expect(categories[0]?.name).toEqual({ sv: 'Fotografi' });
  });
});
