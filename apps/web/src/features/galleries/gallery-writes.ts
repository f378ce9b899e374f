import { mutationOptions, useQueryClient } from '@tanstack/react-query';
import type { UpdateGalleryRequest } from '@kokoelma/contract/site';
import type { Language } from '@kokoelma/domain';
import {
  isNotSignedIn,
  type EditAccess,
  type GalleriesClient,
  type Gallery,
  type NotSignedIn,
} from '@kokoelma/galleries';

// The gallery writes, each defined once (TanStack Query `mutationOptions`), beside the
// queries of galleries-queries.ts: which request it sends, in which scope and under which
// key. A component spreads one into `useMutation` and adds what its page does with the
// answer (`onMutate`, `onSuccess`, `onError`). What every write shares: a per-gallery
// scope, so writes to one gallery reach the server in the order they were made (a later
// move never overtakes an earlier one), a key to ask whether another write to it is still
// on its way, and a signed-out answer turned into an error the mutation's `onError` handles.

/** Writes to one gallery run one after another, in order (TanStack Query `scope`). */
export const galleryScope = (galleryId: number) => ({ id: `gallery-${galleryId}` });
/** The favourites are one list: their writes run in order too. */
export const favouritesScope = { id: 'favourites' };

/** The mutation key of the writes to one gallery (for `isMutating`). */
export const galleryWriteKey = (galleryId: number) => ['gallery-write', galleryId] as const;

/** The session ended meanwhile (401): the page asks to sign in again. */
export class SignedOutError extends Error {
  override name = 'SignedOutError';
  constructor() {
    super('The session has ended');
  }
}

/** The answer of a write, or a throw when the session ended meanwhile. */
export function answered<T>(answer: T | NotSignedIn): T {
  if (isNotSignedIn(answer)) throw new SignedOutError();
  return answer;
}

/**
 * After a failed write: a signed-out answer has the visitor read again (the header then
 * offers sign-in). Answers whether it was that.
 */
export function useSignedOutCheck() {
  const queryClient = useQueryClient();
  return (error: unknown): boolean => {
    if (!(error instanceof SignedOutError)) return false;
    void queryClient.invalidateQueries({ queryKey: ['me'] });
    return true;
  };
}

/** A write to one gallery: in its scope, counted under its write key. */
const writeToGallery = (galleryId: number) => ({
  mutationKey: galleryWriteKey(galleryId),
  scope: galleryScope(galleryId),
});

/** PATCH a gallery's name, description or visibility (owner only). */
export function updateGalleryMutation(client: GalleriesClient, galleryId: number) {
  return mutationOptions({
    ...writeToGallery(galleryId),
    mutationFn: (changes: UpdateGalleryRequest) => client.update(galleryId, changes).then(answered),
  });
}

/** A new gallery holding one artwork, the variable its name. */
export function createGalleryMutation(client: GalleriesClient, artworkId: number) {
  return mutationOptions({
    mutationFn: (name: string) => client.create({ name, artworkId }).then(answered),
  });
}

/** One artwork into one of the visitor's galleries. */
export function addArtworkMutation(client: GalleriesClient, galleryId: number, artworkId: number) {
  return mutationOptions({
    ...writeToGallery(galleryId),
    mutationFn: () => client.addArtwork(galleryId, artworkId).then(answered),
  });
}

/** What the owner does to a gallery's links. */
export type GalleryLinkChange = 'rotate-view' | 'create-edit' | 'revoke-edit';

/** A new view link, a new edit link, or no edit link: after any write still on its way. */
export function galleryLinkMutation(client: GalleriesClient, galleryId: number) {
  const requests = {
    'rotate-view': () => client.rotateViewLink(galleryId),
    'create-edit': () => client.createEditLink(galleryId),
    'revoke-edit': () => client.revokeEditLink(galleryId),
  } satisfies Record<GalleryLinkChange, unknown>;
  return mutationOptions({
    ...writeToGallery(galleryId),
    mutationFn: (change: GalleryLinkChange) => requests[change]().then(answered),
  });
}

/** Deletes a gallery (restorable): after the writes already on their way to it. */
export function deleteGalleryMutation(client: GalleriesClient, galleryId: number) {
  return mutationOptions({
    ...writeToGallery(galleryId),
    mutationFn: () => client.remove(galleryId).then(answered),
  });
}

/** A deleted gallery back, the variable its id. */
export function restoreGalleryMutation(client: GalleriesClient) {
  return mutationOptions({
    // One at a time: restoring is rare, and two at once would race to refill the lists.
    scope: { id: 'restore-gallery' },
    mutationFn: (galleryId: number) => client.restore(galleryId).then(answered),
  });
}

/** The gallery's share link (and e-mail), in the page's language. */
export function shareGalleryMutation(client: GalleriesClient, galleryId: number, lang: Language) {
  return mutationOptions({
    scope: galleryScope(galleryId),
    mutationFn: () => client.share(galleryId, { lang }).then(answered),
  });
}

/** One artwork into (`true`) or out of the favourites. */
export function favouriteMutation(client: GalleriesClient, artworkId: number) {
  return mutationOptions({
    scope: favouritesScope,
    mutationFn: (add: boolean) =>
      (add ? client.addFavourite(artworkId) : client.removeFavourite(artworkId)).then(answered),
  });
}

/**
 * The favourites kept in this browser into the account's. A signed-out answer is an
 * answer here (the list stays for the next sign-in), not an error.
 */
export function mergeFavouritesMutation(client: GalleriesClient) {
  return mutationOptions({
    scope: favouritesScope,
    mutationFn: (ids: number[]) => client.mergeFavourites(ids),
  });
}

/**
 * The edit page's writes to a gallery's artworks, by its owner or an edit-link holder
 * (`access`): a new order (`movedId`: the one the visitor moved), removals (one through the
 * single route the spec names; several at once), a copy into another gallery, and a note
 * ('' removes it). Copying changes the target, not this gallery, but runs in this
 * gallery's scope so that it copies the artworks as earlier changes left them.
 */
export function artworkEditMutations(
  client: GalleriesClient,
  galleryId: number,
  access: EditAccess,
) {
  return {
    reorder: mutationOptions({
      ...writeToGallery(galleryId),
      mutationFn: ({ ids }: { ids: readonly number[]; movedId: number }) =>
        client.reorder(galleryId, ids, access).then(answered),
    }),
    remove: mutationOptions({
      ...writeToGallery(galleryId),
      mutationFn: (artworkIds: readonly number[]) =>
        (artworkIds.length === 1
          ? client.removeArtwork(galleryId, artworkIds[0] as number, access)
          : client.removeArtworks(galleryId, artworkIds, access)
        ).then(answered),
    }),
    copy: mutationOptions({
      ...writeToGallery(galleryId),
      mutationFn: ({ artworkIds, target }: { artworkIds: readonly number[]; target: Gallery }) =>
        client.copyArtworks(galleryId, artworkIds, target.id, access).then(answered),
    }),
    note: mutationOptions({
      ...writeToGallery(galleryId),
      mutationFn: ({ artworkId, text }: { artworkId: number; text: string }) =>
        client.setNote(galleryId, artworkId, text, access).then(answered),
    }),
  };
}
