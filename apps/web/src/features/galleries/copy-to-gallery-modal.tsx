import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Gallery } from '@kokoelma/galleries';
import { Button, LoadingIndicator, Modal, theme } from '@kokoelma/ui';
import { galleriesListQuery, useGalleriesClient } from './galleries-queries';
import { useT } from '../../shared/use-t';

const { space } = theme;

const Choices = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${space.m}px;
  display: grid;
  gap: ${space.s}px;
  & button {
    width: 100%;
    justify-content: space-between;
  }
`;

/**
 * "Copy selected to…": the visitor's other galleries to choose from. Copying closes the
 * dialog (focus returns to the button that opened it); a failure keeps it open.
 */
export function CopyToGalleryModal(props: {
  open: boolean;
  count: number;
  /** The gallery being edited: not a place to copy to. */
  sourceId: number;
  onCopy: (target: Gallery) => Promise<boolean>;
  onClose: () => void;
}) {
  const { open, count, sourceId, onCopy, onClose } = props;
  const t = useT();
  const client = useGalleriesClient();
  const list = useQuery({ ...galleriesListQuery(client), enabled: open });
  const [busy, setBusy] = useState(false);
  const targets = (list.data ?? []).filter((gallery) => gallery.id !== sourceId);

  const copy = async (target: Gallery) => {
    setBusy(true);
    const ok = await onCopy(target);
    setBusy(false);
    if (ok) onClose();
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('galleries.copyTitle', { count })}
      closeLabel={t('object.zoomClose')}
    >
      {!list.data ? (
        <LoadingIndicator label={t('shell.loading')} />
      ) : targets.length === 0 ? (
        <p>{t('galleries.copyNoTargets')}</p>
      ) : (
        <Choices aria-label={t('galleries.copyTargets')}>
          {targets.map((gallery) => (
            <li key={gallery.id}>
              <Button variant="secondary" disabled={busy} onClick={() => void copy(gallery)}>
                <span>{gallery.name}</span>
                <span>{t('galleries.count', { count: gallery.objectCount })}</span>
              </Button>
            </li>
          ))}
        </Choices>
      )}
      <Button variant="secondary" onClick={onClose}>
        {t('galleries.cancel')}
      </Button>
    </Modal>
  );
}
