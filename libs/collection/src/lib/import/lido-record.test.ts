import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { HASH_ID_BASE } from './lido-id';
import { parseLidoRecords, readLidoFile } from './lido-record';
import type { ParsedRecord } from '../model/record';
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
import { HAS_PIPES, SAMPLE_FORMATS, accepted, collect, namedPipe } from './test-support';

const sampleDir = fileURLToPath(new URL('lido-sample/', SAMPLE_FORMATS));

function only(xml: string): ReturnType<typeof accepted> {
  const results = parseLidoRecords(xml);
  expect(results).toHaveLength(1);
  return accepted(results[0]);
}

const SAMPLES = [
  ['Item_7358583.xml', 14848, 'NMGrh 179', 'Kristoffer (1684-1723), Prins av Baden-Durlach', []],
  [
    'Item_7358585.xml',
    14851,
    'NMGrh 182',
    'Karl III Vilhelm (1679-1738), markgreve av Baden-Durlach',
    [],
  ],
  [
    'Item_7358623.xml',
    14968,
    'NMGrh 299',
    'Cecilia Renata, 1611-1644, ärkehertiginna av Österrike, drottning av Polen',
    ['Pieter Danckerts de Rij'],
  ],
  [
    'Item_7358732.xml',
    15330,
    'NMGrh 660',
    'Gustav III, 1746-1792, konung av Sverige',
    ['Alexander Roslin'],
  ],
  [
    'Item_7359012.xml',
    16032,
    'NMGrh 1363',
    'Gustav, 1683-1685, prins av Sverige',
    ['Cornelis van der Meulen', 'Nicolaes Millich'],
  ],
  [
    'Item_7359013.xml',
    16033,
    'NMGrh 1364',
    'Ulrik, 1684-1685,  prins av Sverige',
    ['Cornelis van der Meulen', 'Nicolaes Millich'],
  ],
  [
    'Item_7361764.xml',
    181033,
    'NM 7324',
    'Frederik VI av Danmark (1768–1839)',
    ['Christoffer Wilhelm Eckersberg'],
  ],
] as const;

describe.skipIf(!existsSync(sampleDir))('LIDO samples (Nationalmuseum)', () => {
  const parse = (file: string) => parseLidoRecords(readFileSync(join(sampleDir, file), 'utf8'));

  it.each(SAMPLES)(
    '%s → id %i, inventory %s, title and actors',
    (file, id, inventory, sv, names) => {
      const results = parse(file);
      expect(results).toHaveLength(1);
      const { record, warnings } = accepted(results[0]);
      expect(record).toMatchObject({
        id,
        inventoryNumber: inventory,
        source: 'lido',
        museum: 'kansallisgalleria',
      });
      expect(record.title.sv).toBe(sv);
      expect(record.category.value).toBe('artwork');
      expect(record.responsibleOrganisation).toBe('Nationalmuseum, Sweden');
      expect(record.rights).toEqual({ license: 'CC0', holder: 'Nationalmuseum, Sweden' });
      expect(record.people.map((p) => [p.firstName, p.familyName].join(' '))).toEqual(names);
      // IIIF links carry no pixel size: the image is linked, for the harvest to size; the
      // IIIF service first, then the master file (the thumbnail is left out).
      expect(record.images).toEqual([]);
      expect(record.linkedImages?.[0]?.links.map((link) => link.kind)).toEqual(['iiif', 'file']);
      expect(record.linkedImages?.[0]?.links[0]?.url).toContain('iiifhosting.com/iiif/');
      expect(record.linkedImages).toHaveLength(1);
      expect(warnings).toEqual([]);
      expect(record.dimensions.map((d) => d.sortLnu)).toEqual([1, 3]);
    },
  );

  it('maps the details of the first record', () => {
    const { record } = accepted(parse('Item_7358583.xml')[0]);
    expect(record.title.en).toBe('Christoph (1684-1723) Prince of Baden-Durlach');
    expect(record.people).toEqual([]); // "Okänd" (unknown) makes no person
    expect(record).toMatchObject({
      yearFrom: 1696,
      yearTo: 1696,
      dateFrom: '1696',
      datePrefix: 'n.',
    });
    expect(record.dimensions).toEqual([
      {
        measurements: [39, 32],
        unit: 'cm',
        sortLnu: 1,
        measureType: { fi: 'koko', sv: 'Mått', en: 'size' },
      },
      {
        measurements: [49, 43, 7],
        unit: 'cm',
        sortLnu: 3,
        measureType: { fi: 'kehys', sv: 'Ram', en: 'frame' },
      },
    ]);
    expect(record.keywords).toEqual([{ sv: 'Prins Kristoffer' }]);
    expect(record.classifications).toEqual([{ sv: 'Målningar (Måleri)' }, { sv: 'Bildkonst' }]);
    expect(record.description.sv).toMatch(/^Avbildad i rustning/);
    expect(record.description.en).toBeUndefined();
  });

  it('maps roles: Konstnär = artist, Kopia efter = copy after (name suffix dropped)', () => {
    const { record } = accepted(parse('Item_7359012.xml')[0]);
    expect(record.people.map((person) => person.role)).toEqual([
      { id: null, fi: 'taiteilija', sv: 'Konstnär', en: 'artist' },
      { id: null, fi: 'kopio jälkeen', sv: 'Kopia efter', en: 'copy after' },
    ]);
    expect(record.people[0]).toMatchObject({ firstName: 'Cornelis', familyName: 'van der Meulen' });
  });

  it('keeps a Swedish-only title and merges materials across languages', () => {
    const { record } = accepted(parse('Item_7361764.xml')[0]);
    expect(record.title).toEqual({ sv: 'Frederik VI av Danmark (1768–1839)' });
    expect(record.materials).toEqual([{ sv: 'Olja på duk', en: 'Oil on canvas' }]);
    expect(record.dimensions[1]?.measurements).toEqual([58, 49.5, 7]);
  });

  it('streams the sample files to the same results', async () => {
    for (const [file] of SAMPLES) {
      expect(await collect(readLidoFile(join(sampleDir, file)))).toEqual(parse(file));
    }
  });
});

