import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrate, type Database } from '@kokoelma/db';
import { testDatabaseTargets } from '@kokoelma/db/testing';
import { createGalleryService, type FullGalleryService } from './gallery-service';
import {
  ArtworkInGalleryError,
  ArtworkNotFoundError,
  GalleryNotFoundError,
  InvalidGalleryInputError,
  ShareEmailLimitError,
} from './gallery-errors';
import { newUser } from './test-users';

describe.each(testDatabaseTargets(process.env.TEST_DATABASE_URL))(
  'galleries on $name',
  (target) => {
    let database: Database;
    let galleries: FullGalleryService;
    let aino: string;
    let eero: string;

    beforeAll(async () => {
      database = await target.open();
      await migrate(database.db);
    });
    beforeEach(async () => {
      await database.db.deleteFrom('accounts_users').execute();
      await database.db.deleteFrom('outbox').execute();
      galleries = createGalleryService(database.db, { publicUrl: 'https://kokoelma.example.fi/' });
      aino = await newUser(database);
      eero = await newUser(database, 'Eero Järnefelt');
    });
    afterAll(async () => database?.close());

    describe('create', () => {
      it('makes a gallery holding one artwork, with a trimmed name and a share slug', async () => {
        const gallery = await galleries.create(aino, {
          name: '  Talvi \n maisemat ',
          artworkId: 7,
        });
        expect(gallery).toMatchObject({
          kind: 'gallery',
          name: 'Talvi maisemat',
          objects: [{ id: 7 }],
          objectCount: 1,
        });
        expect(gallery.slug).toMatch(/^[A-Za-z0-9_-]{22}$/);
        expect(Buffer.from(gallery.slug, 'base64url')).toHaveLength(16);
        expect(gallery.createdAt).toBe(gallery.updatedAt);
        expect(gallery.objects[0]?.addedAt).toBe(gallery.createdAt);
      });

      it.each([
        ['', 'name_empty'],
        [' \t\n ', 'name_empty'],
        ['x'.repeat(201), 'name_too_long'],
        ['bell\u0007', 'name_invalid'],
      ])('refuses the name %j (%s) before touching the database', async (name, reason) => {
        await expect(galleries.create(aino, { name, artworkId: 1 })).rejects.toMatchObject({
          reason,
          code: 'bad_request',
        });
        expect(await galleries.countGalleries(aino)).toBe(0);
      });

      it('takes 200 characters, counted as code points', async () => {
        const name = '🎨'.repeat(200);
        expect((await galleries.create(aino, { name, artworkId: 1 })).name).toBe(name);
      });

      it('refuses an artwork id that cannot exist, or that the collection lacks', async () => {
        await expect(galleries.create(aino, { name: 'A', artworkId: 0 })).rejects.toBeInstanceOf(
          ArtworkNotFoundError,
        );
        await expect(
          galleries.create(aino, { name: 'A', artworkId: 2_147_483_648 }),
        ).rejects.toBeInstanceOf(ArtworkNotFoundError);
        const checked = createGalleryService(database.db, {
          objects: async (ids) => ids.filter((id) => id === 5).map((id) => ({ id })),
        });
        await expect(checked.create(aino, { name: 'A', artworkId: 6 })).rejects.toBeInstanceOf(
          ArtworkNotFoundError,
        );
        expect((await checked.create(aino, { name: 'A', artworkId: 5 })).objects).toEqual([
          { id: 5, addedAt: expect.any(String), note: '' },
        ]);
      });

      it('gives every gallery its own unguessable slug', async () => {
        const made = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            galleries.create(aino, { name: `G${i}`, artworkId: 1 }),
          ),
        );
        const slugs = new Set(made.map((g) => g.slug));
        expect(slugs.size).toBe(40);
        // 128 random bits each: no two share even a long prefix.
        const prefixes = new Set(made.map((g) => g.slug.slice(0, 6)));
        expect(prefixes.size).toBe(40);
      });

      it('stops at the gallery limit', async () => {
        const limited = createGalleryService(database.db, { limits: { galleriesPerUser: 2 } });
        await limited.create(aino, { name: 'A', artworkId: 1 });
        await limited.create(aino, { name: 'B', artworkId: 1 });
        await expect(limited.create(aino, { name: 'C', artworkId: 1 })).rejects.toMatchObject({
          reason: 'too_many_galleries',
        });
        expect(await limited.countGalleries(aino)).toBe(2);
      });
    });

    describe('reading', () => {
      it('lists only the user’s own galleries, newest first, without the favourites', async () => {
        const first = await galleries.create(aino, { name: 'Eka', artworkId: 1 });
        const second = await galleries.create(aino, { name: 'Toka', artworkId: 2 });
        await galleries.create(eero, { name: 'Eeron', artworkId: 3 });
        await galleries.addFavourite(aino, 4);
        const mine = await galleries.listMine(aino);
        expect(mine.map((g) => g.id)).toEqual([second.id, first.id]);
        expect(await galleries.countGalleries(aino)).toBe(2);
        expect(await galleries.listMine(await newUser(database))).toEqual([]);
      });

      it('sorts a gallery’s artworks newest added first', async () => {
        const gallery = await galleries.create(aino, { name: 'A', artworkId: 10 });
        await galleries.addArtwork(aino, gallery.id, 30);
        const after = await galleries.addArtwork(aino, gallery.id, 20);
        expect(after.objects.map((o) => o.id)).toEqual([20, 30, 10]);
        expect((await galleries.listMine(aino))[0]?.objects.map((o) => o.id)).toEqual([20, 30, 10]);
      });

      it('shows a gallery for editing to its owner only, as if others’ did not exist', async () => {
        const gallery = await galleries.create(aino, { name: 'A', artworkId: 1 });
        expect((await galleries.getForEdit(aino, gallery.id)).name).toBe('A');
        await expect(galleries.getForEdit(eero, gallery.id)).rejects.toBeInstanceOf(
          GalleryNotFoundError,
        );
        await expect(galleries.getForEdit(aino, gallery.id + 1000)).rejects.toBeInstanceOf(
          GalleryNotFoundError,
        );
        await expect(galleries.getForEdit(aino, Number.NaN)).rejects.toBeInstanceOf(
          GalleryNotFoundError,
        );
      });

      it('shows a shared gallery to anyone with its slug, and tells the owner it is theirs', async () => {
        const gallery = await galleries.create(aino, { name: 'Jaettu', artworkId: 1 });
        const anyone = await galleries.getShared(gallery.slug);
        // The view credits the owner by name ("by …").
        expect(anyone).toEqual({ ...gallery, owned: false, curator: 'Aino Ackté' });
        expect((await galleries.getShared(gallery.slug, eero)).owned).toBe(false);
        expect((await galleries.getShared(gallery.slug, aino)).owned).toBe(true);
        await expect(galleries.getShared('A'.repeat(22))).rejects.toBeInstanceOf(
          GalleryNotFoundError,
        );
        await expect(galleries.getShared(String(gallery.id))).rejects.toBeInstanceOf(
          GalleryNotFoundError,
        );
      });
    });

    describe('changing', () => {
      it('adds an artwork once: a second time is a conflict', async () => {
        const gallery = await galleries.create(aino, { name: 'A', artworkId: 1 });
        const added = await galleries.addArtwork(aino, gallery.id, 2);
        expect(added.objectCount).toBe(2);
        expect(added.updatedAt >= gallery.updatedAt).toBe(true);
        await expect(galleries.addArtwork(aino, gallery.id, 2)).rejects.toBeInstanceOf(
          ArtworkInGalleryError,
        );
        await expect(galleries.addArtwork(aino, gallery.id, 1)).rejects.toMatchObject({
          code: 'conflict',
          reason: 'artwork_in_gallery',
        });
      });

      it('lets one of two simultaneous adds of an artwork win', async () => {
        const gallery = await galleries.create(aino, { name: 'A', artworkId: 1 });
        const results = await Promise.allSettled([
          galleries.addArtwork(aino, gallery.id, 9),
          galleries.addArtwork(aino, gallery.id, 9),
        ]);
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        expect((await galleries.getForEdit(aino, gallery.id)).objectCount).toBe(2);
      });

      it('does not let anyone else add, remove, rename, share or delete', async () => {
        const { id } = await galleries.create(aino, { name: 'A', artworkId: 1 });
        const attempts = [
          () => galleries.addArtwork(eero, id, 2),
          () => galleries.removeArtwork(eero, id, 1),
          () => galleries.rename(eero, id, 'Minun'),
          () => galleries.share(eero, id, { senderName: 'Eero' }),
          () => galleries.delete(eero, id),
        ];
        for (const attempt of attempts) {
          await expect(attempt()).rejects.toBeInstanceOf(GalleryNotFoundError);
        }
        expect(await galleries.getForEdit(aino, id)).toMatchObject({ name: 'A', objectCount: 1 });
      });

      it('removes an artwork; removing one that is not there changes nothing', async () => {
        const gallery = await galleries.create(aino, { name: 'A', artworkId: 1 });
        await galleries.addArtwork(aino, gallery.id, 2);
        expect(
          (await galleries.removeArtwork(aino, gallery.id, 1)).objects.map((o) => o.id),
        ).toEqual([2]);
        const same = await galleries.removeArtwork(aino, gallery.id, 1);
        expect(same.objects.map((o) => o.id)).toEqual([2]);
        expect((await galleries.removeArtwork(aino, gallery.id, 2)).objectCount).toBe(0);
      });

      it('stops at the artwork limit of a gallery', async () => {
        const limited = createGalleryService(database.db, { limits: { objectsPerGallery: 2 } });
        const gallery = await limited.create(aino, { name: 'A', artworkId: 1 });
        await limited.addArtwork(aino, gallery.id, 2);
        await expect(limited.addArtwork(aino, gallery.id, 3)).rejects.toMatchObject({
          reason: 'gallery_full',
        });
        expect((await limited.getForEdit(aino, gallery.id)).objectCount).toBe(2);
      });

      it('renames with the same name rule as creation', async () => {
        const gallery = await galleries.create(aino, { name: 'A', artworkId: 1 });
        expect((await galleries.rename(aino, gallery.id, '  Uusi  ')).name).toBe('Uusi');
        await expect(galleries.rename(aino, gallery.id, '   ')).rejects.toBeInstanceOf(
          InvalidGalleryInputError,
        );
      });

      it('deletes a gallery out of sight at once, restorable with its artworks', async () => {
        const gallery = await galleries.create(aino, { name: 'A', artworkId: 1 });
        await galleries.addArtwork(aino, gallery.id, 2);
        await galleries.delete(aino, gallery.id);
        await expect(galleries.getForEdit(aino, gallery.id)).rejects.toBeInstanceOf(
          GalleryNotFoundError,
        );
        await expect(galleries.getShared(gallery.slug)).rejects.toBeInstanceOf(
          GalleryNotFoundError,
        );
        await expect(galleries.addArtwork(aino, gallery.id, 3)).rejects.toBeInstanceOf(
          GalleryNotFoundError,
        );
        expect(await galleries.listMine(aino)).toEqual([]);
        expect(await galleries.countGalleries(aino)).toBe(0);
        await expect(galleries.delete(aino, gallery.id)).rejects.toBeInstanceOf(
          GalleryNotFoundError,
        );
        // Nobody else can see or restore it.
        expect(await galleries.listDeleted(eero)).toEqual([]);
        await expect(galleries.restore(eero, gallery.id)).rejects.toBeInstanceOf(
          GalleryNotFoundError,
        );
        const [deleted] = await galleries.listDeleted(aino);
        expect(deleted?.id).toBe(gallery.id);
        const days =
          (Date.parse(deleted?.purgeAt ?? '') - Date.parse(deleted?.deletedAt ?? '')) / 864e5;
        expect(days).toBe(30);
        const restored = await galleries.restore(aino, gallery.id);
        expect(restored.objects.map((o) => o.id)).toEqual([2, 1]);
        expect((await galleries.getShared(gallery.slug)).id).toBe(gallery.id);
        expect(await galleries.listDeleted(aino)).toEqual([]);
      });

      it('purges a gallery deleted more than 30 days ago, and then it cannot come back', async () => {
        const old = await galleries.create(aino, { name: 'Vanha', artworkId: 1 });
        const recent = await galleries.create(aino, { name: 'Uusi', artworkId: 1 });
        await galleries.delete(aino, old.id);
        await galleries.delete(aino, recent.id);
        await database.db
          .updateTable('galleries')
          .set({ deleted_at: new Date(Date.now() - 31 * 864e5) })
          .where('id', '=', old.id)
          .execute();
        expect((await galleries.listDeleted(aino)).map((g) => g.id)).toEqual([recent.id]);
        const left = await database.db
          .selectFrom('gallery_objects')
          .select('object_id')
          .where('gallery_id', '=', old.id)
          .execute();
        expect(left).toEqual([]);
        await expect(galleries.restore(aino, old.id)).rejects.toBeInstanceOf(GalleryNotFoundError);
      });

      it('deletes a user’s galleries and favourites with the user', async () => {
        await galleries.create(aino, { name: 'A', artworkId: 1 });
        await galleries.addFavourite(aino, 2);
        await database.db.deleteFrom('accounts_users').where('id', '=', aino).execute();
        const count = async (table: 'galleries' | 'gallery_objects') =>
          (await database.db.selectFrom(table).selectAll().execute()).length;
        expect(await count('galleries')).toBe(0);
        expect(await count('gallery_objects')).toBe(0);
      });
    });

    describe('favourites', () => {
      it('creates the list on first use, once, even when asked at the same time', async () => {
        const lists = await Promise.all([galleries.favourites(aino), galleries.favourites(aino)]);
        expect(lists[0]?.id).toBe(lists[1]?.id);
        expect(lists[0]).toMatchObject({ kind: 'favourites', name: '', objects: [] });
        expect((await galleries.favourites(aino)).id).toBe(lists[0]?.id);
      });

      it('adds without complaint when the artwork is there already, and removes', async () => {
        await galleries.addFavourite(aino, 5);
        const again = await galleries.addFavourite(aino, 5);
        expect(again.objects.map((o) => o.id)).toEqual([5]);
        expect((await galleries.removeFavourite(aino, 5)).objects).toEqual([]);
        expect((await galleries.favourites(eero)).objects).toEqual([]);
      });

      it('keeps its name', async () => {
        const favourites = await galleries.favourites(aino);
        await expect(galleries.rename(aino, favourites.id, 'Parhaat')).rejects.toMatchObject({
          reason: 'favourites_fixed',
        });
      });
    });

    describe('share', () => {
      it('gives the link and mailto-ready texts in the language asked', async () => {
        const gallery = await galleries.create(aino, { name: 'Talvi', artworkId: 1 });
        const shared = await galleries.share(aino, gallery.id, { lang: 'sv', senderName: 'Aino' });
        expect(shared).toEqual({
          url: `https://kokoelma.example.fi/sv/galleries/${gallery.slug}`,
          path: `/sv/galleries/${gallery.slug}`,
          subject: 'Galleri: Talvi',
          body: expect.stringContaining(`https://kokoelma.example.fi/sv/galleries/${gallery.slug}`),
          emailed: false,
          outboxId: null,
        });
        expect((await galleries.share(aino, gallery.id, { senderName: 'Aino' })).path).toBe(
          `/fi/galleries/${gallery.slug}`,
        );
      });

      it('queues an e-mail in the outbox when an address is given', async () => {
        const gallery = await galleries.create(aino, { name: 'Talvi', artworkId: 1 });
        const shared = await galleries.share(aino, gallery.id, {
          lang: 'en',
          email: ' Friend@Example.FI ',
          senderName: 'Aino Ackté',
        });
        expect(shared.emailed).toBe(true);
        const row = await database.db
          .selectFrom('outbox')
          .selectAll()
          .where('id', '=', shared.outboxId ?? -1)
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({
          to_address: 'friend@example.fi',
          // The subject is the site's own: no word of it is the sharer's.
          subject: 'A gallery was shared with you – Finnish National Gallery collections',
          sender_user_id: aino,
          sent_at: null,
        });
        expect(row.body).toContain(
          'who gave their name as “Aino Ackté”, shared the gallery “Talvi”',
        );
        expect(row.body).toContain(shared.url);
      });

      it.each(['not an address', 'a@b', 'x@example.fi\r\nBcc: all@example.fi'])(
        'refuses the address %j',
        async (email) => {
          const gallery = await galleries.create(aino, { name: 'A', artworkId: 1 });
          await expect(
            galleries.share(aino, gallery.id, { email, senderName: 'Aino' }),
          ).rejects.toMatchObject({ reason: 'invalid_email', code: 'bad_request' });
        },
      );

      it('limits e-mails per hour and says when to try again', async () => {
        const limited = createGalleryService(database.db, { limits: { emailsPerHour: 2 } });
        const gallery = await limited.create(aino, { name: 'A', artworkId: 1 });
        const send = () =>
          limited.share(aino, gallery.id, { email: 'x@example.fi', senderName: 'A' });
        await send();
        await send();
        const error = await send().catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ShareEmailLimitError);
        expect((error as ShareEmailLimitError).retryAfterSeconds).toBeGreaterThan(3500);
        // A link without e-mail is never limited.
        expect((await limited.share(aino, gallery.id, { senderName: 'A' })).emailed).toBe(false);
      });

      it('keeps the outbox row when the sender’s account is deleted', async () => {
        const gallery = await galleries.create(aino, { name: 'A', artworkId: 1 });
        await galleries.share(aino, gallery.id, { email: 'x@example.fi', senderName: 'A' });
        await database.db.deleteFrom('accounts_users').where('id', '=', aino).execute();
        const rows = await database.db.selectFrom('outbox').select('sender_user_id').execute();
        expect(rows).toEqual([{ sender_user_id: null }]);
      });
    });

    it('rejects what it must before any query', async () => {
      await expect(galleries.addArtwork(aino, 1.5, 1)).rejects.toBeInstanceOf(GalleryNotFoundError);
      await expect(galleries.addArtwork(aino, -1, 1)).rejects.toBeInstanceOf(GalleryNotFoundError);
      await expect(galleries.removeArtwork(aino, 1, 2 ** 40)).rejects.toBeInstanceOf(
        ArtworkNotFoundError,
      );
      await expect(galleries.addFavourite(aino, -3)).rejects.toBeInstanceOf(ArtworkNotFoundError);
    });
  },
);
