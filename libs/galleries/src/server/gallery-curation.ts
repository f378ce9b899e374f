import type { Kysely } from 'kysely';
import { type Gallery, type GalleryVisibility } from '@kokoelma/contract';
import {
  GALLERY_DESCRIPTION_MAX_LENGTH,
  GALLERY_NOTE_MAX_LENGTH,
  GALLERY_RESTORE_DAYS,
  type DeletedGallery,
} from '@kokoelma/contract/site';
import type { Tables } from '@kokoelma/db';
import {
  GalleryLimitError,
  GalleryNotFoundError,
  InvalidGalleryInputError,
  OrderMismatchError,
  ArtworkNotFoundError,
} from './gallery-errors';
import { INVISIBLE_FORMATTING } from '../lib/gallery-name';
import * as repo from './gallery-repository';
import {
  checkArtworkId,
  checkGalleryId,
  checkName,
  newGallerySlug,
  toGallery,
  type GalleryLimits,
} from './gallery-rules';

// What the best collection sites let people do with their galleries beyond a list of
// ids: describe it, choose who sees it, order and annotate the artworks, work on several
// at once, hand out (and take back) view and edit links, undo a deletion.

/** A change to a gallery's own fields; at least one. */
export interface GalleryUpdate {
  name?: string;
  description?: string;
  visibility?: GalleryVisibility;
}

export interface CurationOperations {
  /** Renames, describes, or changes who may see the gallery (owner only). */
  update(userId: string, galleryId: number, update: GalleryUpdate): Promise<Gallery>;
  /** The note on one artwork; an empty note removes it. */
  setNote(
    userId: string,
    galleryId: number,
    artworkId: number,
    note: string,
    editToken?: string,
  ): Promise<Gallery>;
  /** The artworks in a new order: exactly the gallery's artworks, else OrderMismatchError. */
  reorder(
    userId: string,
    galleryId: number,
    artworkIds: readonly number[],
    editToken?: string,
  ): Promise<Gallery>;
  /** Removes several artworks; ids not in the gallery change nothing. */
  removeArtworks(
    userId: string,
    galleryId: number,
    artworkIds: readonly number[],
    editToken?: string,
  ): Promise<Gallery>;
  /**
   * Copies artworks of a gallery the user may edit into one of their own galleries
   * (ones there already stay as they are); answers with the target gallery.
   */
  copyArtworks(
    userId: string,
    galleryId: number,
    artworkIds: readonly number[],
    targetGalleryId: number,
    editToken?: string,
  ): Promise<Gallery>;
  /** A new view link; the old one answers 404 at once (owner only). */
  rotateViewLink(userId: string, galleryId: number): Promise<Gallery>;
  /** A new edit link, replacing any earlier one (owner only). */
  createEditLink(userId: string, galleryId: number): Promise<Gallery>;
  /** No edit link any more (owner only). */
  revokeEditLink(userId: string, galleryId: number): Promise<Gallery>;
  /** Deleted galleries still restorable, most recently deleted first (purges older ones). */
  listDeleted(userId: string): Promise<DeletedGallery[]>;
  /** Brings a deleted gallery back while it is restorable. */
  restore(userId: string, galleryId: number): Promise<Gallery>;
  /** Adds favourites kept in the browser while signed out; unknown artworks are skipped. */
  mergeFavourites(userId: string, artworkIds: readonly number[]): Promise<Gallery>;
  /** Public galleries' view slugs, newest first (sitemap.xml). */
  listPublic(limit: number): Promise<Array<{ slug: string; updatedAt: Date }>>;
}

/** What the operations need from the service that holds them. */
export interface CurationContext {
  db: Kysely<Tables>;
  limits: GalleryLimits;
  reload(userId: string, galleryId: number, editToken?: string): Promise<Gallery>;
  editLocked(
    userId: string,
    galleryId: number,
    editToken: string | undefined,
    change: (trx: Kysely<Tables>, row: repo.GalleryRow) => Promise<void>,
  ): Promise<Gallery>;
  /** Adds artworks in this order, each first (set-based); how many were new. */
  addLocked(
    trx: Kysely<Tables>,
    galleryId: number,
    items: ReadonlyArray<{ id: number; note?: string }>,
  ): Promise<number>;
  objects?: ((ids: readonly number[]) => Promise<ReadonlyArray<{ id: number }>>) | undefined;
}

