import type { Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';
import { colourBin, type PaletteEntry } from './palette';

// The colour search's derived table, collection_object_colours: an object's palette
// (palette.ts) with each colour's bin. store/palettes.ts reads it back for the record.

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
