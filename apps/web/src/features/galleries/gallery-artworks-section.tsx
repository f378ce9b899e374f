import styled from '@emotion/styled';
import { useRef, useState } from 'react';
import type { Language } from '@kokoelma/domain';
import type { EditAccess, Gallery } from '@kokoelma/galleries';
import { Button, EmptyState, theme } from '@kokoelma/ui';
import { CopyToGalleryModal } from './copy-to-gallery-modal';
import { GalleryArtworkList } from './gallery-artwork-list';
import { StatusLine } from './status-line';
import { useGalleryEdits, type EditStatus } from './use-gallery-edits';
import { useT } from '../../shared/use-t';

const { space } = theme;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.s}px ${space.m}px;
  & label {
    display: inline-flex;
    align-items: center;
    gap: ${space.s}px;
    min-height: ${theme.touchTarget}px;
  }
  & input[type='checkbox'] {
    width: 24px;
    height: 24px;
  }
`;

/**
 * The artworks of the edit page: order (drag or Move up/down), notes, removal, and the
 * multi-select with "Remove selected" and "Copy selected to…". An edit-link holder gets
 * all of this; it is all they may do.
 */
export function GalleryArtworksSection(props: {
  gallery: Gallery;
  lang: Language;
  access: EditAccess;
  own: boolean;
  titleOf: (artworkId: number) => string;
}) {
  const { gallery, lang, access, own, titleOf } = props;
  const t = useT();
  const [status, setStatus] = useState<EditStatus | null>(null);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [copying, setCopying] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const edits = useGalleryEdits({ gallery, access, own, titleOf, report: setStatus });
  const ids = gallery.objects.map((object) => object.id);
  // Only what is still in the gallery counts as selected.
  const selected = ids.filter((id) => picked.has(id));
  const allSelected = ids.length > 0 && selected.length === ids.length;

  const select = (id: number, on: boolean) =>
    setPicked((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const remove = (artworkIds: readonly number[]) => {
    void edits.remove(artworkIds);
    setPicked(new Set());
    // The removed item's buttons are gone: focus rests on the section, not the page.
    heading.current?.focus();
  };

  return (
    <section aria-labelledby="gallery-works">
      <h2 id="gallery-works" ref={heading} tabIndex={-1}>
        {t('galleries.objects')}
      </h2>
      {ids.length === 0 ? (
        <EmptyState title={t('galleries.noObjects')} headingLevel={3} />
      ) : (
        <>
          <p>{t('galleries.orderHelp')}</p>
          <Toolbar>
            <label>
              <input
                type="checkbox"
                checked={allSelected}
                ref={(element) => {
                  if (element) element.indeterminate = selected.length > 0 && !allSelected;
                }}
                onChange={(event) => setPicked(new Set(event.target.checked ? ids : []))}
              />
              {t('galleries.selectAll')}
            </label>
            <Button
              variant="secondary"
              disabled={selected.length === 0}
              onClick={() => remove(selected)}
            >
              {t('galleries.removeSelected', { count: selected.length })}
            </Button>
            <Button
              variant="secondary"
              disabled={selected.length === 0}
              onClick={() => setCopying(true)}
            >
              {t('galleries.copySelected', { count: selected.length })}
            </Button>
          </Toolbar>
        </>
      )}
      <StatusLine
        info={status?.tone === 'info' ? status.text : ''}
        error={status?.tone === 'error' ? status.text : ''}
      />
      {ids.length > 0 && (
        <GalleryArtworkList
          gallery={gallery}
          lang={lang}
          titleOf={titleOf}
          selected={picked}
          onSelect={select}
          onReorder={(order, movedId) => void edits.reorder(order, movedId)}
          onRemove={(id) => remove([id])}
          onSaveNote={edits.saveNote}
        />
      )}
      <CopyToGalleryModal
        open={copying}
        count={selected.length}
        sourceId={gallery.id}
        onCopy={(target) => edits.copy(selected, target)}
        onClose={() => setCopying(false)}
      />
    </section>
  );
}