// Control characters but tab, line feed and carriage return (a note keeps its lines).
const CONTROL = /(?![\t\n\r])\p{Cc}/gu;

/**
 * Trimmed, without control characters (line breaks stay) nor invisible formatting (bidi
 * overrides: INVISIBLE_FORMATTING), at most `max` code points.
 */
function cleanText(raw: string, max: number, reason: 'description_too_long' | 'note_too_long') {
  const text = raw.replace(CONTROL, '').replace(INVISIBLE_FORMATTING, '').trim();
  if ([...text].length > max) {
    const what = reason === 'note_too_long' ? 'note' : 'description';
    throw new InvalidGalleryInputError(
      reason,
      `The ${what} is too long: at most ${max} characters.`,
    );
  }
  return text;
}

export function curationOperations(ctx: CurationContext): CurationOperations {
  const { db } = ctx;

  async function owned(userId: string, galleryId: number): Promise<repo.GalleryRow> {
    checkGalleryId(galleryId);
    const row = await repo.findOwnedGallery(db, userId, galleryId);
    if (!row) throw new GalleryNotFoundError();
    return row;
  }

  async function ownedChange(
    userId: string,
    galleryId: number,
    changes: (row: repo.GalleryRow) => Parameters<typeof repo.touchGallery>[2],
  ): Promise<Gallery> {
    const row = await owned(userId, galleryId);
    await repo.touchGallery(db, galleryId, changes(row));
    return ctx.reload(userId, galleryId);
  }

  return {
    async update(userId, galleryId, update) {
      const name = update.name === undefined ? undefined : checkName(update.name);
      const description =
        update.description === undefined
          ? undefined
          : cleanText(update.description, GALLERY_DESCRIPTION_MAX_LENGTH, 'description_too_long');
      return ownedChange(userId, galleryId, (row) => {
        if (name !== undefined && row.kind === 'favourites') {
          throw new InvalidGalleryInputError(
            'favourites_fixed',
            'The favourites list keeps its name.',
          );
        }
        // Making a shared gallery private also retires its view link and its edit link:
        // should it ever be shared again, the links handed out before stay dead (the
        // owner makes a new edit link if they want one).
        const closing = update.visibility === 'private' && row.visibility !== 'private';
        // A public gallery's address was published (site map, search engines, embeds,
        // oEmbed): made link-only, it gets a new one, which only those it is sent to learn.
        const unlisting = update.visibility === 'link' && row.visibility === 'public';
        return {
          ...(name !== undefined ? { name } : {}),
          ...(description !== undefined ? { description } : {}),
          ...(update.visibility !== undefined ? { visibility: update.visibility } : {}),
          ...(closing ? { slug: newGallerySlug(), edit_token: null } : {}),
          ...(unlisting ? { slug: newGallerySlug() } : {}),
        };
      });
    },

    async setNote(userId, galleryId, artworkId, rawNote, editToken) {
      checkArtworkId(artworkId);
      const note = cleanText(rawNote, GALLERY_NOTE_MAX_LENGTH, 'note_too_long');
      return ctx.editLocked(userId, galleryId, editToken, async (trx) => {
        if (!(await repo.setNote(trx, galleryId, artworkId, note))) {
          throw new ArtworkNotFoundError(artworkId);
        }
        await repo.touchGallery(trx, galleryId);
      });
    },

    async reorder(userId, galleryId, artworkIds, editToken) {
      return ctx.editLocked(userId, galleryId, editToken, async (trx) => {
        const current = new Set(await repo.objectIdsOf(trx, galleryId));
        const asked = new Set(artworkIds);
        // The list must hold exactly the gallery's artworks: an order made before someone
        // else's add or remove would otherwise drop or invent one.
        if (asked.size !== artworkIds.length || asked.size !== current.size) {
          throw new OrderMismatchError();
        }
        for (const id of asked) if (!current.has(id)) throw new OrderMismatchError();
        await repo.setOrder(trx, galleryId, artworkIds);
        await repo.touchGallery(trx, galleryId);
      });
    },

    async removeArtworks(userId, galleryId, artworkIds, editToken) {
      artworkIds.forEach(checkArtworkId);
      return ctx.editLocked(userId, galleryId, editToken, async (trx) => {
        if ((await repo.deleteObjects(trx, galleryId, artworkIds)) > 0) {
          await repo.touchGallery(trx, galleryId);
        }
      });
    },

    async copyArtworks(userId, galleryId, artworkIds, targetGalleryId, editToken) {
      artworkIds.forEach(checkArtworkId);
      checkGalleryId(targetGalleryId);
      // Read the source's notes first; the target is locked while the copies go in.
      const source = await ctx.reload(userId, galleryId, editToken);
      const notes = new Map(source.objects.map((o) => [o.id, o.note]));
      const chosen = artworkIds.filter((id) => notes.has(id));
      if (chosen.length !== artworkIds.length) {
        const missing = artworkIds.find((id) => !notes.has(id)) ?? 0;
        throw new ArtworkNotFoundError(missing);
      }
      await db.transaction().execute(async (trx) => {
        const target = await repo.findOwnedGallery(trx, userId, targetGalleryId, true);
        if (!target) throw new GalleryNotFoundError();
        // Insert in reverse, so the copies lead the target in the source's order.
        const items = [...chosen].reverse().map((id) => ({ id, note: notes.get(id) ?? '' }));
        await ctx.addLocked(trx, targetGalleryId, items);
      });
      return ctx.reload(userId, targetGalleryId);
    },

    rotateViewLink: (userId, galleryId) =>
      ownedChange(userId, galleryId, () => ({ slug: newGallerySlug() })),

    createEditLink: (userId, galleryId) =>
      ownedChange(userId, galleryId, () => ({ edit_token: newGallerySlug() })),

    revokeEditLink: (userId, galleryId) =>
      ownedChange(userId, galleryId, () => ({ edit_token: null })),

    async listDeleted(userId) {
      await repo.purgeExpired(db);
      const rows = await repo.listDeleted(db, userId);
      // One read of the artworks for all of them, as the list of galleries does.
      const objects = await repo.objectsOf(
        db,
        rows.map((row) => row.id),
      );
      const day = 24 * 60 * 60 * 1000;
      return rows.map((row) => {
        const deletedAt = new Date(row.deleted_at ?? Date.now());
        return {
          ...toGallery(row, objects.get(row.id) ?? [], userId),
          deletedAt: deletedAt.toISOString(),
          purgeAt: new Date(deletedAt.getTime() + GALLERY_RESTORE_DAYS * day).toISOString(),
        };
      });
    },

    async restore(userId, galleryId) {
      checkGalleryId(galleryId);
      const restored = await db.transaction().execute(async (trx) => {
        const count = await repo.countGalleries(trx, userId, 'gallery');
        if (count >= ctx.limits.galleriesPerUser) {
          throw new GalleryLimitError('too_many_galleries', ctx.limits.galleriesPerUser);
        }
        return repo.restoreGallery(trx, userId, galleryId);
      });
      if (!restored) throw new GalleryNotFoundError();
      return ctx.reload(userId, galleryId);
    },

    async mergeFavourites(userId, artworkIds) {
      artworkIds.forEach(checkArtworkId);
      const known = ctx.objects
        ? new Set((await ctx.objects(artworkIds)).map((o) => o.id))
        : new Set(artworkIds);
      const favourites = await repo.ensureFavourites(db, userId, newGallerySlug());
      // The browser lists the newest first; insert oldest first so that order survives.
      const ids = artworkIds.filter((id) => known.has(id)).reverse();
      return ctx.editLocked(userId, favourites.id, undefined, async (trx) => {
        await ctx.addLocked(
          trx,
          favourites.id,
          ids.map((id) => ({ id })),
        );
      });
    },

    async listPublic(limit) {
      const rows = await repo.listPublic(db, limit);
      return rows.map((row) => ({ slug: row.slug, updatedAt: new Date(row.updated_at) }));
    },
  };
}
