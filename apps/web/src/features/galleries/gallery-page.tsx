import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { galleryManifestUrl, type Language } from '@kokoelma/domain';
import {
  GalleryRequestError,
  galleryEditPath,
  galleryExportPath,
  galleryManifestPath,
  mailtoHref,
} from '@kokoelma/galleries';
import { Button, LiveRegion, LoadingIndicator, theme } from '@kokoelma/ui';
import { useSiteData } from '../../app/route-deps';
import { IiifLinks } from '../collection/iiif-links';
import { GalleryFrame } from './gallery-layout';
import { GalleryObjects } from './gallery-objects';
import { sharedGalleryQuery, useGalleriesClient } from './galleries-queries';
import { VisitList } from './visit-list';

const { colors, space } = theme;

const Description = styled.p`
  max-width: 70ch;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.s}px ${space.m}px;
  margin: ${space.m}px 0;
  & a {
    color: ${colors.accent};
    min-height: ${theme.touchTarget}px;
    display: inline-flex;
    align-items: center;
  }
`;

/**
 * /{lang}/galleries/{slug}: a gallery as anyone with its link sees it — description,
 * notes, which works are on display today and where (the visit list), and exports; its
 * owner also gets the edit page and sharing. A gallery the visitor may not see (a
 * private one, a replaced link) is the not-found page.
 */
export function GalleryPage(props: { lang: Language; slug: string; notFound: ReactNode }) {
  const { lang, slug } = props;
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const client = useGalleriesClient();
  const site = useSiteData();
  const gallery = useQuery(sharedGalleryQuery(client, slug));
  const [shared, setShared] = useState<{ url: string; mail: string } | null>(null);
  const listTitle = t('galleries.title');
  const crumbs = [{ title: listTitle, href: `/${lang}/galleries` }];
  if (gallery.isError) {
    // 404: no such link, or not for this visitor; 400: not even a link's shape.
    const missing =
      gallery.error instanceof GalleryRequestError &&
      (gallery.error.status === 404 || gallery.error.status === 400);
    if (missing) return <>{props.notFound}</>;
    return (
      <GalleryFrame lang={lang} title={listTitle} crumbs={crumbs} noindex>
        <p role="alert">{t('galleries.loadFailed')}</p>
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
      // Only a public gallery may be indexed (it is also in sitemap.xml).
      noindex={data.visibility !== 'public'}
    >
      {data.description && <Description>{data.description}</Description>}
      <p>
        {t('galleries.count', { count: data.objectCount })}
        {data.owned && ` · ${t(`galleries.visibility.${data.visibility}`)}`}
      </p>
      {data.owned && (
        <Actions>
          <Link to={galleryEditPath(lang, data)}>{t('galleries.edit')}</Link>
          {data.visibility !== 'private' && (
            <Button variant="secondary" onClick={() => void share()}>
              {t('galleries.share')}
            </Button>
          )}
        </Actions>
      )}
      {shared && (
        <p>
          {t('galleries.shareLink')} <a href={shared.url}>{shared.url}</a>{' '}
          <a href={shared.mail}>{t('object.shareEmail')}</a>
        </p>
      )}
      <LiveRegion message={shared ? t('object.linkCopied') : ''} />
      <Actions>
        <a href={galleryExportPath(data)} download>
          {t('galleries.exportJson')}
        </a>
        <a href={galleryManifestPath(data)}>{t('galleries.iiifManifest')}</a>
      </Actions>
      {data.visibility !== 'private' && data.objectCount > 0 && (
        <IiifLinks
          manifestUrl={galleryManifestUrl(site.publicUrl, slug)}
          withManifestLink={false}
        />
      )}
      <VisitList items={data.objects} lang={lang} />
      <GalleryObjects items={data.objects} lang={lang} />
    </GalleryFrame>
  );
}
