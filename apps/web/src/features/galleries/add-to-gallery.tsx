import type { MessageId } from '@kokoelma/i18n';
import styled from '@emotion/styled';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import type { Language } from '@kokoelma/domain';
import {
  canAddArtwork,
  checkGalleryName,
  createGalleryStore,
  galleryErrorReason,
  type Gallery,
} from '@kokoelma/galleries';
import { Button, LiveRegion, Modal, buttonStyles, textFieldStyles, theme } from '@kokoelma/ui';
import { useAnalytics } from '../../analytics/analytics-context';
import { useCurrentUser } from '../../shared/route-deps';
import {
  favouritesQuery,
  galleriesListQuery,
  useGalleriesClient,
  useGalleryChanged,
} from './galleries-queries';
import { useLocalFavourites } from './use-local-favourites';
import {
  answered,
  favouritesScope,
  galleryScope,
  galleryWriteKey,
  useSignedOutCheck,
} from './gallery-writes';
import { StatusLine } from './status-line';
import { useT } from '../../shared/use-t';
import { pathTo } from '@kokoelma/contract';

const { space } = theme;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s}px;
  margin: ${space.m}px 0 0;
`;

// Doubled class: the page's link colour must not win over the button's (blue on blue).
const LoginLink = styled.a`
  && {
    ${buttonStyles('primary')}
  }
`;

const Choices = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${space.m}px 0;
  display: grid;
  gap: ${space.s}px;
  & button {
    width: 100%;
    justify-content: space-between;
  }
`;

const NameField = styled.label`
  margin: ${space.m}px 0;
  ${textFieldStyles()}
`;

const FieldError = styled.p`
  margin: ${space.xs}px 0 0;
  color: #b00020;
  font-weight: 600;
  &:empty {
    display: none;
  }
`;

/** Messages for the reasons the server gives when it refuses a gallery call. */
const REASON_MESSAGES: Record<string, MessageId> = {
  name_empty: 'galleries.nameEmpty',
  name_too_long: 'galleries.nameTooLong',
  name_invalid: 'galleries.nameInvalid',
  artwork_in_gallery: 'galleries.alreadyThere',
};

/**
 * Keeping an artwork: the add-to-gallery and new-gallery modals (spec §2 "Modals") and the
 * favourite toggle. Signed out, the buttons lead to sign-in and back here with
 * ?addArtworkToGallery, which opens the right modal once signed in.
 */
