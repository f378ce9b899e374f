import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyNextUpdates,
  enqueueUpdates,
  parseUpdatePayload,
  refreshDerivedData,
  upsertRecords,
  type RecordPerson,
} from '@kokoelma/collection';
import { makeImage, makeRecord } from '@kokoelma/collection/testing';
import { migrate, openDatabase, type Database } from '@kokoelma/db';
import { LINKED_ART_CONTEXT } from '@kokoelma/domain';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { AAT } from './linked-art';
import { linkedArtProblems } from './linked-art-problems';
import { chooseLanguage, chooseRepresentation } from './persistent-ids';

const ORIGIN = 'https://kokoelma.example.fi';
const LINKED_ART = `application/ld+json;profile="${LINKED_ART_CONTEXT}"`;

const helene = (id: number): RecordPerson => ({
  id,
  firstName: 'Helene',
  familyName: 'Schjerfbeck',
  birthYear: 1862,
  deathYear: 1946,
  birthPlace: 'Helsinki',
  sameAs: ['http://www.wikidata.org/entity/Q230833'],
  attribution: null,
  role: { id: 1, fi: 'taiteilija', sv: 'konstnär', en: 'artist' },
});

const painting = makeRecord(2001, {
  title: { fi: 'Toipilas', sv: 'Konvalescenten', en: 'The Convalescent' },
  description: { fi: 'Lapsi toipuu sairaudesta.', en: 'A child recovering from illness.' },
  inventoryNumber: 'A I 201',
  people: [helene(50001)],
  yearFrom: 1888,
  dateFrom: '1888',
  images: [makeImage(300_201, 2400, 1800)],
});

