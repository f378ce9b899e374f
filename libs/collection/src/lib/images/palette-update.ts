import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import { extractPalette } from '../search/palette';
import { storePalette } from '../search/palette-rows';
import { ORIGINAL_EXTENSIONS, parseImageId } from './image-request';

type Db = Kysely<Tables>;

async function originalPath(dir: string, imageId: string): Promise<string | null> {
  let id: string;
  try {
    id = parseImageId(imageId);
  } catch {
    return null;
  }
  for (const extension of ORIGINAL_EXTENSIONS) {
    const path = join(dir, `${id}.${extension}`);
    const found = await stat(path).then(
      (s) => s.isFile(),
      () => false,
    );
    if (found) return path;
  }
  return null;
}

export interface PaletteUpdateSummary {
  computed: number;
  missing: number;
  failed: number;
}

/**
 * Computes the palette of every object whose first image has an original in
 * `originalsDir` and no palette of that image yet (after an import, a harvest, or once the
 * demo images are drawn), `batchSize` objects read at a time. An unreadable image is
 * counted and skipped; an image not on disk yet is left for a later run. With
 * `objectIds`, only those objects are looked at (the update queue's changed records):
 * the others are not read at all.
 */
export async function updatePalettes(
  db: Db,
  originalsDir: string,
  options: {
    batchSize?: number;
    objectIds?: readonly number[];
    onFailure?: (objectId: number, error: unknown) => void;
  } = {},
): Promise<PaletteUpdateSummary> {
  const batchSize = options.batchSize ?? 200;
  const summary: PaletteUpdateSummary = { computed: 0, missing: 0, failed: 0 };
  const ids = options.objectIds;
  if (ids?.length === 0) return summary;
  const only = ids ? sql`and d.id = any(${[...new Set(ids)]}::integer[])` : sql``;
  let after = 0;
  for (;;) {
    const { rows } = await sql<{ id: number; image_id: string }>`
      select d.id, d.doc -> 'images' -> 0 ->> 'id' as image_id
      from collection_documents d
      where d.id > ${after} ${only} and json_typeof(d.doc -> 'images') = 'array'
        and coalesce(d.doc -> 'images' -> 0 ->> 'id', '') <> ''
        and not exists (select from collection_object_colours c
          where c.object_id = d.id and c.position = 0
            and c.image_id = d.doc -> 'images' -> 0 ->> 'id')
      order by d.id limit ${batchSize}`.execute(db);
    if (rows.length === 0) return summary;
    for (const row of rows) {
      const path = await originalPath(originalsDir, row.image_id);
      if (!path) {
        summary.missing += 1;
        continue;
      }
      try {
        await storePalette(db, row.id, row.image_id, await extractPalette(path));
        summary.computed += 1;
      } catch (error) {
        summary.failed += 1;
        options.onFailure?.(row.id, error);
      }
    }
    after = rows.at(-1)?.id ?? after;
  }
}
