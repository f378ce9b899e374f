import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { museumName, type Language } from '@kokoelma/domain';
import type { CollectionObject } from '@kokoelma/contract/site';
import type { GalleryObject } from '@kokoelma/galleries';
import { EmptyState, LoadingIndicator, ResultGrid } from '@kokoelma/ui';
import { useSiteData } from '../../shared/route-deps';
import { popOpened, pushOpened } from '../collection/navigation-stack';
import { objectSummary } from '../collection/object-summary';
import { LayoutChoiceSwitcher } from '../collection/layout-choice-switcher';
import { useLayoutChoice } from '../collection/use-layout-choice';
import { useGalleryObjects } from './galleries-queries';
import { useT } from '../../shared/use-t';
import { pathTo } from '@kokoelma/contract/site';

/**
 * The objects a gallery holds, at most this many at once (the additional endpoint's cap,
 * and the page data's GALLERY_PAGE_OBJECTS).
 */
const MAX_SHOWN = 200;

/** The gallery's objects that are still in the collection, in the gallery's order. */
export function inGalleryOrder(
  items: readonly Pick<GalleryObject, 'id'>[],
  objects: readonly CollectionObject[],
): CollectionObject[] {
  const byId = new Map(objects.map((object) => [object.id, object]));
  return items.flatMap((item) => byId.get(item.id) ?? []);
}

/**
 * The collection objects of a gallery's artworks: those the page came with (the view's
 * server-rendered data), otherwise fetched (one request, shared by cards and visit list).
 */
export function useShownObjects(
  ids: readonly number[],
  preloaded: readonly CollectionObject[] | undefined,
): readonly CollectionObject[] | undefined {
  const fetched = useGalleryObjects(preloaded ? [] : ids);
  return preloaded ?? fetched.data;
}

/**
 * A gallery's artworks as cards, in the layout chosen for gallery pages (kept apart from
 * the results' choice, spec §2), scrolling back to the object last opened from here.
 * Works on display today carry a badge naming the museum; notes show under the cards.
 */
export function GalleryObjects(props: {
  items: readonly Pick<GalleryObject, 'id' | 'note'>[];
  lang: Language;
  emptyTitle?: string;
  emptyText?: string;
  /** The items' collection objects, when the page has them already. */
  objects?: readonly CollectionObject[];
}) {
  const { items, lang } = props;
  const t = useT();
  const site = useSiteData();
  const location = useLocation();
  const [layout, setLayout] = useLayoutChoice('gallery');
  const shown = items.slice(0, MAX_SHOWN);
  const ids = shown.map((object) => object.id);
  const objects = useShownObjects(ids, props.objects);
  const listKey = `${location.pathname}${location.search}`;
  const loaded = objects !== undefined;
  useEffect(() => {
    if (!loaded) return;
    const entry = popOpened(window.sessionStorage, listKey);
    const element = entry && document.getElementById(`object-${entry.objectId}`);
    if (!element) return;
    element.scrollIntoView({ block: 'center' });
    element.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
  }, [loaded, listKey]);

  if (ids.length === 0) {
    return (
      <EmptyState
        title={props.emptyTitle ?? t('galleries.noObjects')}
        text={props.emptyText ?? t('galleries.noObjectsText')}
      />
    );
  }
  if (!objects) return <LoadingIndicator label={t('shell.loading')} />;
  const texts = {
    unknownTitle: t('object.unknownTitle'),
    unknownAuthor: t('object.unknownAuthor'),
  };
  const notes = new Map(shown.map((item) => [item.id, item.note]));
  return (
    <>
      <LayoutChoiceSwitcher page="gallery" lang={lang} value={layout} onChange={setLayout} />
      <ResultGrid
        items={inGalleryOrder(shown, objects).map((object) => ({
          ...objectSummary(object, lang, texts, site.imageBase),
          href: pathTo('object', { lang, id: object.id }),
          badge: object.onDisplay
            ? t('galleries.onView', { museum: museumName(object.onDisplay.museum, lang) })
            : undefined,
          note: notes.get(object.id) || undefined,
        }))}
        layout={layout}
        label={t('galleries.objects')}
        noImageText={t('object.noImage')}
        noteLabel={t('galleries.note')}
        onOpen={(objectId) =>
          pushOpened(window.sessionStorage, { list: listKey, objectId, loaded: ids.length })
        }
      />
    </>
  );
}
