import { sql, type Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import { generateDemoRecords } from './generate-demo-records';
import { ensureDemoImages, type EnsureDemoImagesResult } from './ensure-demo-images';
import { parseMuseumRecord } from '../import/museum-record';
import { importRecords, type ImportItem, type ImportSummary } from '../importer/import-records';
import { countObjects } from '../store/object-repository';

/** The settings key that marks a database holding the generated demo collection. */
export const DEMO_SETTING = 'demo_collection';

/** How the demo collection was made: enough to render its images again. */
export interface DemoCollectionInfo {
  count: number;
  seed: number;
  generatedAt: string;
}

function* demoItems(count: number, seed: number): Iterable<ImportItem> {
  let n = 0;
  for (const raw of generateDemoRecords({ count, seed })) {
    n += 1;
    yield parseMuseumRecord(raw, n);
  }
}

/**
 * On an empty database, generates the deterministic demo collection in the museum's
 * import format and imports it through the same importer as real data, then records
 * that the collection is demo data. Does nothing when the collection has objects.
 */
export async function seedDemoCollection(
  db: Kysely<Tables>,
  options: { count: number; seed?: number },
): Promise<ImportSummary | null> {
  if (options.count <= 0 || (await countObjects(db)) > 0) return null;
  const seed = options.seed ?? 1;
  const summary = await importRecords(db, demoItems(options.count, seed));
  const info: DemoCollectionInfo = {
    count: options.count,
    seed,
    generatedAt: new Date().toISOString(),
  };
  await db
    .insertInto('kokoelma_settings')
    .values({ key: DEMO_SETTING, value: JSON.stringify(info) })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ value: JSON.stringify(info), updated_at: sql`now()` }),
    )
    .execute();
  return summary;
}

/** The demo collection's parameters, or null when the collection is real data. */
export async function demoCollectionInfo(db: Kysely<Tables>): Promise<DemoCollectionInfo | null> {
  const row = await db
    .selectFrom('kokoelma_settings')
    .select('value')
    .where('key', '=', DEMO_SETTING)
    .executeTakeFirst();
  return (row?.value as DemoCollectionInfo | undefined) ?? null;
}

/** Renders the demo collection's missing image originals into `dir`. */
export async function renderDemoImages(
  dir: string,
  info: DemoCollectionInfo,
  concurrency = 2,
): Promise<EnsureDemoImagesResult> {
  return ensureDemoImages(dir, generateDemoRecords({ count: info.count, seed: info.seed }), {
    concurrency,
    seed: info.seed,
  });
}
