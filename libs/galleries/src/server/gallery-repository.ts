import { sql, type Kysely, type Selectable } from 'kysely';
import type { Tables } from '@kokoelma/db';
import type { GalleryKind, GalleryVisibility } from '@kokoelma/contract';

// The SQL of galleries. Functions take a Kysely instance or a transaction: inside a
// transaction, pass the transaction (PGlite has one connection, which the transaction
// holds; a query on the outer instance would wait for it forever).

type Db = Kysely<Tables>;

export type GalleryRow = Selectable<Tables['galleries']>;
export type GalleryObjectRow = Pick<
  Selectable<Tables['gallery_objects']>,
  'object_id' | 'added_at' | 'note'
>;

const GALLERY_COLUMNS = [
  'id',
  'user_id',
  'kind',
  'name',
  'slug',
  'created_at',
  'updated_at',
  'description',
  'visibility',
  'edit_token',
  'deleted_at',
] as const;

/** How long a deleted gallery stays restorable (GALLERY_RESTORE_DAYS). */
const RESTORABLE = sql<Date>`now() - interval '30 days'`;

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
    .where('deleted_at', 'is', null)
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
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * The gallery of this id when the user owns it or holds its edit link (`editToken`),
 * optionally locked until the transaction ends.
 */
export async function findEditableGallery(
  db: Db,
  userId: string,
  galleryId: number,
  editToken: string | undefined,
  lock = false,
): Promise<GalleryRow | undefined> {
  const query = db
    .selectFrom('galleries')
    .select(GALLERY_COLUMNS)
    .where('id', '=', galleryId)
    .where('deleted_at', 'is', null)
    .where((eb) =>
      editToken === undefined
        ? eb('user_id', '=', userId)
        : eb.or([eb('user_id', '=', userId), eb('edit_token', '=', editToken)]),
    );
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The gallery of a share slug. */
export async function findGalleryBySlug(db: Db, slug: string): Promise<GalleryRow | undefined> {
  return db
    .selectFrom('galleries')
    .select(GALLERY_COLUMNS)
    .where('slug', '=', slug)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * The name a gallery's owner is credited by on its shared view: their nickname, else their
 * name (trimmed); null when the account has neither (or is gone).
 */
export async function ownerName(db: Db, userId: string): Promise<string | null> {
  const owner = await db
    .selectFrom('accounts_users')
    .select(['name', 'nickname'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const name = (owner?.nickname ?? '').trim() || (owner?.name ?? '').trim();
  return name || null;
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
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
}

/** The user's deleted galleries that can still be restored, most recently deleted first. */
export async function listDeleted(db: Db, userId: string): Promise<GalleryRow[]> {
  return db
    .selectFrom('galleries')
    .select(GALLERY_COLUMNS)
    .where('user_id', '=', userId)
    .where('deleted_at', '>', RESTORABLE)
    .orderBy('deleted_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Deletes for good the galleries deleted more than 30 days ago; how many. */
export async function purgeExpired(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('galleries')
    .where('deleted_at', '<=', RESTORABLE)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Public galleries (newest first), for sitemap.xml. */
export async function listPublic(
  db: Db,
  limit: number,
): Promise<Array<{ slug: string; updated_at: Date }>> {
  return db
    .selectFrom('galleries')
    .select(['slug', 'updated_at'])
    .where('visibility', '=', 'public')
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The artworks of each gallery in the owner's order (position; new artworks take a
 * position before the first, so an unordered gallery lists the newest first).
 */
export async function objectsOf(
  db: Db,
  galleryIds: readonly number[],
): Promise<Map<number, GalleryObjectRow[]>> {
  const byGallery = new Map<number, GalleryObjectRow[]>(galleryIds.map((id) => [id, []]));
  if (galleryIds.length === 0) return byGallery;
  const rows = await db
    .selectFrom('gallery_objects')
    .select(['gallery_id', 'object_id', 'added_at', 'note'])
    .where('gallery_id', 'in', galleryIds)
    .orderBy('position', 'asc')
    .orderBy('added_at', 'desc')
    .orderBy('object_id', 'desc')
    .execute();
  for (const { gallery_id, ...object } of rows) byGallery.get(Number(gallery_id))?.push(object);
  return byGallery;
}

/**
 * Adds an artwork first in the order; false when it is in the gallery already (the
 * primary key decides). The caller holds the gallery's row lock, so two adds never
 * take the same position.
 */
export async function insertObject(
  trx: Db,
  galleryId: number,
  objectId: number,
  note = '',
): Promise<boolean> {
  const row = await trx
    .insertInto('gallery_objects')
    .values({
      gallery_id: galleryId,
      object_id: objectId,
      note,
      position: sql<number>`(select coalesce(min(position), 1) - 1 from gallery_objects
        where gallery_id = ${galleryId})`,
    })
    .onConflict((oc) => oc.columns(['gallery_id', 'object_id']).doNothing())
    .returning('object_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Adds artworks in one statement, as if one by one in the given order, each first in the
 * order (so the last of `items` ends up first); ones in the gallery already, or repeated,
 * stay as they are. Answers how many were added and how many the gallery holds now. The
 * caller holds the gallery's row lock, so no other write takes the same positions.
 */
export async function insertObjects(
  trx: Db,
  galleryId: number,
  items: ReadonlyArray<{ id: number; note?: string }>,
): Promise<{ added: number; total: number }> {
  // The first occurrence of an id decides (a repeat would have found it there already).
  const seen = new Set<number>();
  const rows = items.filter(({ id }) => !seen.has(id) && seen.add(id));
  // The items travel as one JSON parameter (no array parameters, which the two drivers
  // pass differently); the k-th item takes the position k before the first. An item the
  // gallery holds already leaves its position unused: a gap, which orders the same.
  const json = JSON.stringify(rows.map(({ id, note }) => [id, note ?? '']));
  const { rows: result } = await sql<{ added: number | string; total: number | string }>`
    with item as (
      select (o.item->>0)::integer as object_id, o.item->>1 as note, o.ord
      from jsonb_array_elements(${json}::jsonb) with ordinality as o(item, ord)
    ), added as (
      insert into gallery_objects (gallery_id, object_id, note, position)
      select ${galleryId}, i.object_id, i.note,
        (select coalesce(min(position), 1) from gallery_objects where gallery_id = ${galleryId})
          - row_number() over (order by i.ord)
      from item i
      on conflict (gallery_id, object_id) do nothing
      returning 1
    )
    select (select count(*) from added) as added,
      (select count(*) from gallery_objects where gallery_id = ${galleryId}) as total`.execute(trx);
  // The statement sees the rows as they were before it: the total adds the new ones.
  const added = Number(result[0]?.added ?? 0);
  return { added, total: Number(result[0]?.total ?? 0) + added };
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

/** Removes several artworks; how many were there. */
export async function deleteObjects(
  trx: Db,
  galleryId: number,
  objectIds: readonly number[],
): Promise<number> {
  if (objectIds.length === 0) return 0;
  const result = await trx
    .deleteFrom('gallery_objects')
    .where('gallery_id', '=', galleryId)
    .where('object_id', 'in', objectIds)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The ids of the gallery's artworks, in no particular order. */
export async function objectIdsOf(db: Db, galleryId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('gallery_objects')
    .select('object_id')
    .where('gallery_id', '=', galleryId)
    .execute();
  return rows.map((row) => row.object_id);
}

/** Sets the note on an artwork; false when the artwork is not in the gallery. */
export async function setNote(
  trx: Db,
  galleryId: number,
  objectId: number,
  note: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('gallery_objects')
    .set({ note })
    .where('gallery_id', '=', galleryId)
    .where('object_id', '=', objectId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Numbers the artworks 0, 1, 2… in the given order (the caller checked it holds them all). */
export async function setOrder(
  trx: Db,
  galleryId: number,
  objectIds: readonly number[],
): Promise<void> {
  if (objectIds.length === 0) return;
  // One statement for any length; the ids travel as one JSON parameter (no array
  // parameters, which the two drivers pass differently).
  await sql`update gallery_objects g set position = o.ord - 1
    from jsonb_array_elements_text(${JSON.stringify(objectIds)}::jsonb)
      with ordinality as o(id, ord)
    where g.gallery_id = ${galleryId} and g.object_id = o.id::integer`.execute(trx);
}

/** Marks the gallery changed now, optionally with a new name. */
export async function touchGallery(
  db: Db,
  galleryId: number,
  changes: {
    name?: string;
    description?: string;
    visibility?: GalleryVisibility;
    slug?: string;
    edit_token?: string | null;
  } = {},
): Promise<void> {
  await db
    .updateTable('galleries')
    .set({ ...changes, updated_at: sql<Date>`now()` })
    .where('id', '=', galleryId)
    .execute();
}

/**
 * Deletes the user's gallery so that it can be restored for 30 days (its links answer
 * 404 at once); false when there is none. The favourites list is never deleted.
 */
export async function deleteGallery(db: Db, userId: string, galleryId: number): Promise<boolean> {
  const row = await db
    .updateTable('galleries')
    .set({ deleted_at: sql<Date>`now()` })
    .where('id', '=', galleryId)
    .where('user_id', '=', userId)
    .where('kind', '=', 'gallery')
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Restores the user's deleted gallery while it is restorable; false otherwise. */
export async function restoreGallery(db: Db, userId: string, galleryId: number): Promise<boolean> {
  const row = await db
    .updateTable('galleries')
    .set({ deleted_at: null, updated_at: sql<Date>`now()` })
    .where('id', '=', galleryId)
    .where('user_id', '=', userId)
    .where('deleted_at', '>', RESTORABLE)
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
