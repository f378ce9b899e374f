import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  galleryErrorReason,
  isNotSignedIn,
  withOrder,
  withoutArtworks,
  type EditAccess,
  type Gallery,
  type NotSignedIn,
} from '@kokoelma/galleries';
import { useAnalytics } from '../../analytics/analytics-context';
import { galleryKeys, useGalleriesClient, useGalleryChanged } from './galleries-queries';
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

class SignedOut extends Error {}

/** The answer, or a throw when the session ended meanwhile (the page then asks to sign in). */
function answered(answer: Gallery | NotSignedIn): Gallery {
  if (isNotSignedIn(answer)) throw new SignedOut();
  return answer;
}

/**
 * The edit page's changes to the artworks. Order and removals show at once (optimistic)
 * and roll back with a message when the server refuses; an order the server calls out of
 * date (409 order_mismatch: someone changed the gallery meanwhile) reloads it instead.
 */
export function useGalleryEdits({ gallery, access, own, titleOf, report }: GalleryEditsOptions) {
  const t = useT();
  const client = useGalleriesClient();
  const queryClient = useQueryClient();
  const changed = useGalleryChanged();
  const analytics = useAnalytics();
  const key = galleryKeys.edit(gallery.id, access.editToken);
  // Only the answer to the latest write may replace what the page shows: an earlier
  // answer arriving late would undo a move made after it.
  const latest = useRef(0);
  const current = () => queryClient.getQueryData<Gallery | null>(key) ?? gallery;
  const show = (next: Gallery) => queryClient.setQueryData(key, next);

  const failed = (error: unknown, before: Gallery | null, message: string) => {
    if (error instanceof SignedOut) {
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      return;
    }
    if (galleryErrorReason(error) === 'order_mismatch') {
      void queryClient.invalidateQueries({ queryKey: key });
      report({ text: t('galleries.orderOutOfDate'), tone: 'error' });
      return;
    }
    if (before) show(before);
    report({ text: message, tone: 'error' });
  };

  /** Writes, then takes the server's gallery if no later write started meanwhile. */
  const write = async (request: () => Promise<Gallery | NotSignedIn>) => {
    const ticket = ++latest.current;
    const answer = answered(await request());
    if (ticket === latest.current) changed(answer, { own });
    return answer;
  };

  async function reorder(ids: readonly number[], movedId: number) {
    const before = current();
    const next = withOrder(before, ids);
    if (next === before) return;
    show(next);
    try {
      await write(() => client.reorder(gallery.id, ids, access));
      report({
        text: t('galleries.moved', {
          title: titleOf(movedId),
          position: ids.indexOf(movedId) + 1,
          count: ids.length,
        }),
        tone: 'info',
      });
    } catch (error) {
      failed(error, before, t('galleries.orderFailed'));
    }
  }

  async function remove(artworkIds: readonly number[]) {
    const before = current();
    show(withoutArtworks(before, artworkIds));
    try {
      // One artwork goes through the single route the spec names; several at once.
      await write(() =>
        artworkIds.length === 1
          ? client.removeArtwork(gallery.id, artworkIds[0] as number, access)
          : client.removeArtworks(gallery.id, artworkIds, access),
      );
      for (const objectId of artworkIds)
        analytics.track({ event: 'objectRemovedFromGallery', galleryId: gallery.id, objectId });
      report({
        text:
          artworkIds.length === 1
            ? t('galleries.removedOne', { title: titleOf(artworkIds[0] as number) })
            : t('galleries.removedMany', { count: artworkIds.length }),
        tone: 'info',
      });
    } catch (error) {
      failed(error, before, t('galleries.removeFailed'));
    }
  }

  async function copy(artworkIds: readonly number[], target: Gallery): Promise<boolean> {
    try {
      const answer = answered(await client.copyArtworks(gallery.id, artworkIds, target.id, access));
      // The answer is the target gallery, always one of the visitor's own.
      changed(answer);
      for (const objectId of artworkIds)
        analytics.track({ event: 'objectAddedToGallery', galleryId: target.id, objectId });
      report({
        text: t('galleries.copied', { count: artworkIds.length, name: answer.name }),
        tone: 'info',
      });
      return true;
    } catch (error) {
      const full = galleryErrorReason(error) === 'gallery_full';
      failed(error, null, t(full ? 'galleries.copyFull' : 'galleries.copyFailed'));
      return false;
    }
  }

  /** Saves a note; false when it failed (the form keeps the text and says so). */
  async function saveNote(artworkId: number, note: string): Promise<boolean> {
    try {
      await write(() => client.setNote(gallery.id, artworkId, note, access));
      return true;
    } catch (error) {
      if (error instanceof SignedOut) void queryClient.invalidateQueries({ queryKey: ['me'] });
      return false;
    }
  }

  return { reorder, remove, copy, saveNote };
}