describe('persistent ids', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await migrate(database.db);
    // The same person under a second museum id (same name and years): merged into one.
    await upsertRecords(
      database.db,
      [
        // The same id, spelt first with an initial: an other spelling of the one person
        // (the later record's full name is the one shown).
        makeRecord(2004, { people: [{ ...helene(50001), firstName: 'H.' }], yearFrom: 1891 }),
        painting,
        makeRecord(2002, { people: [helene(50099)], yearFrom: 1890 }),
        makeRecord(2003, { title: { fi: 'Poistuva' } }),
      ],
      1,
    );
    await refreshDerivedData(database.db);
    app = await buildApp(
      loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: ORIGIN, SEARCH_CACHE_SECONDS: '0' }),
      { build: { name: 'kokoelma', version: '0', commit: null }, database, serveWeb: false },
    );
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = (url: string, accept: string, acceptLanguage?: string) =>
    app.inject({
      url,
      headers: { accept, ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
    });

  it('sends a browser to the page in its language (303), Finnish by default', async () => {
    const html = 'text/html,application/xhtml+xml,*/*;q=0.8';
    for (const [language, lang] of [
      ['sv-FI,sv;q=0.9,en;q=0.5', 'sv'],
      ['en-GB,en;q=0.8', 'en'],
      ['de-DE,de;q=0.9', 'fi'],
      [undefined, 'fi'],
    ] as const) {
      const res = await get('/id/object/2001', html, language);
      expect(res.statusCode, String(language)).toBe(303);
      expect(res.headers.location).toBe(`${ORIGIN}/${lang}/object/2001`);
      expect(res.headers.vary).toBe('Accept, Accept-Language');
    }
    const person = await get('/id/person/50001', html, 'sv');
    expect(person.statusCode).toBe(303);
    expect(person.headers.location).toBe(`${ORIGIN}/sv/people/50001`);
  });

  it('gives Linked Art JSON-LD for application/ld+json, with or without the profile', async () => {
    for (const accept of [LINKED_ART, 'application/ld+json']) {
      const res = await get('/id/object/2001', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(
        /^application\/ld\+json; ?profile="https:\/\/linked\.art\/ns\/v1\/linked-art\.json"/,
      );
      expect(res.headers.vary).toBe('Accept, Accept-Language');
      const doc = res.json();
      expect(linkedArtProblems(doc)).toEqual([]);
      expect(doc).toMatchObject({
        '@context': LINKED_ART_CONTEXT,
        id: `${ORIGIN}/id/object/2001`,
        type: 'HumanMadeObject',
        _label: 'Toipilas',
      });
    }
  });

  it('says what the record knows, in the Linked Art model’s terms', async () => {
    const doc = (await get('/id/object/2001', LINKED_ART)).json();
    // Names in each language, classified as primary names, and the inventory number.
    const names = doc.identified_by.filter((n: { type: string }) => n.type === 'Name');
    expect(
      names.map((n: { content: string; language: Array<{ id: string }> }) => [
        n.content,
        n.language.map((l) => l.id),
      ]),
    ).toEqual([
      ['Toipilas', [AAT.fi]],
      ['Konvalescenten', [AAT.sv]],
      ['The Convalescent', [AAT.en]],
    ]);
    expect(names[0].classified_as[0].id).toBe(AAT.primaryName);
    expect(doc.identified_by).toContainEqual({
      type: 'Identifier',
      classified_as: [{ id: AAT.accessionNumber, type: 'Type', _label: 'Accession Number' }],
      content: 'A I 201',
    });
    expect(doc.classified_as[0]).toMatchObject({
      id: 'http://vocab.getty.edu/aat/300133025',
      classified_as: [{ id: AAT.typeOfWork }],
    });
    expect(doc.produced_by).toEqual({
      type: 'Production',
      timespan: {
        type: 'TimeSpan',
        identified_by: [{ type: 'Name', content: '1888' }],
        begin_of_the_begin: '1888-01-01T00:00:00Z',
        end_of_the_end: '1888-12-31T23:59:59Z',
      },
      carried_out_by: [
        { id: `${ORIGIN}/id/person/50001`, type: 'Person', _label: 'Helene Schjerfbeck' },
      ],
    });
    expect(doc.referred_to_by.map((s: { content: string }) => s.content)).toEqual([
      'Lapsi toipuu sairaudesta.',
      'A child recovering from illness.',
    ]);
    const shown = doc.representation[0].digitally_shown_by[0];
    expect(shown.digitally_available_via[0].access_point[0].id).toBe(`${ORIGIN}/iiif/3/300201`);
    const manifest = doc.subject_of[0].digitally_carried_by[0];
    expect(manifest.access_point[0].id).toBe(`${ORIGIN}/iiif/3/manifest/object/2001`);
    expect(manifest.conforms_to[0].id).toBe('http://iiif.io/api/presentation');
    expect(doc.current_owner[0]).toMatchObject({ type: 'Group', _label: 'Ateneum Art Museum' });
  });

  it('gives the public API’s JSON for application/json', async () => {
    const res = await get('/id/object/2001', 'application/json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toMatchObject({
      id: 2001,
      inventoryNumber: 'A I 201',
      links: { self: `${ORIGIN}/api/v1/objects/2001` },
    });
    const person = await get('/id/person/50001', 'application/json');
    expect(person.json()).toMatchObject({
      id: '50001',
      name: 'Helene Schjerfbeck',
      otherNames: ['H. Schjerfbeck'],
    });
  });

  it('describes a person as a Linked Art Person with names, birth and death', async () => {
    const res = await get('/id/person/50001', 'application/ld+json');
    const doc = res.json();
    expect(linkedArtProblems(doc)).toEqual([]);
    expect(doc).toMatchObject({
      id: `${ORIGIN}/id/person/50001`,
      type: 'Person',
      _label: 'Helene Schjerfbeck',
      born: {
        type: 'Birth',
        timespan: { begin_of_the_begin: '1862-01-01T00:00:00Z' },
        took_place_at: [{ type: 'Place', _label: 'Helsinki' }],
      },
      died: { type: 'Death', timespan: { end_of_the_end: '1946-12-31T23:59:59Z' } },
    });
    expect(doc.died.took_place_at).toBeUndefined();
    expect(doc.equivalent).toEqual([
      {
        id: 'http://www.wikidata.org/entity/Q230833',
        type: 'Person',
        _label: 'Helene Schjerfbeck',
      },
    ]);
    expect(
      doc.identified_by[0].part.map((p: { classified_as: Array<{ id: string }> }) => [
        p.classified_as[0]?.id,
      ]),
    ).toEqual([[AAT.givenName], [AAT.familyName]]);
    // The other spelling as a Name of its own, after the primary one.
    expect(doc.identified_by.slice(1)).toEqual([{ type: 'Name', content: 'H. Schjerfbeck' }]);
  });

  it('sends a merged person’s old id on to the surviving one, for good', async () => {
    const res = await get('/id/person/50099', 'application/ld+json');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`${ORIGIN}/id/person/50001`);
  });

  it('answers 404 for an unknown id, 410 for a removed object, 406 for an unknown type', async () => {
    for (const url of ['/id/object/9999', '/id/object/0', '/id/object/x1', '/id/person/nobody']) {
      const res = await get(url, 'application/ld+json');
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toBe('not_found');
    }
    const payload = parseUpdatePayload(JSON.stringify({ records: [], deleted: [2003] }), 'json');
    if (!payload.ok) throw new Error(payload.problems.join('; '));
    await enqueueUpdates(database.db, payload.items);
    await applyNextUpdates(database.db);
    const gone = await get('/id/object/2003', 'text/html');
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ error: 'gone', deletedAt: expect.any(String) });
    expect(Date.now() - Date.parse(gone.json().deletedAt)).toBeLessThan(60_000);
    const refused = await get('/id/object/2001', 'image/png');
    expect(refused.statusCode).toBe(406);
  });
});