export function AddToGallery({ artworkId, lang }: { artworkId: number; lang: Language }) {
  const t = useT();
  const user = useCurrentUser();
  const client = useGalleriesClient();
  const changed = useGalleryChanged();
  const analytics = useAnalytics();
  const [store] = useState(() => createGalleryStore());
  const modal = useStore(store, (s) => s.modal);
  const created = useStore(store, (s) => s.created);
  const [search] = useSearchParams();
  const [announcement, setAnnouncement] = useState('');
  const [name, setName] = useState('');
  // Why the last save or add failed, shown in the open modal (next to the name field).
  const [nameError, setNameError] = useState('');
  const [modalError, setModalError] = useState('');
  const nameInput = useRef<HTMLInputElement>(null);
  const failure = (error: unknown, fallback: MessageId) => {
    const reason = galleryErrorReason(error);
    return t((reason && REASON_MESSAGES[reason]) ?? fallback);
  };
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
    setModalError('');
    setNameError('');
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

  // The writes. A failed one keeps its modal open and says why (a signed-out answer too:
  // the session may have ended in another tab, and the header then offers sign-in).
  const added = (answer: Gallery) => {
    changed(answer);
    analytics.track({ event: 'objectAddedToGallery', galleryId: answer.id, objectId: artworkId });
    setAnnouncement(t('galleries.added', { name: answer.name }));
    store.getState().close();
  };
  const addFailed = (error: unknown) => {
    signedOut(error);
    setModalError(failure(error, 'galleries.addFailed'));
  };
  const create = useMutation({
    mutationFn: (galleryName: string) =>
      client.create({ name: galleryName, artworkId }).then(answered),
    onError: (error) => {
      signedOut(error);
      setNameError(failure(error, 'galleries.saveFailed'));
      nameInput.current?.focus();
    },
    onSuccess: (answer) => {
      changed(answer);
      analytics.track({ event: 'galleryCreated', galleryId: answer.id });
      store.getState().galleryCreated(answer);
      setName('');
    },
  });
  // Favourites: shown at once (optimistic), back as they were when the server refuses.
  const favourite = useMutation({
    scope: favouritesScope,
    mutationFn: (add: boolean) =>
      (add ? client.addFavourite(artworkId) : client.removeFavourite(artworkId)).then(answered),
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
          <Button variant="secondary" aria-pressed={isFavourite} onClick={toggleLocal}>
            {t('galleries.favourite')}
          </Button>
        </Row>
        <LiveRegion message={announcement} />
      </>
    );
  }

  const createGallery = (event: FormEvent) => {
    event.preventDefault();
    // The server's rule, checked first: a blank name is refused with the reason.
    const checked = checkGalleryName(name);
    if (!checked.ok) {
      setNameError(t(REASON_MESSAGES[checked.reason] ?? 'galleries.saveFailed'));
      nameInput.current?.focus();
      return;
    }
    setNameError('');
    create.mutate(name);
  };
  const close = () => {
    setModalError('');
    setNameError('');
    store.getState().close();
  };

  return (
    <>
      <Row>
        <Button onClick={() => void open()}>{t('object.addToGallery')}</Button>
        <Button
          variant="secondary"
          aria-pressed={isFavourite}
          onClick={() => favourite.mutate(!isFavourite)}
        >
          {t('galleries.favourite')}
        </Button>
      </Row>
      <LiveRegion message={announcement} />
      <Modal
        open={modal === 'add-to-gallery'}
        onClose={close}
        title={t('object.addToGallery')}
        closeLabel={t('object.zoomClose')}
      >
        <Choices>
          {galleries.map((gallery) => (
            <GalleryChoice
              key={gallery.id}
              gallery={gallery}
              artworkId={artworkId}
              onAdding={() => setModalError('')}
              onAdded={added}
              onFailed={addFailed}
            />
          ))}
        </Choices>
        <StatusLine error={modalError} />
        <Button variant="secondary" onClick={() => store.getState().openNewGallery()}>
          {t('galleries.addNew')}
        </Button>
      </Modal>
      <Modal
        open={modal === 'new-gallery'}
        onClose={close}
        title={t('galleries.newTitle')}
        closeLabel={t('object.zoomClose')}
      >
        <form onSubmit={createGallery}>
          <NameField>
            {t('galleries.name')}
            <input
              ref={nameInput}
              value={name}
              onChange={(event) => setName(event.target.value)}
              placeholder={t('galleries.namePlaceholder')}
              maxLength={200}
              aria-invalid={nameError ? true : undefined}
              aria-describedby="new-gallery-name-error"
            />
          </NameField>
          <FieldError id="new-gallery-name-error" role="alert">
            {nameError}
          </FieldError>
          <Row>
            <Button type="submit">{t('galleries.save')}</Button>
            <Button type="button" variant="secondary" onClick={close}>
              {t('galleries.cancel')}
            </Button>
          </Row>
        </form>
      </Modal>
      <Modal
        open={modal === 'created'}
        onClose={close}
        title={t('galleries.created', { name: created?.name ?? '' })}
        closeLabel={t('object.zoomClose')}
      >
        <Button onClick={close}>{t('galleries.ok')}</Button>
      </Modal>
    </>
  );
}

/**
 * One gallery in the add-to-gallery modal. Its write runs in the gallery's own scope, so
 * a second click waits for the first to be answered (the second then says the artwork is
 * there already) instead of racing it.
 */
function GalleryChoice(props: {
  gallery: Gallery;
  artworkId: number;
  onAdding: () => void;
  onAdded: (answer: Gallery) => void;
  onFailed: (error: unknown) => void;
}) {
  const { gallery, artworkId, onAdding, onAdded, onFailed } = props;
  const t = useT();
  const client = useGalleriesClient();
  const add = useMutation({
    mutationKey: galleryWriteKey(gallery.id),
    scope: galleryScope(gallery.id),
    mutationFn: () => client.addArtwork(gallery.id, artworkId).then(answered),
    onMutate: onAdding,
    onSuccess: onAdded,
    onError: onFailed,
  });
  const there = !canAddArtwork(gallery, artworkId);
  return (
    <li>
      <Button variant="secondary" disabled={there} onClick={() => add.mutate()}>
        {gallery.name}
        {there && <span aria-label={t('galleries.alreadyThere')}>✓</span>}
      </Button>
    </li>
  );
}
