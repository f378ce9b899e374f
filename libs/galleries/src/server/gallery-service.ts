import type { Kysely } from 'kysely';
import { NotSignedInError } from '@kokoelma/accounts';
import { type Gallery, type SharedGallery } from '@kokoelma/contract';
import { type NewGalleryRequest } from '@kokoelma/contract/site';
import type { Tables } from '@kokoelma/db';
import {
  ArtworkInGalleryError,
  ArtworkNotFoundError,
  GalleryLimitError,
  GalleryNotFoundError,
} from './gallery-errors';
import * as repo from './gallery-repository';
import { shareGallery, type ShareInput, type ShareResult } from './share-gallery';
import { curationOperations, type CurationOperations } from './gallery-curation';
import {
  DEFAULT_GALLERY_LIMITS,
  checkArtworkId,
  checkGalleryId,
  checkName,
  newGallerySlug,
  toGallery,
  type GalleryLimits,
} from './gallery-rules';

export { DEFAULT_GALLERY_LIMITS, newGallerySlug, type GalleryLimits } from './gallery-rules';

/** Options of the gallery service; every one has a default. */
export interface GalleryServiceOptions {
  /**
   * The collection's objects by id (`CollectionService.objects`). When given, adding an
   * artwork the collection does not have is refused (404 artwork_not_found); without
   * it any id in range is accepted.
   */
  objects?: (ids: readonly number[]) => Promise<ReadonlyArray<{ id: number }>>;
  /** The site's origin, e.g. https://kokoelma.example.fi, for share links; default ''. */
  publicUrl?: string;
  limits?: Partial<GalleryLimits>;
}

/** Galleries and favourites of signed-in users, and the shared view for anyone. */
export interface GalleryService {
  /** A new gallery holding one artwork. */
  create(userId: string, request: NewGalleryRequest): Promise<Gallery>;
  /** The user's galleries (not the favourites), newest (largest id) first. */
  listMine(userId: string): Promise<Gallery[]>;
  /**
   * One of the user's own galleries, or one whose edit link (`editToken`) they hold;
   * GalleryNotFoundError for anyone else's.
   */
  getForEdit(userId: string, galleryId: number, editToken?: string): Promise<Gallery>;
  /** The gallery of a share slug, for anyone; `owned` when `viewerId` owns it. */
  getShared(slug: string, viewerId?: string | null): Promise<SharedGallery>;
  /** Adds an artwork; ArtworkInGalleryError when it is there already. */
  addArtwork(
    userId: string,
    galleryId: number,
    artworkId: number,
    editToken?: string,
  ): Promise<Gallery>;
  /** Removes an artwork; one that is not there changes nothing. */
  removeArtwork(
    userId: string,
    galleryId: number,
    artworkId: number,
    editToken?: string,
  ): Promise<Gallery>;
  /** Renames a gallery (not the favourites). */
  rename(userId: string, galleryId: number, name: string): Promise<Gallery>;
  /** Deletes a gallery (not the favourites); restorable for GALLERY_RESTORE_DAYS days. */
  delete(userId: string, galleryId: number): Promise<void>;
  /** The share link, mailto-ready texts, and an e-mail queued when `email` is given. */
  share(userId: string, galleryId: number, input: ShareInput): Promise<ShareResult>;
  /** The user's favourites list, created on first use. */
  favourites(userId: string): Promise<Gallery>;
  /** Adds an artwork to the favourites; one already there stays (no error). */
  addFavourite(userId: string, artworkId: number): Promise<Gallery>;
  /** Removes an artwork from the favourites. */
  removeFavourite(userId: string, artworkId: number): Promise<Gallery>;
  /** How many galleries the user has, favourites not counted ("My gallery (N)"). */
  countGalleries(userId: string): Promise<number>;
}

/** The service with the curation operations (gallery-curation.ts). */
export type FullGalleryService = GalleryService & CurationOperations;

const SLUG = /^[A-Za-z0-9_-]{22,64}$/;