describe('the Linked Art check', () => {
  it('finds what breaks the model: no context, an unknown class or property, a Type off the AAT', () => {
    const good = {
      '@context': LINKED_ART_CONTEXT,
      id: `${ORIGIN}/id/object/1`,
      type: 'HumanMadeObject',
      _label: 'Teos',
      identified_by: [{ type: 'Name', content: 'Teos' }],
    };
    expect(linkedArtProblems(good)).toEqual([]);
    expect(linkedArtProblems({ ...good, '@context': 'https://schema.org' })).toHaveLength(1);
    expect(linkedArtProblems({ ...good, type: 'Painting' })).toHaveLength(1);
    expect(linkedArtProblems({ ...good, creator: 'Helene' })).toEqual([
      '$.creator: not a property of HumanMadeObject',
    ]);
    expect(
      linkedArtProblems({
        ...good,
        classified_as: [{ id: 'https://example.fi/painting', type: 'Type', _label: 'x' }],
      }),
    ).toEqual(['$.classified_as[0]: a Type that is not a Getty AAT term']);
    expect(linkedArtProblems({ ...good, identified_by: [{ type: 'Name' }] })).toEqual([
      '$.identified_by[0]: a Name without content',
    ]);
    expect(linkedArtProblems({ ...good, produced_by: [{ type: 'Production' }] })).toHaveLength(1);
    expect(
      linkedArtProblems({
        ...good,
        produced_by: { type: 'Production', timespan: { type: 'TimeSpan', end_of_the_end: '1888' } },
      }),
    ).toEqual(['$.produced_by.timespan.end_of_the_end: no date']);
  });
});

describe('content negotiation of an id', () => {
  it('chooses by the Accept header’s preferences', () => {
    expect(chooseRepresentation('text/html')).toBe('html');
    expect(chooseRepresentation('text/html,application/xhtml+xml,*/*;q=0.8')).toBe('html');
    // Naming no type: the data (a harvester following a IIIF seeAlso).
    expect(chooseRepresentation(undefined)).toBe('linked-art');
    expect(chooseRepresentation('*/*')).toBe('linked-art');
    expect(chooseRepresentation(LINKED_ART)).toBe('linked-art');
    expect(chooseRepresentation('application/ld+json, text/html;q=0.5')).toBe('linked-art');
    expect(chooseRepresentation('application/json')).toBe('json');
    expect(chooseRepresentation('application/json, application/ld+json;q=0.9')).toBe('json');
    expect(chooseRepresentation('image/png')).toBeNull();
    expect(chooseLanguage('sv')).toBe('sv');
    expect(chooseLanguage('fr, en;q=0.3')).toBe('en');
    expect(chooseLanguage('fr')).toBe('fi');
    expect(chooseLanguage('')).toBe('fi');
  });
});
