import styled from '@emotion/styled';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import { pathTo } from '@kokoelma/contract/site';
import type { Language } from '@kokoelma/domain';
import { createGalleryStore, type Gallery } from '@kokoelma/galleries';
import { Button, LiveRegion, LoadingIndicator, buttonStyles, theme } from '@kokoelma/ui';
import { useCurrentUser } from '../../shared/route-deps';
import {
  favouritesQuery,
  galleriesListQuery,
  useGalleriesClient,
  useGalleryChanged,
} from './galleries-queries';
import { useLocalFavourites } from './use-local-favourites';
import { favouriteMutation, useSignedOutCheck } from './gallery-writes';
import { useT } from '../../shared/use-t';
import { onDemand } from '../../shared/on-demand';

const { colors } = theme;

// The buttons join the row they are placed in (the object page's action bar).
const Row = styled.div`
  display: contents;
`;

/**
 * The favourite toggle shows its state in looks and words, not to screen readers alone:
 * "♡ Favourite" when not kept, "♥ In favourites" filled in the text colour when kept.
 * (Doubled class: these must win over the button's own secondary look.)
 */
const FavouriteButton = styled(Button)`
  &&[aria-pressed='true'] {
    background: ${colors.text};
    border-color: ${colors.text};
    color: ${colors.inverseText};
  }
  &&[aria-pressed='true']:hover:not(:disabled) {
    background: #333333;
  }
`;

/** The heart and words of the favourite toggle in either state. */
function FavouriteLabel({ pressed }: { pressed: boolean }) {
  const t = useT();
  return (
    <>
      <span aria-hidden="true">{pressed ? '♥' : '♡'}</span>
      {t(pressed ? 'galleries.inFavourites' : 'galleries.favourite')}
    </>
  );
}

// Doubled class: the page's link colour must not win over the button's (blue on blue).
const LoginLink = styled.a`
  && {
    ${buttonStyles('primary')}
  }
`;

/**
 * The dialogs' code (spec §2 "Modals": add to a gallery, a new gallery, created) is needed
 * only once the visitor opens one: it loads then (already on its way once the pointer or
 * focus reaches the button), not with the page.
 */
const dialogs = onDemand(async () => (await import('./add-to-gallery-dialogs')).GalleryDialogs);

/**
 * Keeping an artwork: the add-to-gallery and new-gallery modals and the favourite toggle.
 * Signed out, the buttons lead to sign-in and back here with ?addArtworkToGallery, which
 * opens the right modal once signed in.
 */
export function AddToGallery({ artworkId, lang }: { artworkId: number; lang: Language }) {
  const t = useT();
  const user = useCurrentUser();
  const client = useGalleriesClient();
  const changed = useGalleryChanged();
  const [store] = useState(() => createGalleryStore());
  const modal = useStore(store, (s) => s.modal);
  const [search] = useSearchParams();
  const [announcement, setAnnouncement] = useState('');
  const list = useQuery({ ...galleriesListQuery(client), enabled: user !== null });
  const favourites = useQuery({ ...favouritesQuery(client), enabled: user !== null });
  const galleries = list.data ?? [];
  const local = useLocalFavourites();
  const isFavourite = user
    ? (favourites.data?.objects.some((o) => o.id === artworkId) ?? false)
    : local.ids.includes(artworkId);

  const queryClient = useQueryClient();
  const signedOut = useSignedOutCheck();
  const open = async () => {
    // Which dialog opens depends on having galleries: a click before the list has loaded
    // waits for it rather than offering a new gallery to someone who has some. Without
    // the list the right dialog cannot be chosen: say so rather than guess.
    let loaded: Gallery[] | null;
    try {
      loaded = list.data ?? (await queryClient.fetchQuery(galleriesListQuery(client)));
    } catch {
      loaded = null;
    }
    if (!loaded) {
      setAnnouncement(t('galleries.listFailed'));
      return;
    }
    store.getState().openForArtwork(artworkId, loaded);
  };
  // Back from sign-in with ?addArtworkToGallery=id: open the flow once the list is here.
  // The parameter leaves the address bar without a router navigation, which would move
  // focus to the page (route announcer) away from the modal.
  const wanted = search.get('addArtworkToGallery') === String(artworkId);
  const handled = useRef(false);
  useEffect(() => {
    if (!wanted || handled.current || !user || !list.data) return;
    handled.current = true;
    store.getState().openForArtwork(artworkId, list.data);
    const url = new URL(window.location.href);
    url.searchParams.delete('addArtworkToGallery');
    window.history.replaceState(window.history.state, '', url);
  }, [wanted, user, list.data, artworkId, store]);

  // Favourites: shown at once (optimistic), back as they were when the server refuses.
  const favourite = useMutation({
    ...favouriteMutation(client, artworkId),
    onMutate: (add) => {
      const key = favouritesQuery(client).queryKey;
      const before = queryClient.getQueryData<Gallery | null>(key);
      if (before) {
        const objects: Gallery['objects'] = add
          ? [{ id: artworkId, addedAt: new Date().toISOString(), note: '' }, ...before.objects]
          : before.objects.filter((object) => object.id !== artworkId);
        const next: Gallery = { ...before, objects, objectCount: objects.length };
        queryClient.setQueryData<Gallery | null>(key, next);
      }
      return { before };
    },
    onError: (error, _add, snapshot) => {
      signedOut(error);
      if (snapshot?.before)
        queryClient.setQueryData(favouritesQuery(client).queryKey, snapshot.before);
      setAnnouncement(t('galleries.favouriteFailed'));
    },
    onSuccess: (answer, add) => {
      changed(answer);
      setAnnouncement(t(add ? 'galleries.favourited' : 'galleries.unfavourited'));
    },
    // Whatever happened, the list is read again: the server's is the truth.
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesQuery(client).queryKey }),
  });

  if (!user) {
    const returnTo = pathTo('object', { lang, id: artworkId }, { addArtworkToGallery: artworkId });
    // Signed out, favourites are kept in this browser and join the account at sign-in.
    const toggleLocal = () => {
      if (isFavourite) local.remove([artworkId]);
      else local.add(artworkId);
      setAnnouncement(t(isFavourite ? 'galleries.unfavourited' : 'galleries.favouritedLocally'));
    };
    return (
      <>
        <Row>
          <LoginLink href={`/login?${new URLSearchParams({ lang, returnTo })}`}>
            {t('object.addToGallery')}
          </LoginLink>
          <FavouriteButton variant="secondary" aria-pressed={isFavourite} onClick={toggleLocal}>
            <FavouriteLabel pressed={isFavourite} />
          </FavouriteButton>
        </Row>
        <LiveRegion message={announcement} />
      </>
    );
  }

  return (
    <>
      <Row>
        <Button onClick={() => void open()} {...dialogs.prefetch}>
          {t('object.addToGallery')}
        </Button>
        <FavouriteButton
          variant="secondary"
          aria-pressed={isFavourite}
          onClick={() => favourite.mutate(!isFavourite)}
        >
          <FavouriteLabel pressed={isFavourite} />
        </FavouriteButton>
      </Row>
      <LiveRegion message={announcement} />
      {modal !== 'none' && (
        <Suspense fallback={<LoadingIndicator label={t('shell.loading')} />}>
          <dialogs.Component
            store={store}
            artworkId={artworkId}
            galleries={galleries}
            onAnnounce={setAnnouncement}
          />
        </Suspense>
      )}
    </>
  );
}
