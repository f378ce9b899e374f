import { isMissing, museumName, objectTitle, type Language } from '@kokoelma/domain';
import type { CitationFormat, CollectionObject } from '@kokoelma/contract/site';

/**
 * Citations of a collection object in the three formats reference managers read: BibTeX,
 * RIS and CSL-JSON (Zotero, Mendeley, EndNote, Pandoc). Each names the object's page
 * address, the museum that holds it and the day the page was read, as a citation of a web
 * source must. Pure: the caller passes the page address and the access date.
 */

/** Media type and file extension of each format. */
export const CITATION_MEDIA: Readonly<Record<CitationFormat, { type: string; extension: string }>> =
  {
    bibtex: { type: 'application/x-bibtex', extension: 'bib' },
    ris: { type: 'application/x-research-info-systems', extension: 'ris' },
    'csl-json': { type: 'application/vnd.citationstyles.csl+json', extension: 'json' },
  };

/** What a citation reads of an object (a `CollectionObject` fits). */
export type CitableObject = Pick<
  CollectionObject,
  'id' | 'title' | 'preferredTitle' | 'people' | 'yearFrom' | 'inventoryNumber' | 'museum'
>;

/** Where and when: the page's permanent address and the day it was read. */
export interface CitationContext {
  lang: Language;
  /** The object page's address, absolute. */
  url: string;
  /** The access date, YYYY-MM-DD. */
  accessed: string;
}

/** A name as CSL holds it: a person split in two, a group (no first name) as one literal. */
type CslName = { family: string; given?: string } | { literal: string };

/** One CSL-JSON item (https://citeproc-js.readthedocs.io/en/latest/csl-json/markup.html). */
export interface CslItem {
  id: string;
  type: 'graphic';
  title: string;
  author?: CslName[];
  issued?: { 'date-parts': [[number]] };
  accessed: { 'date-parts': [[number, number, number]] };
  URL: string;
  publisher: string;
  archive: string;
  'call-number'?: string;
  language: Language;
}

const trimmed = (text: string | null | undefined) => text?.trim() || undefined;

function names(object: CitableObject): CslName[] {
  const seen = new Set<string>();
  return object.people.flatMap((person): CslName[] => {
    const given = trimmed(person.firstName);
    const family = trimmed(person.familyName);
    const key = `${given ?? ''}\u0000${family ?? ''}`;
    if ((!given && !family) || seen.has(key)) return [];
    seen.add(key);
    if (family && given) return [{ family, given }];
    return [{ literal: (family ?? given) as string }];
  });
}

/** The citation as one CSL-JSON item: the shape the other two formats are written from. */
export function cslItem(object: CitableObject, context: CitationContext): CslItem {
  const title = objectTitle(object, context.lang);
  const museum = museumName(object.museum, context.lang);
  const [year, month, day] = context.accessed.split('-').map(Number) as [number, number, number];
  const authors = names(object);
  const inventory = trimmed(object.inventoryNumber);
  return {
    id: `kokoelma-${object.id}`,
    type: 'graphic',
    title: isMissing(title) ? `${object.id}` : title.text,
    ...(authors.length > 0 ? { author: authors } : {}),
    ...(object.yearFrom !== null ? { issued: { 'date-parts': [[object.yearFrom]] } } : {}),
    accessed: { 'date-parts': [[year, month, day]] },
    URL: context.url,
    publisher: museum,
    archive: museum,
    ...(inventory ? { 'call-number': inventory } : {}),
    language: context.lang,
  };
}

const nameText = (name: CslName) =>
  'literal' in name ? name.literal : `${name.family}, ${name.given}`;

/** BibTeX's special characters written as LaTeX, so that no value can close a field. */
function bibtexText(text: string): string {
  return text.replace(/[\\{}&%$#_~^]/g, (c) => {
    if (c === '\\') return '\\textbackslash{}';
    if (c === '~') return '\\textasciitilde{}';
    if (c === '^') return '\\textasciicircum{}';
    return `\\${c}`;
  });
}

/** A single line: a record's line breaks would end a RIS tag or confuse a BibTeX reader. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A biblatex `@misc` entry (BibTeX readers take it too): `url` and `urldate` for the page
 * and the access date, `organization` for the museum. A group's name is braced so that
 * it is not split into first and last names.
 */
export function bibtexCitation(item: CslItem): string {
  const author = item.author
    ?.map((name) =>
      'literal' in name
        ? `{${bibtexText(oneLine(name.literal))}}`
        : bibtexText(oneLine(nameText(name))),
    )
    .join(' and ');
  const fields: [string, string | undefined][] = [
    ['author', author],
    ['title', `{${bibtexText(oneLine(item.title))}}`],
    ['year', item.issued ? String(item.issued['date-parts'][0][0]) : undefined],
    ['organization', bibtexText(oneLine(item.publisher))],
    ['howpublished', bibtexText(oneLine(item.publisher))],
    ['number', item['call-number'] ? bibtexText(oneLine(item['call-number'])) : undefined],
    ['url', item.URL],
    ['urldate', accessedText(item)],
    ['language', item.language],
  ];
  const body = fields
    .filter((field): field is [string, string] => field[1] !== undefined)
    .map(([name, value]) => `  ${name} = {${value}}`)
    .join(',\n');
  return `@misc{${item.id},\n${body}\n}\n`;
}

const accessedText = (item: CslItem) =>
  item.accessed['date-parts'][0].map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0')).join('-');

/**
 * A RIS record (type ART, artwork): TI title, AU each author, PY year, PB the museum,
 * CN the inventory number, UR the page, Y2 the access date. Lines end in CRLF, as the
 * format was written for.
 */
export function risCitation(item: CslItem): string {
  const lines: [string, string][] = [['TY', 'ART']];
  lines.push(['TI', oneLine(item.title)]);
  for (const name of item.author ?? []) lines.push(['AU', oneLine(nameText(name))]);
  if (item.issued) lines.push(['PY', String(item.issued['date-parts'][0][0])]);
  lines.push(['PB', oneLine(item.publisher)]);
  if (item['call-number']) lines.push(['CN', oneLine(item['call-number'])]);
  lines.push(['UR', item.URL]);
  lines.push(['Y2', accessedText(item).replace(/-/g, '/')]);
  lines.push(['LA', item.language]);
  lines.push(['ER', '']);
  return lines.map(([tag, value]) => `${tag}  - ${value}\r\n`).join('');
}

/** The citation in `format`, as the text of the download. */
export function citationText(
  format: CitationFormat,
  object: CitableObject,
  context: CitationContext,
): string {
  const item = cslItem(object, context);
  if (format === 'bibtex') return bibtexCitation(item);
  if (format === 'ris') return risCitation(item);
  return `${JSON.stringify([item], null, 2)}\n`;
}

/** The download's file name, e.g. kokoelma-12345.bib. */
export function citationFileName(objectId: number, format: CitationFormat): string {
  return `kokoelma-${objectId}.${CITATION_MEDIA[format].extension}`;
}

/** Today (or `now`) as YYYY-MM-DD in Finland, where the museum is. */
export function accessDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Helsinki',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
