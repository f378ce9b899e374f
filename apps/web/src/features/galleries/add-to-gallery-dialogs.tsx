import type { MessageId } from '@kokoelma/i18n';
import styled from '@emotion/styled';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import {
  canAddArtwork,
  checkGalleryName,
  galleryErrorReason,
  type Gallery,
  type GalleryStore,
} from '@kokoelma/galleries';
import { Button, Modal, textFieldStyles, theme } from '@kokoelma/ui';
import { useAnalytics } from '../../analytics/analytics-context';
import { useGalleriesClient, useGalleryChanged } from './galleries-queries';
import { addArtworkMutation, createGalleryMutation, useSignedOutCheck } from './gallery-writes';
import { StatusLine } from './status-line';
import { useT } from '../../shared/use-t';

// The dialogs of keeping an artwork (spec §2 "Modals"), loaded when the visitor first
// opens one (add-to-gallery.tsx): add to one of their galleries, a new gallery, created.

const { space } = theme;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s}px;
  margin: ${space.m}px 0 0;
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
 * The open dialog of `store`, mounted only while one is open (so each opening starts
 * without the last one's errors; focus returns to the opener when it closes). A failed
 * write keeps its dialog open and says why (a signed-out answer too: the session may have
 * ended in another tab, and the header then offers sign-in); what the visitor should hear
 * once a dialog has closed goes to `onAnnounce`, the page's live region.
 */
export function GalleryDialogs(props: {
  store: GalleryStore;
  artworkId: number;
  galleries: Gallery[];
  onAnnounce: (message: string) => void;
}) {
  const { store, artworkId, galleries, onAnnounce } = props;
  const t = useT();
  const client = useGalleriesClient();
  const changed = useGalleryChanged();
  const analytics = useAnalytics();
  const signedOut = useSignedOutCheck();
  const modal = useStore(store, (s) => s.modal);
  const created = useStore(store, (s) => s.created);
  const [name, setName] = useState('');
  // Why the last save or add failed, shown in the open modal (next to the name field).
  const [nameError, setNameError] = useState('');
  const [modalError, setModalError] = useState('');
  const nameInput = useRef<HTMLInputElement>(null);
  const failure = (error: unknown, fallback: MessageId) => {
    const reason = galleryErrorReason(error);
    return t((reason && REASON_MESSAGES[reason]) ?? fallback);
  };
  const added = (answer: Gallery) => {
    changed(answer);
    analytics.track({ event: 'objectAddedToGallery', galleryId: answer.id, objectId: artworkId });
    onAnnounce(t('galleries.added', { name: answer.name }));
    store.getState().close();
  };
  const addFailed = (error: unknown) => {
    signedOut(error);
    setModalError(failure(error, 'galleries.addFailed'));
  };
  const create = useMutation({
    ...createGalleryMutation(client, artworkId),
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
  const close = () => store.getState().close();

  return (
    <>
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
          <Buttons>
            <Button type="submit">{t('galleries.save')}</Button>
            <Button type="button" variant="secondary" onClick={close}>
              {t('galleries.cancel')}
            </Button>
          </Buttons>
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
    ...addArtworkMutation(client, gallery.id, artworkId),
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
