import styled from '@emotion/styled';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { GalleryObject } from '@kokoelma/galleries';
import { Button, focusRing, theme } from '@kokoelma/ui';
import { ArtworkNoteForm } from './artwork-note-form';
import { useT } from '../../shared/use-t';

const { colors, space } = theme;

const Item = styled.li<{ dragging: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: auto auto 1fr;
  gap: ${space.s}px;
  align-items: center;
  padding: ${space.s}px;
  background: ${colors.surface};
  border: 2px solid ${({ dragging }) => (dragging ? colors.accent : 'transparent')};
  z-index: ${({ dragging }) => (dragging ? 1 : 0)};
  & > a {
    color: ${colors.text};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  & input[type='checkbox'] {
    width: 24px;
    height: 24px;
    margin: 10px;
  }
`;

const Handle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.touchTarget}px;
  height: ${theme.touchTarget}px;
  padding: 0;
  border: 1px solid ${colors.border};
  border-radius: 4px;
  background: ${colors.background};
  color: ${colors.text};
  font-size: 1.25rem;
  cursor: grab;
  /* The pointer drags the handle; the page must not scroll instead on touch screens. */
  touch-action: none;
  ${focusRing()}
`;

const Controls = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s}px;
`;

const Note = styled.div`
  grid-column: 1 / -1;
`;

export interface GalleryArtworkItemProps {
  object: GalleryObject;
  title: string;
  href: string;
  index: number;
  count: number;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onMove: (to: number, via: 'up' | 'down') => void;
  onRemove: () => void;
  onSaveNote: (note: string) => Promise<boolean>;
  /** The page moves focus back here after a move (React moves the element). */
  buttonRef: (via: 'up' | 'down' | 'handle', element: HTMLButtonElement | null) => void;
}

/**
 * One artwork on the edit page: a drag handle (pointer, or Space/Enter then arrow keys),
 * a checkbox for the multi-select, visible Move up / Move down buttons so no one needs to
 * drag, removal, and the note form.
 */
export function GalleryArtworkItem(props: GalleryArtworkItemProps) {
  const { object, title, href, index, count, selected } = props;
  const t = useT();
  const sortable = useSortable({
    id: object.id,
    attributes: { roleDescription: t('galleries.sortable') },
  });
  const style = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
  };
  return (
    <Item ref={sortable.setNodeRef} style={style} dragging={sortable.isDragging}>
      <Handle
        type="button"
        ref={(element) => {
          sortable.setActivatorNodeRef(element);
          props.buttonRef('handle', element);
        }}
        {...sortable.attributes}
        {...sortable.listeners}
        aria-label={t('galleries.dragHandle', { title })}
      >
        <span aria-hidden="true">⠿</span>
      </Handle>
      <input
        type="checkbox"
        checked={selected}
        onChange={(event) => props.onSelect(event.target.checked)}
        aria-label={t('galleries.select', { title })}
      />
      <a href={href}>{title}</a>
      <Controls>
        <Button
          variant="secondary"
          ref={(element) => props.buttonRef('up', element)}
          disabled={index === 0}
          onClick={() => props.onMove(index - 1, 'up')}
          aria-label={t('galleries.moveUpNamed', { title })}
        >
          {t('galleries.moveUp')}
        </Button>
        <Button
          variant="secondary"
          ref={(element) => props.buttonRef('down', element)}
          disabled={index === count - 1}
          onClick={() => props.onMove(index + 1, 'down')}
          aria-label={t('galleries.moveDownNamed', { title })}
        >
          {t('galleries.moveDown')}
        </Button>
        <Button
          variant="secondary"
          onClick={props.onRemove}
          aria-label={t('galleries.removeNamed', { title })}
        >
          {t('galleries.remove')}
        </Button>
      </Controls>
      <Note>
        <ArtworkNoteForm title={title} note={object.note} onSave={props.onSaveNote} />
      </Note>
    </Item>
  );
}
