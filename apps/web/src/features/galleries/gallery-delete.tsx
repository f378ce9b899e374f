import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Language } from '@kokoelma/domain';
import { GALLERY_RESTORE_DAYS, withoutGallery, type Gallery } from '@kokoelma/galleries';
import { Button, Modal } from '@kokoelma/ui';
import { galleryKeys, useGalleriesClient } from './galleries-queries';
import { deleteGalleryMutation, useSignedOutCheck } from './gallery-writes';
import { StatusLine } from './status-line';
import { useT } from '../../shared/use-t';
import { pathTo } from '@kokoelma/contract/site';

/** What the my-galleries page is told after a delete, to offer Undo. */
export interface DeletedNotice {
  readonly deletedGallery: { readonly id: number; readonly name: string };
}

/** True when router state carries a {@link DeletedNotice}. */
export function isDeletedNotice(state: unknown): state is DeletedNotice {
  const notice = (state as Partial<DeletedNotice> | null)?.deletedGallery;
  return typeof notice?.id === 'number' && typeof notice.name === 'string';
}

/**
 * Deleting a gallery, after a confirmation. It is a soft delete: the visitor lands on
 * their galleries with a notice and an Undo button, and can restore it for
 * GALLERY_RESTORE_DAYS days from "Recently deleted".
 */
export function GalleryDelete({ gallery, lang }: { gallery: Gallery; lang: Language }) {
  const t = useT();
  const client = useGalleriesClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const signedOut = useSignedOutCheck();
  const remove = useMutation({
    ...deleteGalleryMutation(client, gallery.id),
    onError: (error) => signedOut(error),
    onSuccess: () => {
      // A list already loaded loses the gallery at once; either way the list is read
      // again, so "My galleries" shows the server's truth (an edit page opened by its
      // address has no list loaded: an empty one made up here would say there are none).
      queryClient.setQueryData(galleryKeys.list(), (list: Gallery[] | null | undefined) =>
        list ? withoutGallery(list, gallery.id) : list,
      );
      const state: DeletedNotice = { deletedGallery: { id: gallery.id, name: gallery.name } };
      void navigate(pathTo('my-galleries', { lang }), { state });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: galleryKeys.list() }),
        queryClient.invalidateQueries({ queryKey: galleryKeys.deleted() }),
        queryClient.invalidateQueries({ queryKey: ['me'] }),
      ]),
  });
  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('galleries.delete')}
      </Button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('galleries.deleteConfirm', { name: gallery.name })}
        closeLabel={t('object.zoomClose')}
      >
        <p>{t('galleries.deleteText', { days: GALLERY_RESTORE_DAYS })}</p>
        <StatusLine error={remove.isError ? t('galleries.deleteFailed') : ''} />
        <Button onClick={() => remove.mutate()} disabled={remove.isPending}>
          {t('galleries.delete')}
        </Button>{' '}
        <Button variant="secondary" onClick={() => setConfirming(false)}>
          {t('galleries.cancel')}
        </Button>
      </Modal>
    </>
  );
}
