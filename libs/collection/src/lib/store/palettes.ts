import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import { colourBin, extractPalette, type PaletteEntry } from '../search/palette';
import { ORIGINAL_EXTENSIONS, parseImageId } from '../images/image-request';

type Db = Kysely<Tables>;

/** Stores the palette of an object's first image, replacing what the object had. */
export async function storePalette(
  db: Db,
  objectId: number,
  imageId: string,
  palette: readonly PaletteEntry[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('collection_object_colours').where('object_id', '=', objectId).execute();
    if (palette.length === 0) return;
    await trx
      .insertInto('collection_object_colours')
      .values(
        palette.map((entry, position) => ({
          object_id: objectId,
          position,
          image_id: imageId,
          bin: colourBin(entry.lab),
          l: entry.lab[0],
          a: entry.lab[1],
          b: entry.lab[2],
          share: entry.share,
          hex: entry.hex,
        })),
      )
      .execute();
  });
}

/** The palettes of objects (hex and share, the largest share first), by object id. */
export async function findPalettes(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, Array<{ hex: string; share: number }>>> {
  const out = new Map<number, Array<{ hex: string; share: number }>>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('collection_object_colours')
    .select(['object_id', 'hex', 'share'])
    .where('object_id', 'in', [...new Set(ids)])
    .orderBy('object_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const list = out.get(row.object_id) ?? [];
    list.push({ hex: row.hex, share: Math.round(Number(row.share) * 1000) / 1000 });
    out.set(row.object_id, list);
  }
  return out;
}

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
