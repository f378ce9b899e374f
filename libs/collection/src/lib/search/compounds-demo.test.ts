// Compounds on the demo collection (issue 19 item 3): a word's last part finds the
// compound in Finnish and Swedish, ranked below the whole word.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Database } from '@kokoelma/db';
import { objectTitle, type Language } from '@kokoelma/domain';
import { seedDemoCollection } from '../demo/demo-seed';
import { findObjects } from '../store/object-repository';
import { searchCollection } from './search-service';

const COUNT = 2000;

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  await migrate(database.db);
  await seedDemoCollection(database.db, { count: COUNT });
}, 240_000);
afterAll(() => database.close());

/** Ids of the demo objects whose title in `lang` holds a word that ends in `end`. */
async function titledWith(end: string, lang: Language): Promise<number[]> {
  const ids = Array.from({ length: COUNT }, (_, i) => 1000 + i);
  const records = await findObjects(database.db, ids);
  const word = new RegExp(`\\p{L}+${end}\\b`, 'iu');
  return records
    .filter((r) => {
      const title = objectTitle(r, lang);
      return title.kind === 'text' && title.lang === lang && word.test(title.text);
    })
    .map((r) => r.id);
}

describe('compounds on the demo collection', () => {
  it.each<[string, string, Language]>([
    ['kuva', 'kuva', 'fi'],
    ['maisema', 'maisema', 'fi'],
    ['porträtt', 'porträtt', 'sv'],
    ['landskap', 'landskap', 'sv'],
  ])('"%s" finds every work titled with a compound ending in it (%s, %s)', async (q, end, lang) => {
    const compounds = await titledWith(end, lang);
    expect(compounds.length).toBeGreaterThan(0);
    const result = await searchCollection(database.db, { searchTerms: [q] }, lang);
    const found = new Set(result.objectIds);
    expect(compounds.filter((id) => !found.has(id))).toEqual([]);
  });

  it('ranks the whole word above its compounds', async () => {
    const compoundsOnly = new Set(await titledWith('maisema', 'fi'));
    const result = await searchCollection(database.db, { searchTerms: ['maisema'] }, 'fi');
    const records = await findObjects(database.db, result.objectIds);
    const wholeWord = (id: number) => {
      const record = records.find((r) => r.id === id);
      const title = record ? objectTitle(record, 'fi') : null;
      return title?.kind === 'text' && /\bmaisema/iu.test(title.text);
    };
    const firstCompound = result.objectIds.findIndex(
      (id) => compoundsOnly.has(id) && !wholeWord(id),
    );
    const lastWhole = result.objectIds.map(wholeWord).lastIndexOf(true);
    expect(firstCompound).toBeGreaterThan(-1);
    expect(lastWhole).toBeLessThan(firstCompound);
  });
});
