import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  galleryErrorReason,
  withOrder,
  withoutArtworks,
  type EditAccess,
  type Gallery,
} from '@kokoelma/galleries';
import { useAnalytics } from '../../analytics/analytics-context';
import { galleryKeys, useGalleriesClient, useGalleryChanged } from './galleries-queries';
import { artworkEditMutations, galleryWriteKey, useSignedOutCheck } from './gallery-writes';
import { useT } from '../../shared/use-t';

/** A message for the page's status line; errors are announced at once. */
export interface EditStatus {
  readonly text: string;
  readonly tone: 'info' | 'error';
}

export interface GalleryEditsOptions {
  gallery: Gallery;
  access: EditAccess;
  /** False for a visitor holding the edit link: the gallery is not in their own list. */
  own: boolean;
  /** The artwork's title as the page shows it. */
  titleOf: (artworkId: number) => string;
  /** Shows and announces what happened. */
  report: (status: EditStatus) => void;
}

/** What an optimistic write keeps to roll back to. */
interface Snapshot {
  readonly before: Gallery;
}

/**
 * The edit page's changes to the artworks, each a mutation in the gallery's scope (so
 * they reach the server in the order made). Order and removals show at once (optimistic,
 * `onMutate`) and roll back with a message when the server refuses (`onError`); an order
 * the server calls out of date (409 order_mismatch: someone changed the gallery
 * meanwhile) reloads it instead. Each function answers whether the write succeeded; a
 * failure has been shown by then.
 */
export function useGalleryEdits({ gallery, access, own, titleOf, report }: GalleryEditsOptions) {
  const t = useT();
  const client = useGalleriesClient();
  const queryClient = useQueryClient();
  const changed = useGalleryChanged();
  const signedOut = useSignedOutCheck();
  const analytics = useAnalytics();
  const key = galleryKeys.edit(gallery.id, access.editToken);
  const mutationKey = galleryWriteKey(gallery.id);
  const writes = artworkEditMutations(client, gallery.id, access);
  const current = () => queryClient.getQueryData<Gallery | null>(key) ?? gallery;
  const show = (next: Gallery) => queryClient.setQueryData(key, next);

  /** Shows the change at once; what was there before is kept for a rollback. */
  const optimistic = (next: (before: Gallery) => Gallery): Snapshot => {
    const before = current();
    show(next(before));
    return { before };
  };
  /**
   * The server's gallery replaces what the page shows, unless a later write to this
   * gallery is still on its way: its answer is the newer truth, and taking this one now
   * would undo, for a moment, a move the visitor made after it.
   */
  const settle = (answer: Gallery) => {
    if (queryClient.isMutating({ mutationKey }) <= 1) changed(answer, { own });
  };
  /** A refused optimistic write: back to what was there, and say so. */
  const rollBack = (error: unknown, snapshot: Snapshot | undefined, message: string) => {
    signedOut(error);
    if (galleryErrorReason(error) === 'order_mismatch') {
      // The server's gallery differs from ours: read it again rather than guess.
      void queryClient.invalidateQueries({ queryKey: key });
      report({ text: t('galleries.orderOutOfDate'), tone: 'error' });
      return;
    }
    if (snapshot) show(snapshot.before);
    report({ text: message, tone: 'error' });
  };

  const reorder = useMutation({
    ...writes.reorder,
    onMutate: ({ ids }) => optimistic((before) => withOrder(before, ids)),
    onError: (error, _variables, snapshot) => rollBack(error, snapshot, t('galleries.orderFailed')),
    onSuccess: (answer, { ids, movedId }) => {
      settle(answer);
      report({
        text: t('galleries.moved', {
          title: titleOf(movedId),
          position: ids.indexOf(movedId) + 1,
          count: ids.length,
        }),
        tone: 'info',
      });
    },
  });

  const remove = useMutation({
    ...writes.remove,
    // The title is read before the artwork leaves the page: afterwards the page no longer
    // knows it and would name the artwork by its number.
    onMutate: (artworkIds) => {
      const title = artworkIds.length === 1 ? titleOf(artworkIds[0] as number) : undefined;
      return { ...optimistic((before) => withoutArtworks(before, artworkIds)), title };
    },
    onError: (error, _variables, snapshot) =>
      rollBack(error, snapshot, t('galleries.removeFailed')),
    onSuccess: (answer, artworkIds, removed) => {
      settle(answer);
      for (const objectId of artworkIds)
        analytics.track({ event: 'objectRemovedFromGallery', galleryId: gallery.id, objectId });
      report({
        text:
          artworkIds.length === 1
            ? t('galleries.removedOne', {
                title: removed?.title ?? titleOf(artworkIds[0] as number),
              })
            : t('galleries.removedMany', { count: artworkIds.length }),
        tone: 'info',
      });
    },
  });

  const copy = useMutation({
    ...writes.copy,
    onError: (error) => {
      signedOut(error);
      const full = galleryErrorReason(error) === 'gallery_full';
      report({ text: t(full ? 'galleries.copyFull' : 'galleries.copyFailed'), tone: 'error' });
    },
    onSuccess: (answer, { artworkIds, target }) => {
      // The answer is the target gallery, always one of the visitor's own.
      changed(answer);
      for (const objectId of artworkIds)
        analytics.track({ event: 'objectAddedToGallery', galleryId: target.id, objectId });
      report({
        text: t('galleries.copied', { count: artworkIds.length, name: answer.name }),
        tone: 'info',
      });
    },
  });

  // A note is not shown before it is saved: the form keeps the text and says what failed.
  const note = useMutation({
    ...writes.note,
    onError: (error) => signedOut(error),
    onSuccess: settle,
  });

  /** Whether the mutation succeeded; its failure has been handled by its `onError`. */
  const succeeded = (run: Promise<unknown>) =>
    run.then(
      () => true,
      () => false,
    );

  return {
    /** The artworks in a new order (`movedId`: the one the visitor moved). */
    reorder: async (ids: readonly number[], movedId: number): Promise<boolean> =>
      withOrder(current(), ids) === current()
        ? true
        : succeeded(reorder.mutateAsync({ ids, movedId })),
    remove: (artworkIds: readonly number[]) => succeeded(remove.mutateAsync(artworkIds)),
    copy: (artworkIds: readonly number[], target: Gallery) =>
      succeeded(copy.mutateAsync({ artworkIds, target })),
    /** Saves a note; false when it failed (the form keeps the text and says so). */
    saveNote: (artworkId: number, text: string) => succeeded(note.mutateAsync({ artworkId, text })),
  };
}
