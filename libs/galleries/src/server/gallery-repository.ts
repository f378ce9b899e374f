import { sql, type Kysely, type Selectable } from 'kysely';
import type { Tables } from '@kokoelma/db';
import type { GalleryKind } from '@kokoelma/contract';

// The SQL of galleries. Functions take a Kysely instance or a transaction: inside a
// transaction, pass the transaction (PGlite has one connection, which the transaction
// holds; a query on the outer instance would wait for it forever).

type Db = Kysely<Tables>;

export type GalleryRow = Selectable<Tables['galleries']>;
export type GalleryObjectRow = Pick<
  Selectable<Tables['gallery_objects']>,
  'object_id' | 'added_at'
>;

const GALLERY_COLUMNS = [
  'id',
  'user_id',
  'kind',
  'name',
  'slug',
  'created_at',
  'updated_at',
] as const;

/**
 * Locks the user's row until the transaction ends, so that one user's limit checks
 * (galleries, share e-mails) do not race each other. False when the user is gone.
 */
export async function lockUser(trx: Db, userId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('accounts_users')
    .select('id')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** How many galleries of a kind the user has. */
export async function countGalleries(db: Db, userId: string, kind: GalleryKind): Promise<number> {
  const row = await db
    .selectFrom('galleries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A new gallery row. */
export async function insertGallery(
  trx: Db,
  values: { user_id: string; kind: GalleryKind; name: string; slug: string },
): Promise<GalleryRow> {
  return trx
    .insertInto('galleries')
    .values(values)
    .returning(GALLERY_COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * The user's favourites list, created if missing. Concurrent first uses meet at the
 * partial unique index (one favourites per user): the loser inserts nothing and reads
 * the winner's row.
 */
export async function ensureFavourites(db: Db, userId: string, slug: string): Promise<GalleryRow> {
  const existing = await findFavourites(db, userId);
  if (existing) return existing;
  await db
    .insertInto('galleries')
    .values({ user_id: userId, kind: 'favourites', name: '', slug })
    .onConflict((oc) => oc.column('user_id').where('kind', '=', 'favourites').doNothing())
    .execute();
  const created = await findFavourites(db, userId);
  if (!created) throw new Error('The favourites list was neither found nor created.');
  return created;
}

function findFavourites(db: Db, userId: string): Promise<GalleryRow | undefined> {
  return db
    .selectFrom('galleries')
    .select(GALLERY_COLUMNS)
    .where('user_id', '=', userId)
    .where('kind', '=', 'favourites')
    .executeTakeFirst();
}

/** The user's gallery of this id, optionally locked until the transaction ends. */
export async function findOwnedGallery(
  db: Db,
  userId: string,
  galleryId: number,
  lock = false,
): Promise<GalleryRow | undefined> {
  const query = db
    .selectFrom('galleries')
    .select(GALLERY_COLUMNS)
    .where('id', '=', galleryId)
    .where('user_id', '=', userId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The gallery of a share slug. */
export async function findGalleryBySlug(db: Db, slug: string): Promise<GalleryRow | undefined> {
  return db
    .selectFrom('galleries')
    .select(GALLERY_COLUMNS)
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/** The user's galleries of a kind, newest (largest id) first. */
export async function listGalleries(
  db: Db,
  userId: string,
  kind: GalleryKind,
): Promise<GalleryRow[]> {
  return db
    .selectFrom('galleries')
    .select(GALLERY_COLUMNS)
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .execute();
}

/** The artworks of each gallery, newest added first (ties: larger object id first). */
export async function objectsOf(
  db: Db,
  galleryIds: readonly number[],
): Promise<Map<number, GalleryObjectRow[]>> {
  const byGallery = new Map<number, GalleryObjectRow[]>(galleryIds.map((id) => [id, []]));
  if (galleryIds.length === 0) return byGallery;
  const rows = await db
    .selectFrom('gallery_objects')
    .select(['gallery_id', 'object_id', 'added_at'])
    .where('gallery_id', 'in', galleryIds)
    .orderBy('added_at', 'desc')
    .orderBy('object_id', 'desc')
    .execute();
  for (const { gallery_id, ...object } of rows) byGallery.get(Number(gallery_id))?.push(object);
  return byGallery;
}

/** Adds an artwork; false when it is in the gallery already (the primary key decides). */
export async function insertObject(trx: Db, galleryId: number, objectId: number): Promise<boolean> {
  const row = await trx
    .insertInto('gallery_objects')
    .values({ gallery_id: galleryId, object_id: objectId })
    .onConflict((oc) => oc.columns(['gallery_id', 'object_id']).doNothing())
    .returning('object_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes an artwork; false when it was not there. */
export async function deleteObject(trx: Db, galleryId: number, objectId: number): Promise<boolean> {
  const result = await trx
    .deleteFrom('gallery_objects')
    .where('gallery_id', '=', galleryId)
    .where('object_id', '=', objectId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** How many artworks the gallery holds. */
export async function countObjects(db: Db, galleryId: number): Promise<number> {
  const row = await db
    .selectFrom('gallery_objects')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('gallery_id', '=', galleryId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the gallery changed now, optionally with a new name. */
export async function touchGallery(
  db: Db,
  galleryId: number,
  changes: { name?: string } = {},
): Promise<void> {
  await db
    .updateTable('galleries')
    .set({ ...changes, updated_at: sql<Date>`now()` })
    .where('id', '=', galleryId)
    .execute();
}

/** Deletes the user's gallery (its artworks go with it); false when there is none. */
export async function deleteGallery(db: Db, userId: string, galleryId: number): Promise<boolean> {
  const row = await db
    .deleteFrom('galleries')
    .where('id', '=', galleryId)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Share e-mails the user queued in the last hour: how many, and the oldest one's time. */
export async function recentEmails(
  db: Db,
  userId: string,
): Promise<{ count: number; oldest: Date | null }> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where('sender_user_id', '=', userId)
    .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: row.oldest ? new Date(row.oldest) : null };
}

/** Queues an e-mail in the outbox; its id. */
export async function insertOutbox(
  db: Db,
  values: { to_address: string; subject: string; body: string; sender_user_id: string },
): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({ ...values, sent_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
