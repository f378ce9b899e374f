import styled from '@emotion/styled';
import { Link } from 'react-router';
import type { Language } from '@kokoelma/domain';
import type { SitemapPageData } from '@kokoelma/contract/site';
import { Breadcrumbs, PageContainer, theme } from '@kokoelma/ui';
import { useSiteData } from '../../shared/route-deps';
import { sitePaths } from '../../shared/site-links';
import { useT } from '../../shared/use-t';
import { pathTo } from '@kokoelma/contract/site';

const { space } = theme;

const Page = styled(PageContainer)`
  & ul {
    padding-left: ${space.l}px;
  }
  & li {
    margin: ${space.xs}px 0;
  }
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.m}px;
  align-items: center;
  margin: ${space.l}px 0;
  & a {
    min-height: ${theme.touchTarget}px;
    display: inline-flex;
    align-items: center;
  }
`;

/**
 * The site map (/{lang}/sitemap) and the object site map's pages
 * (/{lang}/sitemap/objects/{page}): 50 objects a page behind plain links, so a crawler
 * reaches every object without script.
 */
export function SitemapPage({ page, lang }: { page: SitemapPageData; lang: Language }) {
  const t = useT();
  const site = useSiteData();
  const { objects } = page;
  const paths = sitePaths(lang);
  const pageHref = (n: number) => pathTo('sitemap-objects', { lang, page: n });
  const title = t('sitemap.title');
  const canonical =
    objects.page === 1
      ? `${site.publicUrl}${paths.sitemap}`
      : `${site.publicUrl}${pageHref(objects.page)}`;
  return (
    <Page width="limited">
      <title>{`${title} | ${t('site.groupName')}`}</title>
      <link rel="canonical" href={canonical} />
      <Breadcrumbs
        label={t('breadcrumbs.label')}
        items={[
          { title: t('shell.frontPage'), href: paths.front },
          { title, href: paths.sitemap },
        ]}
      />
      <h1>{title}</h1>
      <section aria-labelledby="sitemap-pages">
        <h2 id="sitemap-pages">{t('sitemap.pages')}</h2>
        <ul>
          <li>
            <Link to={paths.front}>{t('shell.frontPage')}</Link>
          </li>
          <li>
            <Link to={paths.search}>{t('menu.search')}</Link>
          </li>
          <li>
            <Link to={paths.people}>{t('sitemap.people')}</Link>
          </li>
          <li>
            <Link to={paths.articles}>{t('menu.articles')}</Link>
          </li>
          <li>
            <Link to={paths.videos}>{t('menu.videos')}</Link>
          </li>
          {(page.contentPages ?? []).map((content) => (
            <li key={content.slug}>
              <Link to={pathTo('content-page', { lang, slug: content.slug })}>{content.title}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sitemap-objects">
        <h2 id="sitemap-objects">{t('sitemap.objects', { total: objects.total })}</h2>
        <p>{t('sitemap.pageOf', { page: objects.page, pages: objects.pages })}</p>
        <ul>
          {objects.objects.map((object) => (
            <li key={object.id}>
              {/* A fallback title (the Finnish one on an English page) in its own language. */}
              <Link to={pathTo('object', { lang, id: object.id })} lang={object.titleLang}>
                {object.title ?? t('object.unknownTitle')}
              </Link>
            </li>
          ))}
        </ul>
        <Pager aria-label={t('sitemap.pagination')}>
          {objects.page > 1 && <Link to={pageHref(objects.page - 1)}>{t('sitemap.previous')}</Link>}
          {objects.page < objects.pages && (
            <Link to={pageHref(objects.page + 1)}>{t('sitemap.next')}</Link>
          )}
        </Pager>
      </section>
    </Page>
  );
}
