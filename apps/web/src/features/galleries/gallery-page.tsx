import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Language } from '@kokoelma/domain';
import { galleryEditPath, mailtoHref } from '@kokoelma/galleries';
import { Button, EmptyState, LiveRegion, LoadingIndicator } from '@kokoelma/ui';
import { GalleryFrame } from './gallery-layout';
import { GalleryObjects } from './gallery-objects';
import { sharedGalleryQuery, useGalleriesClient } from './galleries-queries';

/**
 * /{lang}/galleries/{slug}: a gallery as anyone with its link sees it; its owner also
 * gets the edit link and sharing.
 */
export function GalleryPage({ lang, slug }: { lang: Language; slug: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const client = useGalleriesClient();
  const gallery = useQuery(sharedGalleryQuery(client, slug));
  const [shared, setShared] = useState<{ url: string; mail: string } | null>(null);
  const listTitle = t('galleries.title');
  const crumbs = [{ title: listTitle, href: `/${lang}/galleries` }];
  if (gallery.isError) {
    return (
      <GalleryFrame lang={lang} title={t('notFound.title')} crumbs={crumbs} noindex>
        <EmptyState
          title={t('galleries.notFound')}
          action={{ href: `/${lang}/search`, label: t('notFound.searchLink') }}
        />
      </GalleryFrame>
    );
  }
  if (!gallery.data) {
    return (
      <GalleryFrame lang={lang} title={listTitle} crumbs={crumbs} noindex>
        <LoadingIndicator label={t('shell.loading')} />
      </GalleryFrame>
    );
  }
  const data = gallery.data;
  const share = async () => {
    const answer = await client.share(data.id, { lang });
    if ('url' in answer) {
      await navigator.clipboard?.writeText(answer.url).catch(() => undefined);
      setShared({ url: answer.url, mail: mailtoHref(answer) });
    }
  };
  return (
    <GalleryFrame
      lang={lang}
      title={data.name}
      crumbs={[...crumbs, { title: data.name, href: `/${lang}/galleries/${slug}` }]}
      noindex
    >
      <p>{t('galleries.count', { count: data.objectCount })}</p>
      {data.owned && (
        <p>
          <Link to={galleryEditPath(lang, data)}>{t('galleries.edit')}</Link>{' '}
          <Button variant="secondary" onClick={() => void share()}>
            {t('galleries.share')}
          </Button>
        </p>
      )}
      {shared && (
        <p>
          {t('galleries.shareLink')} <a href={shared.url}>{shared.url}</a>{' '}
          <a href={shared.mail}>{t('object.shareEmail')}</a>
        </p>
      )}
      <LiveRegion message={shared ? t('object.linkCopied') : ''} />
      <GalleryObjects gallery={data} lang={lang} />
    </GalleryFrame>
  );
}
