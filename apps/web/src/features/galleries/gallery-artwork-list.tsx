import styled from '@emotion/styled';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useLayoutEffect, useRef } from 'react';
import type { Language } from '@kokoelma/domain';
import { moveId, type Gallery } from '@kokoelma/galleries';
import { theme } from '@kokoelma/ui';
import { GalleryArtworkItem } from './gallery-artwork-item';
import { useT } from '../../shared/use-t';
import { pathTo } from '@kokoelma/contract/site';

const { space } = theme;

const List = styled.ol`
  list-style: none;
  padding: 0;
  margin: ${space.m}px 0;
  display: grid;
  gap: ${space.m}px;
`;

type Via = 'up' | 'down' | 'handle';

export interface GalleryArtworkListProps {
  gallery: Gallery;
  lang: Language;
  titleOf: (artworkId: number) => string;
  selected: ReadonlySet<number>;
  onSelect: (artworkId: number, selected: boolean) => void;
  onReorder: (ids: readonly number[], movedId: number) => void;
  onRemove: (artworkId: number) => void;
  onSaveNote: (artworkId: number, note: string) => Promise<boolean>;
}

/**
 * The artworks of the edit page in the owner's order, sortable by dragging (pointer or
 * keyboard, with dnd-kit's screen-reader instructions and announcements in the page's
 * language) and by each item's Move up / Move down buttons.
 */
export function GalleryArtworkList(props: GalleryArtworkListProps) {
  const { gallery, lang, titleOf, selected } = props;
  const t = useT();
  const ids = gallery.objects.map((object) => object.id);
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle is a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // After a Move up/down the item sits elsewhere in the list; React moves its element,
  // which can drop focus. Focus goes back to the button used, or to the drag handle when
  // that button is now disabled (the item reached an end of the list).
  // The list may render in between for other reasons (the write's own pending state):
  // focus moves only once the order has changed.
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<{ id: number; via: Via; from: string } | null>(null);
  const order = ids.join(',');
  useLayoutEffect(() => {
    const wanted = refocus.current;
    if (!wanted || wanted.from === order) return;
    refocus.current = null;
    const button = buttons.current.get(`${wanted.id}:${wanted.via}`);
    const target = button && !button.disabled ? button : buttons.current.get(`${wanted.id}:handle`);
    target?.focus();
  });

  // dnd-kit reports the picked-up work as over itself at once; saying so would drown the
  // "picked up" announcement, so the first word on position waits for a real move.
  const moved = useRef(false);
  const title = (id: UniqueIdentifier) => titleOf(Number(id));
  const position = (id: UniqueIdentifier | undefined) => ids.indexOf(Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return t('galleries.dnd.start', {
        title: title(active.id),
        position: position(active.id),
        count: ids.length,
      });
    },
    onDragOver: ({ active, over }) => {
      if (over?.id === active.id && !moved.current) return undefined;
      moved.current = true;
      return over
        ? t('galleries.dnd.over', {
            title: title(active.id),
            position: position(over.id),
            count: ids.length,
          })
        : t('galleries.dnd.outside', { title: title(active.id) });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t('galleries.dnd.end', {
            title: title(active.id),
            position: position(over.id),
            count: ids.length,
          })
        : t('galleries.dnd.cancel', { title: title(active.id) }),
    onDragCancel: ({ active }) => t('galleries.dnd.cancel', { title: title(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const movedId = Number(active.id);
    props.onReorder(moveId(ids, ids.indexOf(movedId), ids.indexOf(Number(over.id))), movedId);
  };

  return (
    <DndContext
      id={`gallery-order-${gallery.id}`}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('galleries.dnd.instructions') },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <List aria-label={t('galleries.objects')}>
          {gallery.objects.map((object, index) => (
            <GalleryArtworkItem
              key={object.id}
              object={object}
              title={titleOf(object.id)}
              href={pathTo('object', { lang, id: object.id })}
              index={index}
              count={ids.length}
              selected={selected.has(object.id)}
              onSelect={(value) => props.onSelect(object.id, value)}
              onMove={(to, via) => {
                refocus.current = { id: object.id, via, from: ids.join(',') };
                props.onReorder(moveId(ids, index, to), object.id);
              }}
              onRemove={() => props.onRemove(object.id)}
              onSaveNote={(note) => props.onSaveNote(object.id, note)}
              buttonRef={(via, element) => {
                const key = `${object.id}:${via}`;
                if (element) buttons.current.set(key, element);
                else buttons.current.delete(key);
              }}
            />
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}
