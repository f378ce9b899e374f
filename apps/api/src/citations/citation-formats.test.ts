import { describe, expect, it } from 'vitest';
// The reference managers' own parsers (Citation.js): what they read back is what a
// researcher's Zotero or Pandoc would see.
import { Cite, plugins } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import '@citation-js/plugin-csl';
import { CITATION_FORMATS, type CitationFormat } from '@kokoelma/contract/site';
import { makeRecord } from '@kokoelma/collection/testing';
import { accessDate, citationFileName, citationText } from './citation-formats';

const object = {
  ...makeRecord(12345, {
    title: { fi: 'Toipilas', sv: 'Konvalescenten', en: 'The Convalescent' },
    yearFrom: 1888,
    inventoryNumber: 'A I 123',
    museum: 'ateneum',
  }),
  people: [
    {
      id: 1,
      firstName: 'Helene',
      familyName: 'Schjerfbeck',
      birthYear: 1862,
      deathYear: 1946,
      attribution: null,
      role: null,
    },
    {
      id: 2,
      firstName: null,
      familyName: 'Ryhmä & {Kumpp}',
      birthYear: null,
      deathYear: null,
      attribution: null,
      role: null,
    },
  ],
};

const context = (lang: 'fi' | 'sv' | 'en') => ({
  lang,
  url: `https://kokoelmat.example/${lang}/object/12345`,
  accessed: '2026-12-02',
});

type Parsed = {
  title: string;
  author?: { family?: string; given?: string; literal?: string }[];
  issued?: { 'date-parts': number[][] };
  accessed?: { 'date-parts': number[][] };
  URL?: string;
  publisher?: string;
};

/** Parses a download back with the format's own Citation.js input plugin. */
function parseBack(format: CitationFormat, text: string, detect = true): Parsed[] {
  const type = { bibtex: '@biblatex/text', ris: '@ris/file', 'csl-json': '@csl/list+object' }[
    format
  ];
  const input = format === 'csl-json' ? JSON.parse(text) : text;
  if (detect) expect(plugins.input.type(input)).toBe(type);
  return new Cite(input, { forceType: type }).data as Parsed[];
}

describe('citation downloads', () => {
  it.each(CITATION_FORMATS)('%s parses back to the title, authors, year and address', (format) => {
    const [item, ...rest] = parseBack(format, citationText(format, object, context('en')));
    expect(rest).toEqual([]);
    expect(item?.title).toBe('The Convalescent');
    expect(item?.author?.[0]).toMatchObject({ family: 'Schjerfbeck', given: 'Helene' });
    // A group's name stays one name, its special characters intact.
    const group = item?.author?.[1];
    expect(group?.literal ?? group?.family).toBe('Ryhmä & {Kumpp}');
    expect(item?.issued?.['date-parts'][0]?.[0]).toBe(1888);
    expect(item?.URL).toBe('https://kokoelmat.example/en/object/12345');
  });

  it.each(CITATION_FORMATS)('%s names the museum and the access date', (format) => {
    const [item] = parseBack(format, citationText(format, object, context('en')));
    expect(item?.accessed?.['date-parts'][0]).toEqual([2026, 12, 2]);
    expect(item?.publisher).toBe('Ateneum Art Museum');
  });

  it.each(CITATION_FORMATS)('%s is in the asked language', (format) => {
    const [fi] = parseBack(format, citationText(format, object, context('fi')));
    expect(fi?.title).toBe('Toipilas');
    expect(fi?.publisher).toBe('Ateneumin taidemuseo');
    expect(fi?.URL).toBe('https://kokoelmat.example/fi/object/12345');
    const [sv] = parseBack(format, citationText(format, object, context('sv')));
    expect(sv?.title).toBe('Konvalescenten');
  });

  it.each(CITATION_FORMATS)('%s leaves out what the record does not have', (format) => {
    const bare = { ...object, people: [], yearFrom: null, inventoryNumber: null };
    const [item] = parseBack(format, citationText(format, bare, context('fi')));
    expect(item?.title).toBe('Toipilas');
    expect(item?.author ?? []).toEqual([]);
    expect(item?.issued).toBeUndefined();
  });

  it('keeps a title with line breaks and braces on one line and in its field', () => {
    const odd = { ...object, title: { fi: 'Yö}\n@misc{x,\nER  - ' } };
    const bib = citationText('bibtex', odd, context('fi'));
    expect(parseBack('bibtex', bib)).toHaveLength(1);
    expect(parseBack('bibtex', bib)[0]?.title).toBe('Yö} @misc{x, ER -');
    // (Its "@misc{" makes Citation.js guess BibTeX; a file's extension says RIS.)
    const ris = parseBack('ris', citationText('ris', odd, context('fi')), false);
    expect(ris).toHaveLength(1);
    expect(ris[0]?.title).toBe('Yö} @misc{x, ER -');
  });

  it('names the files by object and format', () => {
    expect(citationFileName(12345, 'bibtex')).toBe('kokoelma-12345.bib');
    expect(citationFileName(12345, 'ris')).toBe('kokoelma-12345.ris');
    expect(citationFileName(12345, 'csl-json')).toBe('kokoelma-12345.json');
  });

  it('dates the access in Finland', () => {
    // 23.30 UTC on 1 December is already 2 December in Helsinki.
    expect(accessDate(new Date('2026-12-01T23:30:00Z'))).toBe('2026-12-02');
    expect(accessDate(new Date('2026-06-15T12:00:00Z'))).toBe('2026-06-15');
  });
});
