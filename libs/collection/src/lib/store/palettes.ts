import type { Kysely } from 'kysely';
import type { Tables } from '@kokoelma/db';

type Db = Kysely<Tables>;

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
