import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isNotSignedIn } from '@kokoelma/galleries';
import { Banner, Button, LiveRegion } from '@kokoelma/ui';
import { useCurrentUser } from '../../shared/route-deps';
import { galleryKeys, useGalleriesClient, useGalleryChanged } from './galleries-queries';
import { useLocalFavourites } from './use-local-favourites';
import { useT } from '../../shared/use-t';

/**
 * Save before signing up: once the visitor is signed in and favourites kept in this
 * browser exist, they are merged into the account. The browser's list is cleared only
 * after the server said yes (2xx), and only of what was sent; a failure keeps them and
 * says so, with a button to try again. Rendered once, in the site frame's notices.
 */
export function FavouritesMerge() {
  const t = useT();
  const user = useCurrentUser();
  const local = useLocalFavourites();
  const client = useGalleriesClient();
  const changed = useGalleryChanged();
  const queryClient = useQueryClient();
  const [merged, setMerged] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const running = useRef(false);
  // The effect runs on the list and the session; what it calls may change every render.
  const latest = useRef({ local, client, changed, queryClient });
  latest.current = { local, client, changed, queryClient };
  const waiting = user !== null && local.ids.length > 0;

  useEffect(() => {
    if (!waiting || failed || running.current) return;
    running.current = true;
    const { local: store, client: api, changed: update, queryClient: cache } = latest.current;
    const ids = [...store.ids];
    api
      .mergeFavourites(ids)
      .then(async (answer) => {
        // Signed out meanwhile: the list stays for the next sign-in.
        if (isNotSignedIn(answer)) return;
        store.remove(ids);
        // A favourites request that started before the merge must not land after it.
        await cache.cancelQueries({ queryKey: galleryKeys.favourites() });
        update(answer);
        setMerged(ids.length);
      })
      .catch(() => setFailed(true))
      .finally(() => {
        running.current = false;
      });
  }, [waiting, failed, local.ids]);

  const message = merged !== null ? t('galleries.favouritesMerged', { count: merged }) : '';
  return (
    <>
      <LiveRegion message={message} />
      {merged !== null && <Banner>{message}</Banner>}
      {failed && waiting && (
        <Banner tone="warning">
          {t('galleries.favouritesMergeFailed')}{' '}
          <Button variant="secondary" onClick={() => setFailed(false)}>
            {t('galleries.tryAgain')}
          </Button>
        </Banner>
      )}
    </>
  );
}
