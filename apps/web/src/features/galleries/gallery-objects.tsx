import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { Language } from '@kokoelma/domain';
import type { Gallery } from '@kokoelma/galleries';
import { EmptyState, LoadingIndicator, ResultGrid } from '@kokoelma/ui';
import { useApiClient, useSiteData } from '../../app/route-deps';
import { popOpened, pushOpened } from '../collection/navigation-stack';
import { objectSummary } from '../collection/object-summary';
import { LayoutChoiceSwitcher } from '../collection/layout-choice-switcher';
import { useLayoutChoice } from '../collection/use-layout-choice';

/** The objects a gallery holds, at most this many at once (the additional endpoint's cap). */
const MAX_SHOWN = 200;

/**
 * A gallery's artworks as cards, in the layout chosen for gallery pages (kept apart from
 * the results' choice, spec §2), scrolling back to the object last opened from here.
 */
export function GalleryObjects({ gallery, lang }: { gallery: Gallery; lang: Language }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const client = useApiClient();
  const site = useSiteData();
  const location = useLocation();
  const [layout, setLayout] = useLayoutChoice('gallery');
  const ids = gallery.objects.slice(0, MAX_SHOWN).map((object) => object.id);
  const objects = useQuery({
    queryKey: ['objects', ids],
    queryFn: () => client.additional(ids),
    enabled: ids.length > 0,
  });
  const listKey = `${location.pathname}${location.search}`;
  const loaded = objects.data !== undefined;
  useEffect(() => {
    if (!loaded) return;
    const entry = popOpened(window.sessionStorage, listKey);
    const element = entry && document.getElementById(`object-${entry.objectId}`);
    if (!element) return;
    element.scrollIntoView({ block: 'center' });
    element.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
  }, [loaded, listKey]);

  if (ids.length === 0) {
    return <EmptyState title={t('galleries.noObjects')} text={t('galleries.noObjectsText')} />;
  }
  if (!objects.data) return <LoadingIndicator label={t('shell.loading')} />;
  const texts = {
    unknownTitle: t('object.unknownTitle'),
    unknownAuthor: t('object.unknownAuthor'),
  };
  return (
    <>
      <LayoutChoiceSwitcher value={layout} onChange={setLayout} />
      <ResultGrid
        items={objects.data.map((object) => ({
          ...objectSummary(object, lang, texts, site.imageBase),
          href: `/${lang}/object/${object.id}`,
        }))}
        layout={layout}
        label={t('galleries.objects')}
        noImageText={t('object.noImage')}
        onOpen={(objectId) =>
          pushOpened(window.sessionStorage, { list: listKey, objectId, loaded: ids.length })
        }
      />
    </>
  );
}