describe('parseLidoRecords: ids and rejected records', () => {
  it('derives a stable hash id when no identifier is numeric', () => {
    const xml = wrap(
      lido(
        '/Museu:000000',
        identification(
          `<lido:repositoryWrap><lido:repositorySet><lido:workID>NM 1</lido:workID></lido:repositorySet></lido:repositoryWrap>`,
        ),
      ),
    );
    const first = only(xml).record.id;
    expect(first).toBeGreaterThanOrEqual(HASH_ID_BASE);
    expect(Number.isSafeInteger(first)).toBe(true);
    expect(only(xml).record.id).toBe(first);
    expect(only(xml.replace('NM 1', 'NM 2')).record.id).not.toBe(first);
  });

  it('rejects a record without any identifier or without descriptiveMetadata', () => {
    const results = parseLidoRecords(
      wrap(
        '<lido:lido><lido:descriptiveMetadata/></lido:lido>',
        '<lido:lido><lido:lidoRecID>12</lido:lidoRecID></lido:lido>',
      ),
    );
    expect(results).toEqual([
      {
        ok: false,
        issues: [expect.objectContaining({ recordNumber: 1, recordId: null, field: 'lidoRecID' })],
      },
      {
        ok: false,
        issues: [
          expect.objectContaining({
            recordNumber: 2,
            recordId: '12',
            field: 'descriptiveMetadata',
          }),
        ],
      },
    ]);
  });

  it('keeps the records before broken XML and ends with an "xml" issue', () => {
    const results = parseLidoRecords(
      wrap(lido('1', ''), lido('2', '')).replace(
        '</lido:lidoWrap>',
        '<lido:lido><oops></lido:lido>',
      ),
    );
    expect(results.map((r) => r.ok)).toEqual([true, true, false]);
    expect(results[2]).toEqual({
      ok: false,
      issues: [
        expect.objectContaining({
          recordNumber: 3,
          field: 'xml',
          message: expect.stringContaining('not well-formed'),
        }),
      ],
    });
  });

  it('reports input that is not LIDO', () => {
    expect(parseLidoRecords('<root><lido/></root>')).toEqual([
      {
        ok: false,
        issues: [
          expect.objectContaining({ field: 'xml', message: expect.stringContaining('<root>') }),
        ],
      },
    ]);
    expect(parseLidoRecords('')).toEqual([
      { ok: false, issues: [expect.objectContaining({ field: 'xml' })] },
    ]);
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(Array.isArray(parseLidoRecords(text))).toBe(true);
        const results = parseLidoRecords(wrap(lido('1', titled(title(text.replace(/[<&]/g, ''))))));
        expect(results.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('readLidoFile: streaming', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lido-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('streams thousands of records across chunk boundaries', async () => {
    const count = 3000;
    const records = Array.from({ length: count }, (_, i) =>
      lido(
        `rec:${i + 1}`,
        titled(title(`Målning nummer ${i + 1} — åäö`)) + event(actor('Ström, Åsa', 'Konstnär')),
      ),
    );
    const path = join(dir, 'many.xml');
    writeFileSync(path, wrap(...records));
    let seen = 0;
    for await (const parsed of readLidoFile(path)) {
      seen += 1;
      const { record } = accepted(parsed);
      expect(record.id).toBe(seen);
      expect(record.title.sv).toBe(`Målning nummer ${seen} — åäö`);
      expect(record.people[0]?.familyName).toBe('Ström');
    }
    expect(seen).toBe(count);
  });

  it('ends with an "xml" issue for a truncated file', async () => {
    const path = join(dir, 'cut.xml');
    writeFileSync(path, wrap(lido('1', ''), lido('2', '')).slice(0, -40));
    const results = await collect(readLidoFile(path));
    expect(results.map((r) => r.ok)).toEqual([true, false]);
    expect(results[1]).toMatchObject({ ok: false, issues: [{ recordNumber: 2, field: 'xml' }] });
  });

  it('throws for a file that cannot be read', async () => {
    await expect(collect(readLidoFile(join(dir, 'missing.xml')))).rejects.toThrow(/ENOENT/);
  });

  it.skipIf(!HAS_PIPES)('yields a record as soon as it closes, before the input ends', async () => {
    const writer = namedPipe(join(dir, 'pipe.xml'));
    writer.write(`<lido:lidoWrap ${LIDO_XMLNS}>${lido('1', titled(title('Först')))}<lido:lido>`);
    const records = readLidoFile(join(dir, 'pipe.xml'))[Symbol.asyncIterator]();
    const first = await records.next(); // the rest of the input does not exist yet
    expect(accepted(first.value as ParsedRecord).record.title.sv).toBe('Först');
    writer.end(
      `<lido:lidoRecID>2</lido:lidoRecID><lido:descriptiveMetadata/></lido:lido></lido:lidoWrap>`,
    );
    const second = await records.next();
    expect(accepted(second.value as ParsedRecord).record.id).toBe(2);
    expect((await records.next()).done).toBe(true);
  });
});
