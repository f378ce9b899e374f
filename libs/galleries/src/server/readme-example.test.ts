// The README's example, run as a test so that it keeps working:
//   npx vitest run --config libs/galleries/vite.config.ts readme-example
import { expect, it } from 'vitest';
import { createAccountsService } from '@kokoelma/accounts';
import { migrate, openDatabase } from '@kokoelma/db';
// In an app: import { createGalleryService } from '@kokoelma/galleries/server';
import { createGalleryService } from './index';

it('runs the README example', async () => {
  const database = await openDatabase({ kind: 'pglite' }); // in memory
  await migrate(database.db);
  const user = await createAccountsService(database.db).signInWithOidc({
    issuer: 'https://id.example.fi',
    subject: 'aino',
    email: null,
    name: 'Aino Ackté',
    given_name: 'Aino',
    nickname: null,
  });

  const galleries = createGalleryService(database.db, { publicUrl: 'https://kokoelma.example.fi' });
  const talvi = await galleries.create(user.id, { name: 'Talvi', artworkId: 1 });
  await galleries.addArtwork(user.id, talvi.id, 2);
  const shared = await galleries.share(user.id, talvi.id, { lang: 'en', senderName: user.name });
  // shared.url: https://kokoelma.example.fi/en/galleries/<22 random characters>
  const view = await galleries.getShared(talvi.slug); // anyone with the link
  // view.objects: artworks 2 and 1, newest added first

  expect(view).toMatchObject({ name: 'Talvi', owned: false, objectCount: 2 });
  expect(view.objects.map((o) => o.id)).toEqual([2, 1]);
  expect(shared.url).toBe(`https://kokoelma.example.fi/en/galleries/${talvi.slug}`);
  await database.close();
});
