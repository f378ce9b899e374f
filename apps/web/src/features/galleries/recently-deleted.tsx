import styled from '@emotion/styled';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { DeletedGallery } from '@kokoelma/galleries';
import { Button, theme } from '@kokoelma/ui';
import { useCurrentUser } from '../../shared/route-deps';
import {
  deletedGalleriesQuery,
  galleryKeys,
  useGalleriesClient,
  useGalleryChanged,
} from './galleries-queries';
import { restoreGalleryMutation, useSignedOutCheck } from './gallery-writes';
import { StatusLine } from './status-line';
import { useT } from '../../shared/use-t';

const { colors, space } = theme;

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${space.m}px 0;
  display: grid;
  gap: ${space.s}px;
  & li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${space.s}px;
    padding: ${space.s}px ${space.m}px;
    border: 1px solid ${colors.border};
  }
  & li > * {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & span {
    color: ${colors.textMuted};
  }
`;

/**
 * Restores a deleted gallery (a mutation: `mutate(id, { onSuccess, onError })`); the
 * caller says what to announce, a failure included. Whatever happens, both lists are read
 * again, so they are the server's truth.
 */
export function useRestoreGallery() {
  const client = useGalleriesClient();
  const changed = useGalleryChanged();
  const signedOut = useSignedOutCheck();
  const queryClient = useQueryClient();
  return useMutation({
    ...restoreGalleryMutation(client),
    onError: (error) => signedOut(error),
    onSuccess: (answer, galleryId) => {
      changed(answer);
      queryClient.setQueryData(galleryKeys.deleted(), (list: DeletedGallery[] | null | undefined) =>
        list?.filter((gallery) => gallery.id !== galleryId),
      );
      // The restored gallery's row replaces the button that was pressed: focus goes there.
      requestAnimationFrame(() => document.getElementById(`gallery-link-${galleryId}`)?.focus());
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryKeys.deleted() }),
  });
}

/**
 * "Recently deleted": galleries deleted in the last GALLERY_RESTORE_DAYS days, each with
 * the date it goes for good and a Restore button. Nothing shows when there are none.
 */
export function RecentlyDeleted() {
  const intl = useIntl();
  const t = useT();
  const client = useGalleriesClient();
  const user = useCurrentUser();
  const deleted = useQuery({ ...deletedGalleriesQuery(client), enabled: user !== null });
  const restore = useRestoreGallery();
  const [status, setStatus] = useState<{ info?: string; error?: string }>({});

  const onRestore = (gallery: DeletedGallery) =>
    restore.mutate(gallery.id, {
      onSuccess: () => setStatus({ info: t('galleries.restored', { name: gallery.name }) }),
      onError: () => setStatus({ error: t('galleries.restoreFailed') }),
    });
  const list = deleted.data ?? [];
  return (
    <>
      <StatusLine info={status.info} error={status.error} />
      {list.length > 0 && (
        <section aria-labelledby="recently-deleted">
          <h2 id="recently-deleted">{t('galleries.recentlyDeleted')}</h2>
          <p>{t('galleries.recentlyDeletedText')}</p>
          <List>
            {list.map((gallery) => (
              <li key={gallery.id}>
                <div>
                  <strong>{gallery.name}</strong>
                  <br />
                  <span>
                    {t('galleries.purgeAt', {
                      date: intl.formatDate(gallery.purgeAt, { dateStyle: 'long' }),
                    })}
                  </span>
                </div>
                <Button
                  variant="secondary"
                  onClick={() => onRestore(gallery)}
                  aria-label={t('galleries.restoreNamed', { name: gallery.name })}
                >
                  {t('galleries.restore')}
                </Button>
              </li>
            ))}
          </List>
        </section>
      )}
    </>
  );
}
