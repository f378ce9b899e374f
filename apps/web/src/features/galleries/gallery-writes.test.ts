import { describe, expect, it, vi } from 'vitest';
import { NOT_SIGNED_IN, type GalleriesClient, type Gallery } from '@kokoelma/galleries';
import {
  SignedOutError,
  addArtworkMutation,
  artworkEditMutations,
  createGalleryMutation,
  deleteGalleryMutation,
  favouriteMutation,
  favouritesScope,
  galleryLinkMutation,
  galleryScope,
  galleryWriteKey,
  mergeFavouritesMutation,
  restoreGalleryMutation,
  shareGalleryMutation,
  updateGalleryMutation,
} from './gallery-writes';

// The definitions every gallery write is made from: the order of writes (scope) and the
// "is another write on its way" count (key) depend on them, so they are pinned here.

const answer = { id: 7, name: 'Meri' } as Gallery;
/** A client whose every method answers `value`, recording the calls. */
function client(value: unknown = answer) {
  const calls: unknown[][] = [];
  const stub = new Proxy(
    {},
    {
      get: (_target, name: string) =>
        vi.fn(async (...args: unknown[]) => {
          calls.push([name, ...args]);
          return value;
        }),
    },
  ) as GalleriesClient;
  return { stub, calls };
}
const access = { editToken: 'tok' };
// TanStack passes a context as the second argument; the definitions do not read it.
const context = {} as never;

describe('gallery writes', () => {
  it('writes to one gallery share its scope and its write key', () => {
    const { stub } = client();
    for (const options of [
      updateGalleryMutation(stub, 7),
      addArtworkMutation(stub, 7, 1001),
      galleryLinkMutation(stub, 7),
      deleteGalleryMutation(stub, 7),
      ...Object.values(artworkEditMutations(stub, 7, access)),
    ]) {
      expect(options.scope).toEqual(galleryScope(7));
      expect(options.mutationKey).toEqual(galleryWriteKey(7));
    }
  });

  it('a share runs in the gallery scope without counting as a write to it', () => {
    const options = shareGalleryMutation(client().stub, 7, 'sv');
    expect(options.scope).toEqual(galleryScope(7));
    expect('mutationKey' in options).toBe(false);
  });

  it('favourites run in one scope; creating and restoring are keyed to no gallery', () => {
    const { stub } = client();
    expect(favouriteMutation(stub, 1001).scope).toEqual(favouritesScope);
    expect(mergeFavouritesMutation(stub).scope).toEqual(favouritesScope);
    expect(restoreGalleryMutation(stub).scope).toEqual({ id: 'restore-gallery' });
    expect(createGalleryMutation(stub, 1001).scope).toBeUndefined();
  });

  it('each sends its request and answers the gallery', async () => {
    const { stub, calls } = client();
    await expect(
      artworkEditMutations(stub, 7, access).remove.mutationFn?.([1001], context),
    ).resolves.toBe(answer);
    await artworkEditMutations(stub, 7, access).remove.mutationFn?.([1001, 1002], context);
    await galleryLinkMutation(stub, 7).mutationFn?.('revoke-edit', context);
    await favouriteMutation(stub, 1001).mutationFn?.(false, context);
    await shareGalleryMutation(stub, 7, 'sv').mutationFn?.(undefined, context);
    expect(calls).toEqual([
      ['removeArtwork', 7, 1001, access],
      ['removeArtworks', 7, [1001, 1002], access],
      ['revokeEditLink', 7],
      ['removeFavourite', 1001],
      ['share', 7, { lang: 'sv' }],
    ]);
  });

  it('a signed-out answer is an error, except for the favourites merge', async () => {
    const { stub } = client(NOT_SIGNED_IN);
    await expect(
      updateGalleryMutation(stub, 7).mutationFn?.({ name: 'x' }, context),
    ).rejects.toBeInstanceOf(SignedOutError);
    await expect(mergeFavouritesMutation(stub).mutationFn?.([1], context)).resolves.toBe(
      NOT_SIGNED_IN,
    );
  });
});
