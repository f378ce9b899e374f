import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Language } from '@kokoelma/domain';
import { EmptyState, LoadingIndicator } from '@kokoelma/ui';
import { useCurrentUser } from '../../app/route-deps';
import { GalleryFrame, SignInFirst } from './gallery-layout';
import { GalleryObjects } from './gallery-objects';
import { favouritesQuery, useGalleriesClient } from './galleries-queries';

function Favourites({ lang }: { lang: Language }) {
  const intl = useIntl();
  const client = useGalleriesClient();
  const user = useCurrentUser();
  const favourites = useQuery({ ...favouritesQuery(client), enabled: user !== null });
  if (!favourites.data)
    return <LoadingIndicator label={intl.formatMessage({ id: 'shell.loading' })} />;
  if (favourites.data.objects.length === 0) {
    return (
      <EmptyState
        title={intl.formatMessage({ id: 'galleries.noFavourites' })}
        text={intl.formatMessage({ id: 'galleries.noFavouritesText' })}
        action={{ href: `/${lang}/search`, label: intl.formatMessage({ id: 'menu.search' }) }}
      />
    );
  }
  return <GalleryObjects gallery={favourites.data} lang={lang} />;
}

/** /{lang}/favourites: the artworks the visitor marked as favourites. */
export function FavouritesPage({ lang }: { lang: Language }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'galleries.favourites' });
  return (
    <GalleryFrame
      lang={lang}
      title={title}
      crumbs={[
        { title: intl.formatMessage({ id: 'galleries.title' }), href: `/${lang}/galleries` },
        { title, href: `/${lang}/favourites` },
      ]}
      noindex
    >
      <SignInFirst lang={lang}>
        <Favourites lang={lang} />
      </SignInFirst>
    </GalleryFrame>
  );
}
