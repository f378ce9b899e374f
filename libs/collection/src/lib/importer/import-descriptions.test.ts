import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import { publicObject } from '../model/public-object';
import { findObjects } from '../store/object-repository';
import { lido, titled, title, wrap } from '../import/lido-test-xml';
import { importFile } from './import-file';

// Visual descriptions of images (issue 44): what an image shows, per language, read from
// both formats, kept through the store to the public object, and counted in the summary.

const image = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  filename_extension: '.jpg',
  width: 1200,
  height: 900,
  image_version: 1,
  isRiaDisplayImage: true,
  size: 1000,
  ordinal: id,
  ...extra,
});

function museumRecord(id: number, multimedia: unknown[]) {
  return {
    objectId: id,
    title: { fi: `Teos ${id}` },
    category: { fi: 'taideteos', sv: 'konstverk', en: 'artwork' },
    responsibleOrganisation: 'Kansallisgalleria / Ateneumin taidemuseo',
    inventoryNumber: `A ${id}`,
    people: [],
    multimedia,
  };
}

const lidoSet = (id: string, descriptions: string) =>
  `<lido:resourceSet><lido:resourceID>${id}</lido:resourceID>` +
  `<lido:resourceRepresentation lido:type="image_master"><lido:linkResource>https://img.example.org/${id}.jpg</lido:linkResource>` +
  `<lido:resourceMeasurementsSet><lido:measurementType>width</lido:measurementType><lido:measurementUnit>pixel</lido:measurementUnit><lido:measurementValue>1600</lido:measurementValue></lido:resourceMeasurementsSet>` +
  `<lido:resourceMeasurementsSet><lido:measurementType>height</lido:measurementType><lido:measurementUnit>pixel</lido:measurementUnit><lido:measurementValue>1200</lido:measurementValue></lido:resourceMeasurementsSet>` +
  `</lido:resourceRepresentation>${descriptions}</lido:resourceSet>`;

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))(
  'image descriptions on $name',
  (target) => {
    let database: Database;
    let dir: string;
    beforeEach(async () => {
      database = await target.open();
      await migrate(database.db);
      dir = mkdtempSync(join(tmpdir(), 'kokoelma-descriptions-'));
    });
    afterEach(async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    });

    const write = (name: string, text: string) => {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    };

    it('reads multimedia[].description {fi, sv, en} from museum JSON and counts the images without', async () => {
      const records = [
        museumRecord(1, [
          image(11, {
            description: {
              fi: '  Nainen istuu ikkunan ääressä ja lukee kirjettä. ',
              sv: 'En kvinna sitter vid fönstret och läser ett brev.',
              en: '',
            },
          }),
          image(12),
        ]),
        museumRecord(2, [image(21, { description: { fi: '', sv: '', en: '' } })]),
        museumRecord(3, [image(31, { description: 'not an object' })]),
      ];
      const path = write('objects.json', JSON.stringify(records));
      const summary = await importFile(database.db, path, {});
      expect(summary).toMatchObject({ imported: 3, skipped: 0 });
      expect(summary.imageDescriptions).toEqual({ images: 4, missing: 3 });
      expect(summary.warningsByField).toContainEqual({
        field: 'multimedia[].description',
        count: 1,
      });
      const [one, two, three] = (await findObjects(database.db, [1, 2, 3])).map(publicObject);
      expect(one?.images.map((i) => i.description)).toEqual([
        {
          fi: 'Nainen istuu ikkunan ääressä ja lukee kirjettä.',
          sv: 'En kvinna sitter vid fönstret och läser ett brev.',
        },
        null,
      ]);
      expect(two?.images[0]?.description).toBeNull();
      expect(three?.images[0]?.description).toBeNull();
    });

    it('reads resourceDescription by xml:lang from LIDO, the preferred one first', async () => {
      const xml = wrap(
        lido(
          '7',
          titled(title('Vinterlandskap')),
          '<lido:resourceWrap>' +
            lidoSet(
              'r1',
              '<lido:resourceDescription xml:lang="en" lido:pref="alternate">Snow.</lido:resourceDescription>' +
                '<lido:resourceDescription xml:lang="en">A snowy field under a low winter sun.</lido:resourceDescription>' +
                '<lido:resourceDescription>Ett snötäckt fält i låg vintersol.</lido:resourceDescription>' +
                '<lido:resourceDescription xml:lang="de">Ein verschneites Feld.</lido:resourceDescription>',
            ) +
            lidoSet('r2', '') +
            '</lido:resourceWrap>',
        ),
      );
      const path = write('objects.xml', xml);
      const summary = await importFile(database.db, path, {});
      expect(summary).toMatchObject({ imported: 1, skipped: 0 });
      expect(summary.imageDescriptions).toEqual({ images: 2, missing: 1 });
      const [object] = (await findObjects(database.db, [7])).map(publicObject);
      // The unmarked one takes the record's language (sv); German has no place on the site.
      expect(object?.images.map((i) => i.description)).toEqual([
        { en: 'A snowy field under a low winter sun.', sv: 'Ett snötäckt fält i låg vintersol.' },
        null,
      ]);
    });
  },
);
