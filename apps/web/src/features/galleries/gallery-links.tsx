import styled from '@emotion/styled';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Language } from '@kokoelma/domain';
import { galleryEditLinkPath, galleryPath, type Gallery } from '@kokoelma/galleries';
import { Button, textFieldStyles, theme } from '@kokoelma/ui';
import { useSiteData } from '../../shared/route-deps';
import { useGalleriesClient, useGalleryChanged } from './galleries-queries';
import { galleryLinkMutation, useSignedOutCheck, type GalleryLinkChange } from './gallery-writes';
import { StatusLine } from './status-line';
import { useT } from '../../shared/use-t';

const { space } = theme;

const Section = styled.section`
  margin: ${space.xl}px 0;
  max-width: 720px;
  & label {
    ${textFieldStyles()}
  }
  & label input {
    width: 100%;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s}px;
  margin: ${space.s}px 0 ${space.m}px;
`;

/**
 * The owner's links: the view link (copy it, or replace it so the old one stops working)
 * and the edit link (create, copy, revoke). Links are capabilities: whoever holds one
 * can use it, so replacing or revoking is how access is taken back.
 */
export function GalleryLinks({ gallery, lang }: { gallery: Gallery; lang: Language }) {
  const t = useT();
  const site = useSiteData();
  const client = useGalleriesClient();
  const changed = useGalleryChanged();
  const [status, setStatus] = useState<{ info?: string; error?: string }>({});
  // Creating or revoking the edit link swaps the buttons: focus moves to the new one.
  const copyEdit = useRef<HTMLButtonElement>(null);
  const createEdit = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (gallery.editToken ? copyEdit : createEdit).current?.focus();
  }, [gallery.editToken]);
  const viewUrl = `${site.publicUrl}${galleryPath(lang, gallery)}`;
  const editUrl = gallery.editToken
    ? `${site.publicUrl}${galleryEditLinkPath(lang, { id: gallery.id, editToken: gallery.editToken })}`
    : null;

  const copy = async (url: string, done: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus({ info: done });
    } catch {
      // No clipboard (permissions, an older browser): the link is in the field above.
      setStatus({ error: t('galleries.copyLinkFailed') });
    }
  };
  const signedOut = useSignedOutCheck();
  /** What the status line says once a link has changed. */
  const linkChanged = (change: GalleryLinkChange) =>
    ({
      'rotate-view': t('galleries.rotated'),
      'create-edit': t('galleries.editLinkCreated'),
      'revoke-edit': t('galleries.editLinkRevoked'),
    })[change];
  // The link changes: each a write in the gallery's scope, after any still on its way.
  const links = useMutation({
    ...galleryLinkMutation(client, gallery.id),
    onSuccess: (answer, change) => {
      changed(answer);
      setStatus({ info: linkChanged(change) });
    },
    onError: (error) => {
      signedOut(error);
      setStatus({ error: t('galleries.linkFailed') });
    },
  });
  const act = (change: GalleryLinkChange) => links.mutate(change);
  const busy = links.isPending;

  return (
    <Section aria-labelledby="gallery-links">
      <h2 id="gallery-links">{t('galleries.links')}</h2>
      <h3>{t('galleries.viewLink')}</h3>
      {gallery.visibility === 'private' ? (
        <p>{t('galleries.viewLinkPrivate')}</p>
      ) : (
        <>
          <label>
            {t('galleries.viewLink')}
            <input readOnly value={viewUrl} onFocus={(event) => event.target.select()} />
          </label>
          <Row>
            <Button onClick={() => void copy(viewUrl, t('galleries.viewLinkCopied'))}>
              {t('galleries.copyViewLink')}
            </Button>
          </Row>
          <p id="rotate-help">{t('galleries.rotateHelp')}</p>
          <Row>
            <Button
              variant="secondary"
              disabled={busy}
              aria-describedby="rotate-help"
              onClick={() => act('rotate-view')}
            >
              {t('galleries.rotate')}
            </Button>
          </Row>
        </>
      )}
      <h3>{t('galleries.editLink')}</h3>
      <p id="edit-link-help">
        {t('galleries.editLinkHelp')}
        {/* A private gallery's edit link still shows its holders the gallery and its
            address: sharing the gallery by link later lets them in without asking. */}
        {gallery.visibility === 'private' && <> {t('galleries.editLinkPrivateNote')}</>}
      </p>
      {editUrl ? (
        <>
          <label>
            {t('galleries.editLink')}
            <input readOnly value={editUrl} onFocus={(event) => event.target.select()} />
          </label>
          <Row>
            <Button
              ref={copyEdit}
              onClick={() => void copy(editUrl, t('galleries.editLinkCopied'))}
            >
              {t('galleries.copyEditLink')}
            </Button>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => {
                moveFocus.current = true;
                act('revoke-edit');
              }}
            >
              {t('galleries.revokeEditLink')}
            </Button>
          </Row>
        </>
      ) : (
        <Row>
          <Button
            variant="secondary"
            disabled={busy}
            ref={createEdit}
            aria-describedby="edit-link-help"
            onClick={() => {
              moveFocus.current = true;
              act('create-edit');
            }}
          >
            {t('galleries.createEditLink')}
          </Button>
        </Row>
      )}
      <StatusLine info={status.info} error={status.error} />
    </Section>
  );
}
