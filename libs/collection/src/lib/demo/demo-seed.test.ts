import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Database } from '@kokoelma/db';
import { demoCollectionInfo, seedDemoCollection } from './demo-seed';
import { countObjects } from '../store/object-repository';
import { findPerson } from '../search/listings';
import { searchCollection } from '../search/search-service';

describe('seedDemoCollection', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await migrate(database.db);
  });
  afterAll(() => database.close());

  it('fills an empty database through the importer and marks it as demo data', async () => {
    expect(await demoCollectionInfo(database.db)).toBeNull();
    const summary = await seedDemoCollection(database.db, { count: 300 });
    expect(summary).toMatchObject({ imported: 300, skipped: 0 });
    expect(await countObjects(database.db)).toBe(300);
    expect(await demoCollectionInfo(database.db)).toMatchObject({ count: 300, seed: 1 });
    const all = await searchCollection(database.db, {}, 'fi');
    const museums = all.collections.find((f) => f.facet === 'museum')?.values.map((v) => v.value);
    expect(museums?.sort()).toEqual([
      'ateneum',
      'kansallisgalleria',
      'kiasma',
      'sinebrychoff',
      'vttk',
    ]);
  });

  it('merges the spelling a later work gives a person into them, who keeps the museum’s id', async () => {
    // Person 50058's second work names them with an initial and no id (demo-people.ts).
    const person = await findPerson(database.db, '50058');
    expect(person?.id).toBe('50058');
    expect(person?.name).toBe('Riikka Lumivaara');
    expect(person?.otherNames).toEqual(['R. Lumivaara']);
    expect(person?.objectCount).toBe(5);
    // Everyone else is named one way.
    const ragnar = await findPerson(database.db, '50118');
    expect(ragnar?.otherNames).toEqual([]);
  });

  it('leaves a database with objects alone', async () => {
    expect(await seedDemoCollection(database.db, { count: 50 })).toBeNull();
    expect(await countObjects(database.db)).toBe(300);
  });
});
