import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrate, type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import { createGalleryService, type FullGalleryService } from './gallery-service';
import {
  ArtworkNotFoundError,
  GalleryLimitError,
  GalleryNotFoundError,
  InvalidGalleryInputError,
  OrderMismatchError,
} from './gallery-errors';
import { newUser } from './test-users';

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))(
  'gallery curation on $name',
  (target) => {
    let database: Database;
    let galleries: FullGalleryService;
    let aino: string;
    let eero: string;
    const ids = (g: { objects: Array<{ id: number }> }) => g.objects.map((o) => o.id);

    beforeAll(async () => {
      database = await target.open();
      await migrate(database.db);
    });
    beforeEach(async () => {
      await database.db.deleteFrom('accounts_users').execute();
      galleries = createGalleryService(database.db, {
        publicUrl: 'https://kokoelma.example.fi',
        // The collection holds artworks 1–99.
        objects: async (wanted) => wanted.filter((id) => id < 100).map((id) => ({ id })),
        limits: { objectsPerGallery: 6 },
      });
      aino = await newUser(database);
      eero = await newUser(database, 'Eero Järnefelt');
    });
    afterAll(async () => database?.close());

    async function galleryOf(user: string, artworks: number[], name = 'Talvi') {
      const [first, ...rest] = artworks;
      const gallery = await galleries.create(user, { name, artworkId: first ?? 1 });
      for (const id of rest) await galleries.addArtwork(user, gallery.id, id);
      return galleries.getForEdit(user, gallery.id);
    }

    it('keeps a description, trimmed, and refuses one that is too long', async () => {
      const gallery = await galleryOf(aino, [1]);
      const described = await galleries.update(aino, gallery.id, {
        description: '  Talven valoa.\nJa varjoja.\u0007 ',
      });
      expect(described.description).toBe('Talven valoa.\nJa varjoja.');
      // Text that others read shows as it is stored: no bidi override (review I1).
      const spoofed = await galleries.update(aino, gallery.id, {
        description: 'Lasku \u202Egnp.exe\u202C ja\u200B muuta',
      });
      expect(spoofed.description).toBe('Lasku gnp.exe ja muuta');
      await galleries.update(aino, gallery.id, { description: 'Talven valoa.\nJa varjoja.' });
      await expect(
        galleries.update(aino, gallery.id, { description: 'x'.repeat(2001) }),
      ).rejects.toMatchObject({ reason: 'description_too_long' });
      await expect(
        galleries.update(eero, gallery.id, { description: 'Minun' }),
      ).rejects.toBeInstanceOf(GalleryNotFoundError);
      expect((await galleries.getForEdit(aino, gallery.id)).description).toBe(
        'Talven valoa.\nJa varjoja.',
      );
    });

    it('hides a private gallery from everyone but its owner, and retires its old link', async () => {
      const gallery = await galleryOf(aino, [1]);
      expect(gallery.visibility).toBe('link');
      expect((await galleries.getShared(gallery.slug, null)).id).toBe(gallery.id);
      const closed = await galleries.update(aino, gallery.id, { visibility: 'private' });
      expect(closed.slug).not.toBe(gallery.slug);
      await expect(galleries.getShared(gallery.slug, null)).rejects.toBeInstanceOf(
        GalleryNotFoundError,
      );
      await expect(galleries.getShared(closed.slug, eero)).rejects.toBeInstanceOf(
        GalleryNotFoundError,
      );
      expect((await galleries.getShared(closed.slug, aino)).owned).toBe(true);
      // Opening it again keeps the new link; the first one stays dead.
      const open = await galleries.update(aino, gallery.id, { visibility: 'public' });
      expect(open.slug).toBe(closed.slug);
      expect((await galleries.getShared(open.slug, null)).visibility).toBe('public');
      await expect(galleries.getShared(gallery.slug, null)).rejects.toBeInstanceOf(
        GalleryNotFoundError,
      );
      expect(await galleries.listPublic(10)).toEqual([
        { slug: open.slug, updatedAt: expect.any(Date) },
      ]);
    });

    it('gives a public gallery made link-only a new address: the published one dies (review L3)', async () => {
      const gallery = await galleryOf(aino, [1]);
      const published = await galleries.update(aino, gallery.id, { visibility: 'public' });
      expect(published.slug).toBe(gallery.slug);
      const unlisted = await galleries.update(aino, gallery.id, { visibility: 'link' });
      expect(unlisted.slug).not.toBe(published.slug);
      await expect(galleries.getShared(published.slug, null)).rejects.toBeInstanceOf(
        GalleryNotFoundError,
      );
      expect((await galleries.getShared(unlisted.slug, null)).visibility).toBe('link');
      // Link-only to link-only (a name changed, say) keeps the address handed out.
      const renamed = await galleries.update(aino, gallery.id, {
        visibility: 'link',
        name: 'Kevät',
      });
      expect(renamed.slug).toBe(unlisted.slug);
    });

    it('retires the edit link too when the gallery turns private (issue 18)', async () => {
      const gallery = await galleryOf(aino, [1, 2]);
      const token = (await galleries.createEditLink(aino, gallery.id)).editToken ?? '';
      expect((await galleries.getForEdit(eero, gallery.id, token)).id).toBe(gallery.id);
      const closed = await galleries.update(aino, gallery.id, { visibility: 'private' });
      expect(closed.editToken).toBeNull();
      await expect(galleries.getForEdit(eero, gallery.id, token)).rejects.toBeInstanceOf(
        GalleryNotFoundError,
      );
      await expect(galleries.addArtwork(eero, gallery.id, 3, token)).rejects.toBeInstanceOf(
        GalleryNotFoundError,
      );
      // Shared again, the old edit link stays dead; a new one is a new token.
      await galleries.update(aino, gallery.id, { visibility: 'link' });
      await expect(galleries.getForEdit(eero, gallery.id, token)).rejects.toBeInstanceOf(
        GalleryNotFoundError,
      );
      const renewed = await galleries.createEditLink(aino, gallery.id);
      expect(renewed.editToken).not.toBe(token);
      // Saving a private gallery again (a rename) leaves a new edit link alone.
      const privateAgain = await galleries.update(aino, gallery.id, { visibility: 'private' });
      expect(privateAgain.editToken).toBeNull();
      const kept = await galleries.createEditLink(aino, gallery.id);
      const renamed = await galleries.update(aino, gallery.id, {
        name: 'Yksityinen',
        visibility: 'private',
      });
      expect(renamed.editToken).toBe(kept.editToken);
    });

    it('rotates the view link: the old one answers not found at once', async () => {
      const gallery = await galleryOf(aino, [1]);
      const rotated = await galleries.rotateViewLink(aino, gallery.id);
      expect(rotated.slug).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(rotated.slug).not.toBe(gallery.slug);
      await expect(galleries.getShared(gallery.slug, null)).rejects.toBeInstanceOf(
        GalleryNotFoundError,
      );
      await expect(galleries.rotateViewLink(eero, gallery.id)).rejects.toBeInstanceOf(
        GalleryNotFoundError,
      );
    });

    it('lets the holder of the edit link change artworks, never the gallery itself', async () => {
      const gallery = await galleryOf(aino, [1, 2]);
      await expect(galleries.getForEdit(eero, gallery.id)).rejects.toBeInstanceOf(
        GalleryNotFoundError,
      );
      const { editToken } = await galleries.createEditLink(aino, gallery.id);
      expect(editToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const token = editToken ?? '';
      const seen = await galleries.getForEdit(eero, gallery.id, token);
      // Only the owner ever sees the token.
      expect(seen.editToken).toBeNull();
      expect((await galleries.getShared(gallery.slug, eero)).editToken).toBeNull();
      await galleries.addArtwork(eero, gallery.id, 3, token);
      await galleries.setNote(eero, gallery.id, 3, 'Katso valoa', token);
      await galleries.reorder(eero, gallery.id, [1, 2, 3], token);
      expect(ids(await galleries.getForEdit(aino, gallery.id))).toEqual([1, 2, 3]);
      // A token for another gallery, or for nothing, opens nothing.
      const other = await galleryOf(aino, [5]);
      await expect(galleries.getForEdit(eero, other.id, token)).rejects.toBeInstanceOf(
        GalleryNotFoundError,
      );
      await expect(galleries.update(eero, gallery.id, { name: 'Minun' })).rejects.toBeInstanceOf(
        GalleryNotFoundError,
      );
      await expect(galleries.delete(eero, gallery.id)).rejects.toBeInstanceOf(GalleryNotFoundError);
      await galleries.revokeEditLink(aino, gallery.id);
      await expect(galleries.getForEdit(eero, gallery.id, token)).rejects.toBeInstanceOf(
        GalleryNotFoundError,
      );
      await expect(galleries.addArtwork(eero, gallery.id, 4, token)).rejects.toBeInstanceOf(
        GalleryNotFoundError,
      );
      // A new edit link is a new token.
      const renewed = await galleries.createEditLink(aino, gallery.id);
      expect(renewed.editToken).not.toBe(token);
    });

    it('keeps the owner’s order, with new artworks first', async () => {
      const gallery = await galleryOf(aino, [1, 2, 3]);
      expect(ids(gallery)).toEqual([3, 2, 1]);
      expect(ids(await galleries.reorder(aino, gallery.id, [1, 3, 2]))).toEqual([1, 3, 2]);
      expect(ids(await galleries.addArtwork(aino, gallery.id, 4))).toEqual([4, 1, 3, 2]);
      // An order that misses, repeats or invents an artwork is refused; nothing changes.
      for (const order of [
        [1, 3, 2],
        [4, 1, 3, 2, 5],
        [4, 4, 3, 2],
      ]) {
        await expect(galleries.reorder(aino, gallery.id, order)).rejects.toBeInstanceOf(
          OrderMismatchError,
        );
      }
      expect(ids(await galleries.getForEdit(aino, gallery.id))).toEqual([4, 1, 3, 2]);
      await expect(galleries.reorder(eero, gallery.id, [4, 1, 3, 2])).rejects.toBeInstanceOf(
        GalleryNotFoundError,
      );
    });

    it('keeps a note per artwork', async () => {
      const gallery = await galleryOf(aino, [1, 2]);
      const noted = await galleries.setNote(aino, gallery.id, 2, '  Ateneumin 2. kerros  ');
      expect(noted.objects).toEqual([
        expect.objectContaining({ id: 2, note: 'Ateneumin 2. kerros' }),
        expect.objectContaining({ id: 1, note: '' }),
      ]);
      await expect(galleries.setNote(aino, gallery.id, 7, 'ei täällä')).rejects.toBeInstanceOf(
        ArtworkNotFoundError,
      );
      await expect(galleries.setNote(aino, gallery.id, 1, 'x'.repeat(1001))).rejects.toBeInstanceOf(
        InvalidGalleryInputError,
      );
      await expect(galleries.setNote(eero, gallery.id, 1, 'minun')).rejects.toBeInstanceOf(
        GalleryNotFoundError,
      );
      expect((await galleries.setNote(aino, gallery.id, 2, '')).objects[0]?.note).toBe('');
    });

    it('removes several artworks at once, and copies them with their notes', async () => {
      const source = await galleryOf(aino, [1, 2, 3, 4]);
      await galleries.setNote(aino, source.id, 2, 'Sininen');
      const target = await galleryOf(aino, [3], 'Kesä');
      const copied = await galleries.copyArtworks(aino, source.id, [4, 2, 3], target.id);
      expect(ids(copied)).toEqual([4, 2, 3]);
      expect(copied.objects[1]?.note).toBe('Sininen');
      // Copying into someone else's gallery, or artworks the source lacks, is refused.
      const eeros = await galleryOf(eero, [9]);
      await expect(galleries.copyArtworks(aino, source.id, [1], eeros.id)).rejects.toBeInstanceOf(
        GalleryNotFoundError,
      );
      await expect(galleries.copyArtworks(aino, source.id, [50], target.id)).rejects.toBeInstanceOf(
        ArtworkNotFoundError,
      );
      const left = await galleries.removeArtworks(aino, source.id, [1, 3, 77]);
      expect(ids(left)).toEqual([4, 2]);
      await expect(galleries.removeArtworks(eero, source.id, [4])).rejects.toBeInstanceOf(
        GalleryNotFoundError,
      );
    });

    it('copies nothing beyond the target’s limit, all or nothing', async () => {
      const source = await galleryOf(aino, [1, 2, 3, 4, 5]);
      const target = await galleryOf(aino, [10, 11, 12]);
      await expect(
        galleries.copyArtworks(aino, source.id, [1, 2, 3, 4], target.id),
      ).rejects.toBeInstanceOf(GalleryLimitError);
      expect(ids(await galleries.getForEdit(aino, target.id))).toEqual([12, 11, 10]);
    });

    it('merges favourites kept in the browser, skipping unknown and present ones', async () => {
      await galleries.addFavourite(aino, 5);
      const merged = await galleries.mergeFavourites(aino, [8, 5, 7, 500]);
      expect(ids(merged)).toEqual([8, 7, 5]);
      expect(ids(await galleries.mergeFavourites(eero, []))).toEqual([]);
    });

    it('merges nothing beyond the favourites’ limit, all or nothing', async () => {
      await galleries.addFavourite(aino, 5);
      // 5 is there already: five in all, one below the limit.
      expect(ids(await galleries.mergeFavourites(aino, [4, 3, 2, 5, 1]))).toEqual([4, 3, 2, 1, 5]);
      await expect(galleries.mergeFavourites(aino, [7, 6, 5])).rejects.toMatchObject({
        reason: 'gallery_full',
      });
      expect(ids(await galleries.favourites(aino))).toEqual([4, 3, 2, 1, 5]);
    });

    it('loses no artwork when many are added and removed at the same time', async () => {
      const gallery = await galleryOf(aino, [1]);
      const big = createGalleryService(database.db, { limits: { objectsPerGallery: 100 } });
      await Promise.all([
        ...Array.from({ length: 20 }, (_, i) => big.addArtwork(aino, gallery.id, 10 + i)),
        big.removeArtwork(aino, gallery.id, 1),
      ]);
      const after = await big.getForEdit(aino, gallery.id);
      expect(ids(after).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, i) => 10 + i),
      );
      expect(after.objectCount).toBe(20);
      const positions = await database.db
        .selectFrom('gallery_objects')
        .select('position')
        .where('gallery_id', '=', gallery.id)
        .execute();
      expect(new Set(positions.map((p) => p.position)).size).toBe(20);
    });
  },
);
