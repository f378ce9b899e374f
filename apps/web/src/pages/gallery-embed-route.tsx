import { Global } from '@emotion/react';
import type { ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { globalStyles, useLang } from '../shared/lang';
import { intlFor } from '../shared/intl';
import { useMaybePageData } from '../shared/route-deps';
import { useReportRouteError } from '../reporting/reporting-context';
import { EmbedMain, GalleryEmbed, OutLink } from '../features/galleries/gallery-embed';
import { useT } from '../shared/use-t';
import { pathTo } from '@kokoelma/contract/site';

/** The messages and base styles of the embed view's language, without the site's frame. */
function EmbedLanguage({ children }: { children: ReactNode }) {
  return (
    <RawIntlProvider value={intlFor(useLang())}>
      <Global styles={globalStyles} />
      {children}
    </RawIntlProvider>
  );
}

/** What an embed shows once its gallery is gone (deleted, private, link-only, unknown). */
function Unavailable() {
  const lang = useLang();
  const t = useT();
  return (
    <EmbedMain footer={<OutLink href={pathTo('front', { lang })}>{t('header.logo')}</OutLink>}>
      <title>{`${t('embed.unavailable')} | ${t('site.groupName')}`}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('embed.unavailable')}</h1>
      <p>{t('embed.unavailableText')}</p>
    </EmbedMain>
  );
}

/**
 * /{lang}/embed/galleries/{slug}: a public gallery's view for other sites' frames; the
 * loader has fetched it (or answered 404).
 */
export function GalleryEmbedRoute() {
  const data = useMaybePageData('gallery-embed');
  const lang = useLang();
  return (
    <EmbedLanguage>
      {data ? <GalleryEmbed page={data} lang={lang} /> : <Unavailable />}
    </EmbedLanguage>
  );
}

/**
 * A 404 (the gallery is not public) says so in the frame; any other failure says the same
 * there, and is logged by the server.
 */
export function GalleryEmbedBoundary() {
  useReportRouteError('embed');
  return (
    <EmbedLanguage>
      <Unavailable />
    </EmbedLanguage>
  );
}