/** The gallery service over the database. */
export function createGalleryService(
  db: Kysely<Tables>,
  options: GalleryServiceOptions = {},
): FullGalleryService {
  const limits = { ...DEFAULT_GALLERY_LIMITS, ...options.limits };
  const publicUrl = (options.publicUrl ?? '').replace(/\/+$/, '');

  async function load(row: repo.GalleryRow, viewerId: string | null): Promise<Gallery> {
    const objects = await repo.objectsOf(db, [row.id]);
    return toGallery(row, objects.get(row.id) ?? [], viewerId);
  }

  async function reload(userId: string, galleryId: number, editToken?: string): Promise<Gallery> {
    const row = await repo.findEditableGallery(db, userId, galleryId, editToken);
    if (!row) throw new GalleryNotFoundError();
    return load(row, userId);
  }

  /** Throws unless the id can be an artwork and (when the collection is known) is one. */
  async function checkArtwork(artworkId: number): Promise<void> {
    checkArtworkId(artworkId);
    if (options.objects && (await options.objects([artworkId])).length === 0) {
      throw new ArtworkNotFoundError(artworkId);
    }
  }

  /**
   * Adds artworks to a locked gallery row, within `trx`, in set-based statements whatever
   * their number (PGlite has one connection: a write one row at a time held it for
   * seconds); how many were new. Beyond the gallery's limit nothing is added.
   */
  async function addLocked(
    trx: Kysely<Tables>,
    galleryId: number,
    items: ReadonlyArray<{ id: number; note?: string }>,
  ): Promise<number> {
    if (items.length === 0) return 0;
    const { added, total } = await repo.insertObjects(trx, galleryId, items);
    if (added === 0) return 0;
    // The transaction rolls back: all or nothing.
    if (total > limits.objectsPerGallery) {
      throw new GalleryLimitError('gallery_full', limits.objectsPerGallery);
    }
    await repo.touchGallery(trx, galleryId);
    return added;
  }

  /** Runs `change` on the gallery locked for the user (owner or edit-link holder). */
  async function editLocked(
    userId: string,
    galleryId: number,
    editToken: string | undefined,
    change: (trx: Kysely<Tables>, row: repo.GalleryRow) => Promise<void>,
  ): Promise<Gallery> {
    checkGalleryId(galleryId);
    await db.transaction().execute(async (trx) => {
      const row = await repo.findEditableGallery(trx, userId, galleryId, editToken, true);
      if (!row) throw new GalleryNotFoundError();
      await change(trx, row);
    });
    return reload(userId, galleryId, editToken);
  }

  async function removeArtwork(
    userId: string,
    galleryId: number,
    artworkId: number,
    editToken?: string,
  ) {
    checkArtworkId(artworkId);
    return editLocked(userId, galleryId, editToken, async (trx) => {
      if (await repo.deleteObject(trx, galleryId, artworkId)) {
        await repo.touchGallery(trx, galleryId);
      }
    });
  }

  const curation = curationOperations({
    db,
    limits,
    reload,
    editLocked,
    addLocked,
    objects: options.objects,
  });

  return {
    ...curation,

    async create(userId, request) {
      const name = checkName(request.name);
      await checkArtwork(request.artworkId);
      const slug = newGallerySlug();
      const row = await db.transaction().execute(async (trx) => {
        if (!(await repo.lockUser(trx, userId))) throw new NotSignedInError();
        const count = await repo.countGalleries(trx, userId, 'gallery');
        if (count >= limits.galleriesPerUser) {
          throw new GalleryLimitError('too_many_galleries', limits.galleriesPerUser);
        }
        const gallery = await repo.insertGallery(trx, {
          user_id: userId,
          kind: 'gallery',
          name,
          slug,
        });
        await repo.insertObject(trx, gallery.id, request.artworkId);
        return gallery;
      });
      return load(row, userId);
    },

    async listMine(userId) {
      const rows = await repo.listGalleries(db, userId, 'gallery');
      const objects = await repo.objectsOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toGallery(row, objects.get(row.id) ?? [], userId));
    },

    async getForEdit(userId, galleryId, editToken) {
      checkGalleryId(galleryId);
      return reload(userId, galleryId, editToken);
    },

    async getShared(slug, viewerId = null) {
      if (!SLUG.test(slug)) throw new GalleryNotFoundError();
      const row = await repo.findGalleryBySlug(db, slug);
      if (!row) throw new GalleryNotFoundError();
      const owned = viewerId !== null && viewerId === row.user_id;
      // A private gallery is its owner's alone: to anyone else it does not exist.
      if (row.visibility === 'private' && !owned) throw new GalleryNotFoundError();
      const curator = await repo.ownerName(db, row.user_id);
      return { ...(await load(row, viewerId)), owned, ...(curator ? { curator } : {}) };
    },

    async addArtwork(userId, galleryId, artworkId, editToken) {
      await checkArtwork(artworkId);
      return editLocked(userId, galleryId, editToken, async (trx) => {
        if ((await addLocked(trx, galleryId, [{ id: artworkId }])) === 0) {
          throw new ArtworkInGalleryError();
        }
      });
    },

    removeArtwork,

    async rename(userId, galleryId, rawName) {
      return curation.update(userId, galleryId, { name: rawName });
    },

    async delete(userId, galleryId) {
      checkGalleryId(galleryId);
      if (!(await repo.deleteGallery(db, userId, galleryId))) throw new GalleryNotFoundError();
    },

    async share(userId, galleryId, input) {
      checkGalleryId(galleryId);
      const row = await repo.findOwnedGallery(db, userId, galleryId);
      if (!row) throw new GalleryNotFoundError();
      // Sharing a private gallery opens it to whoever gets the link: the owner asked to.
      if (row.visibility === 'private') {
        await repo.touchGallery(db, galleryId, { visibility: 'link' });
      }
      return shareGallery(db, row, input, { publicUrl, emailsPerHour: limits.emailsPerHour });
    },

    async favourites(userId) {
      return load(await repo.ensureFavourites(db, userId, newGallerySlug()), userId);
    },

    async addFavourite(userId, artworkId) {
      await checkArtwork(artworkId);
      const favourites = await repo.ensureFavourites(db, userId, newGallerySlug());
      return editLocked(userId, favourites.id, undefined, async (trx) => {
        await addLocked(trx, favourites.id, [{ id: artworkId }]);
      });
    },

    async removeFavourite(userId, artworkId) {
      const favourites = await repo.ensureFavourites(db, userId, newGallerySlug());
      return removeArtwork(userId, favourites.id, artworkId);
    },

    countGalleries: (userId) => repo.countGalleries(db, userId, 'gallery'),
  };
}
