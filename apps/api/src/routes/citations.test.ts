import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@kokoelma/db';
import { upsertRecords } from '@kokoelma/collection';
import { citationPath } from '@kokoelma/contract/site';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { testRecords } from './collection-fixtures';

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  app = await buildApp(
    loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'https://kokoelmat.example' }),
    { build: { name: 'kokoelma', version: '0', commit: null }, database, serveWeb: false },
  );
  await upsertRecords(database.db, testRecords, 1);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' }).format(new Date());

describe('GET /api/objects/{id}/citation', () => {
  const accessed = {
    bibtex: `urldate = {${today}}`,
    ris: `Y2  - ${today.replace(/-/g, '/')}`,
    'csl-json': `"accessed": {\n      "date-parts": [\n        [\n          ${Number(today.slice(0, 4))},`,
  };
  it.each([
    [
      'bibtex',
      'application/x-bibtex',
      'kokoelma-3.bib',
      'url = {https://kokoelmat.example/sv/object/3}',
    ],
    [
      'ris',
      'application/x-research-info-systems',
      'kokoelma-3.ris',
      'UR  - https://kokoelmat.example/sv/object/3',
    ],
    [
      'csl-json',
      'application/vnd.citationstyles.csl+json',
      'kokoelma-3.json',
      '"URL": "https://kokoelmat.example/sv/object/3"',
    ],
  ] as const)(
    '%s: its media type, a file name and the page address',
    async (format, type, file, url) => {
      const res = await get(citationPath(3, format, 'sv'));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(`${type}; charset=utf-8`);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${file}"`);
      expect(res.body).toContain(url);
      expect(res.body).toContain('Schjerfbeck');
      // The museum in the asked language, and today as the access date.
      expect(res.body).toContain('Konstmuseet Ateneum');
      expect(res.body).toContain(accessed[format]);
    },
  );

  it('sends CSL-JSON as JSON, not as a quoted string', async () => {
    const res = await get(citationPath(1, 'csl-json', 'en'));
    const [item] = res.json() as [{ title: string; accessed: { 'date-parts': number[][] } }];
    expect(item.title).toBe('Cat');
    expect(item.accessed['date-parts'][0]).toEqual(today.split('-').map(Number));
  });

  it('answers Finnish without a language', async () => {
    const res = await get('/api/objects/1/citation?format=ris');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('TI  - Kissa');
    expect(res.body).toContain('UR  - https://kokoelmat.example/fi/object/1');
  });

  it.each([
    [
      '/api/objects/1/citation?format=endnote',
      'Unknown citation format "endnote": use bibtex, ris, csl-json.',
    ],
    ['/api/objects/1/citation', 'Say which format: ?format=bibtex, ris, csl-json.'],
    ['/api/objects/1/citation?format=ris&lang=de', 'Unknown language "de": use fi, sv, en.'],
    [
      '/api/objects/1/citation?format=ris&style=apa',
      'Unknown parameter style: only format and lang.',
    ],
    [
      '/api/objects/abc/citation?format=ris',
      'No object abc: an object id is a positive whole number.',
    ],
  ])('%s is a 400 that says what was wrong', async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message });
  });

  it('is a 404 for an object the collection does not have', async () => {
    const res = await get(citationPath(999, 'bibtex', 'fi'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'No object 999' });
  });
});
