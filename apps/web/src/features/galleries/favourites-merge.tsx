import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isNotSignedIn } from '@kokoelma/galleries';
import { Banner, Button, LiveRegion } from '@kokoelma/ui';
import { useCurrentUser } from '../../shared/route-deps';
import { galleryKeys, useGalleriesClient, useGalleryChanged } from './galleries-queries';
import { mergeFavouritesMutation } from './gallery-writes';
import { useLocalFavourites } from './use-local-favourites';
import { useT } from '../../shared/use-t';

/**
 * Save before signing up: once the visitor is signed in and favourites kept in this
 * browser exist, they are merged into the account. The merge is a write to the favourites
 * like any other (a mutation in their scope), so a heart pressed while it is on its way
 * reaches the server after it, never before. The browser's list is cleared only after the
 * server said yes (2xx), and only of what was sent; a failure keeps them and says so, with
 * a button to try again. Rendered once, in the site frame's notices.
 */
export function FavouritesMerge() {
  const t = useT();
  const user = useCurrentUser();
  const local = useLocalFavourites();
  const client = useGalleriesClient();
  const changed = useGalleryChanged();
  const queryClient = useQueryClient();
  const [merged, setMerged] = useState<number | null>(null);
  const merge = useMutation({
    ...mergeFavouritesMutation(client),
    onSuccess: async (answer, ids) => {
      // Signed out meanwhile: the list stays for the next sign-in.
      if (isNotSignedIn(answer)) return;
      local.remove(ids);
      // A favourites request that started before the merge must not land after it.
      await queryClient.cancelQueries({ queryKey: galleryKeys.favourites() });
      changed(answer);
      setMerged(ids.length);
    },
  });
  const waiting = user !== null && local.ids.length > 0;
  // The list last sent: the same list is not sent again by itself (after a signed-out
  // answer, or a failure: that waits for "Try again").
  const sent = useRef<string | null>(null);
  const { mutate, isPending, isError } = merge;

  useEffect(() => {
    if (!waiting) {
      // Signed out (or nothing to send): the next sign-in sends the list again.
      sent.current = null;
      return;
    }
    if (isPending || isError) return;
    const ids = [...local.ids];
    const key = ids.join(',');
    if (sent.current === key) return;
    sent.current = key;
    mutate(ids);
  }, [waiting, isPending, isError, local.ids, mutate]);

  const retry = () => {
    sent.current = null;
    merge.reset();
  };

  const message = merged !== null ? t('galleries.favouritesMerged', { count: merged }) : '';
  return (
    <>
      <LiveRegion message={message} />
      {merged !== null && <Banner>{message}</Banner>}
      {isError && waiting && (
        <Banner tone="warning">
          {t('galleries.favouritesMergeFailed')}{' '}
          <Button variant="secondary" onClick={retry}>
            {t('galleries.tryAgain')}
          </Button>
        </Banner>
      )}
    </>
  );
}
