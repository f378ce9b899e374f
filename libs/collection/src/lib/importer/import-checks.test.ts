import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { migrate, type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import type { RecordIssue } from '../model/record';
import { makeRecord } from '../testing/record-factory';
import { countObjects, findObjects } from '../store/object-repository';
import { detectFormat, importFile } from './import-file';
import { importRecords } from './import-records';
import { fieldGroup, IssueReport, type IssueReportLine } from './issue-report';
import { storageIssues } from '../import/storable-record';
import { lidoRecordId } from '../import/lido-id';
import { lido, title, titled, wrap } from '../import/lido-test-xml';

function raw(id: unknown, extra: Record<string, unknown> = {}) {
  return {
    objectId: id,
    title: { fi: `Teos ${String(id)}`, sv: '', en: '' },
    category: { categoryId: 'artwork', fi: 'taideteos', sv: 'konstverk', en: 'artwork' },
    responsibleOrganisation: 'Kansallisgalleria / Ateneumin taidemuseo',
    inventoryNumber: `A ${String(id)}`,
    people: [],
    multimedia: [],
    ...extra,
  };
}

describe('storageIssues', () => {
  it('rejects ids and years an integer column cannot hold, naming the field', () => {
    expect(storageIssues(makeRecord(2_147_483_647), 1)).toEqual([]);
    const [issue] = storageIssues(makeRecord(2_147_483_648), 7);
    expect(issue).toMatchObject({ recordNumber: 7, recordId: '2147483648', field: 'objectId' });
    expect(issue?.message).toMatch(/outside the range .* 1 to 2147483647/);
    expect(storageIssues(makeRecord(-5), 1)[0]?.field).toBe('objectId');
    expect(storageIssues(makeRecord(1.5), 1)[0]?.field).toBe('objectId');
    expect(storageIssues(makeRecord(2 ** 52 + 1, { source: 'lido' }), 1)[0]?.field).toBe(
      'lidoRecID',
    );
    const person = {
      id: 3_000_000_000,
      firstName: 'A',
      familyName: 'B',
      birthYear: 1e12,
      deathYear: null,
      attribution: null,
      role: null,
    };
    expect(storageIssues(makeRecord(1, { people: [person] }), 1).map((i) => i.field)).toEqual([
      'people[0].birthYear',
    ]);
  });

  it('groups fields without their list positions', () => {
    expect(fieldGroup('multimedia[3].width')).toBe('multimedia[].width');
    expect(fieldGroup('event[0].eventActor[12].birth')).toBe('event[].eventActor[].birth');
  });
});

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))(
  'import checks on $name',
  (target) => {
    let database: Database;
    let dir: string;
    beforeAll(async () => {
      database = await target.open();
      await migrate(database.db);
      dir = mkdtempSync(join(tmpdir(), 'kokoelma-import-checks-'));
    });
    afterAll(async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    });
    beforeEach(async () => {
      await sql`delete from collection_objects`.execute(database.db);
    });
    const write = (name: string, data: string | Buffer) => {
      const path = join(dir, name);
      writeFileSync(path, data);
      return path;
    };
    const jsonl = (records: unknown[]) => records.map((r) => JSON.stringify(r)).join('\n');

    it('rejects only the records whose id is out of range, with file position, id and field', async () => {
      const path = write(
        'ids.jsonl',
        jsonl([raw(1), raw(2_147_483_648), raw('9999999999'), raw(2_147_483_647), raw(4)]),
      );
      const errors: RecordIssue[] = [];
      const summary = await importFile(database.db, path, {
        sync: true,
        onIssue: (issue, kind) => kind === 'error' && errors.push(issue),
      });
      expect(summary).toMatchObject({ read: 5, imported: 3, skipped: 2, incomplete: false });
      expect(errors.map((e) => [e.recordNumber, e.recordId, e.field])).toEqual([
        [2, '2147483648', 'objectId'],
        [3, '9999999999', 'objectId'],
      ]);
      expect(summary.errorsByField).toEqual([{ field: 'objectId', count: 2 }]);
      expect((await findObjects(database.db, [1, 2_147_483_647, 4])).length).toBe(3);
    });

    it('imports LIDO records whose identifiers hold no number, images and all', async () => {
      // Identifiers as other museums' exporters write them: no number to take as the id.
      const ids = ['DE-Mb112/lido-obj00154983', 'urn:uuid:4f1c2b9e-8a7d-4c3e-9b1a-2d6e5f7a8b9c'];
      const image =
        '<lido:resourceWrap><lido:resourceSet><lido:resourceRepresentation lido:type="image_master">' +
        '<lido:linkResource>https://images.example.org/master/1.jpg</lido:linkResource>' +
        '</lido:resourceRepresentation></lido:resourceSet></lido:resourceWrap>';
      const path = write(
        'guids.xml',
        wrap(...ids.map((id) => lido(id, titled(title(`Verk ${id}`, 'xml:lang="sv"')), image))),
      );
      const errors: RecordIssue[] = [];
      const summary = await importFile(database.db, path, {
        onIssue: (issue, kind) => kind === 'error' && errors.push(issue),
      });
      expect(errors).toEqual([]);
      expect(summary).toMatchObject({ read: 2, imported: 2, skipped: 0 });
      const stored = await findObjects(
        database.db,
        ids.map((id) => lidoRecordId({ lidoRecID: id })?.id ?? 0),
      );
      expect(stored.map((object) => object.title['sv'])).toEqual(ids.map((id) => `Verk ${id}`));
      expect(stored.every((object) => object.linkedImages?.length === 1)).toBe(true);
    });

    it('rejects a record with linked images and an id out of range, and goes on', async () => {
      // The image harvest looks for an earlier import's images of the record by its id.
      const linked = {
        multimedia: [
          { id: 1, filename_extension: '.jpg', jpg: { '1000': 'https://example.org/1.jpg' } },
        ],
      };
      const path = write('big-id.jsonl', jsonl([raw(1, linked), raw(2 ** 52 + 7, linked), raw(3)]));
      const summary = await importFile(database.db, path, {});
      expect(summary).toMatchObject({ read: 3, imported: 2, skipped: 1 });
      expect(summary.errorsByField).toEqual([{ field: 'objectId', count: 1 }]);
    });

    it('stores the rest of a batch when one record fails in the database', async () => {
      // A record no parser makes (a NUL in a text) fails its statement: found one by one.
      const bad = makeRecord(3, { inventoryNumber: 'A\u0000B' });
      const errors: RecordIssue[] = [];
      const summary = await importRecords(
        database.db,
        [1, 2, 3, 4].map((id) => ({
          ok: true as const,
          record: id === 3 ? bad : makeRecord(id),
          warnings: [],
        })),
        { onIssue: (issue, kind) => kind === 'error' && errors.push(issue) },
      );
      expect(summary).toMatchObject({ imported: 3, skipped: 1 });
      expect(errors).toMatchObject([{ recordNumber: 3, recordId: '3', field: 'record' }]);
      expect(await countObjects(database.db)).toBe(3);
    });

    it('writes every warning and error to the report and counts warnings by field', async () => {
      const image = (width: unknown) => ({
        id: 1,
        filename_extension: '.jpg',
        width,
        height: 10,
        size: 1,
        image_version: 1,
        isRiaDisplayImage: true,
      });
      const path = write(
        'issues.jsonl.gz',
        gzipSync(
          jsonl([
            raw(1, { yearFrom: 'soon' }),
            raw(2, { multimedia: [image('wide'), image('x')], yearFrom: 'later' }),
            { title: { fi: 'ei tunnistetta' } },
            raw(3_000_000_000),
          ]),
        ),
      );
      const reportPath = join(dir, 'issues-report.jsonl');
      const report = new IssueReport(reportPath, path);
      const summary = await importFile(database.db, path, {
        onIssue: (i, k) => report.write(i, k),
      });
      report.close();
      const lines = readFileSync(reportPath, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as IssueReportLine);
      expect(lines).toHaveLength(summary.warnings + 2);
      expect(
        lines.filter((l) => l.severity === 'error').map((l) => [l.recordNumber, l.field]),
      ).toEqual([
        [3, 'objectId'],
        [4, 'objectId'],
      ]);
      expect(lines[0]).toMatchObject({ file: path, recordNumber: 1, id: '1', severity: 'warning' });
      expect(summary.warningsByField.find((w) => w.field === 'yearFrom')?.count).toBe(2);
      expect(summary.warningsByField.some((w) => w.field.startsWith('multimedia[]'))).toBe(true);
      expect(summary.imported).toBe(2);
    });

    it('checks foreign keys again once the import is written', async () => {
      // The batches skip the checks inside their own transactions only (batch-writes.ts).
      await importRecords(database.db, [{ ok: true, record: makeRecord(21), warnings: [] }]);
      await expect(
        sql`insert into collection_documents (id, doc, facts) values (987654, '{}', '{}')`.execute(
          database.db,
        ),
      ).rejects.toThrow(/foreign key/);
    });

    it('imports gzip files by their content, whatever their name', async () => {
      const path = write('export-without-extension', gzipSync(jsonl([raw(11), raw(12)])));
      expect(await detectFormat(path)).toBe('museum-json');
      const summary = await importFile(database.db, path);
      expect(summary.imported).toBe(2);
    });
  },
);
