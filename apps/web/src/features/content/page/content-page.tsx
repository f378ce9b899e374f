import styled from '@emotion/styled';
import { useLocation } from 'react-router';
import type { ContentPageData } from '@kokoelma/contract/site';
import { Breadcrumbs, InfoBox, SideNav, theme } from '@kokoelma/ui';
import { ContentHead } from '../content-head';
import { NotTranslated } from '../not-translated';
import { contentImageProps } from '../content-image';
import { ContentPageRoot } from '../page-layout';
import { Prose, RichTextBody } from '../rich-text-body';
import { useScrollToAnchor } from '../use-scroll-to-anchor';
import { CookieDeclaration } from './cookie-declaration';
import { useT } from '../../../shared/use-t';
import { pathTo } from '@kokoelma/contract/site';

const { colors, mq, space } = theme;

const HEADER_IMAGE_SIZES = '(min-width: 1500px) 1500px, 100vw';

const HeaderImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  max-height: 60vh;
  object-fit: cover;
  margin-top: ${space.m}px;
  background: ${colors.surface};
  /* An asset without its pixel size (the local content's): room kept in the page
     images' shape (1100 × 650), so the text does not jump down when it arrives. */
  &:not([width]) {
    aspect-ratio: 1100 / 650;
  }
`;

/**
 * The text, then the section's pages: beside each other from the desktop breakpoint,
 * the sub-menu on the right, so reading and tab order match what is drawn.
 */
const Layout = styled.div`
  display: grid;
  gap: ${space.xl}px;
  margin-top: ${space.m}px;
  ${mq.desktop} {
    grid-template-columns: minmax(0, 1fr) 280px;
  }
`;

const Article = styled.article`
  min-width: 0;
`;

/**
 * A content page (spec §2): breadcrumbs from the menu, header image, title, the
 * optional info box and the rich-text body, with the sub-menu of its menu branch beside
 * it. A page not yet written in this language says so instead.
 */
export function ContentPage({ data }: { data: ContentPageData }) {
  const t = useT();
  const { pathname } = useLocation();
  useScrollToAnchor();
  const { lang, page } = data;
  const title = page?.title ?? t('content.notTranslated');
  const crumbs = [
    { title: t('shell.frontPage'), href: pathTo('front', { lang }) },
    ...data.breadcrumbs,
    { title, href: pathname },
  ];
  return (
    <ContentPageRoot>
      <ContentHead
        lang={lang}
        title={title}
        pathIn={(l) => pathTo('content-page', { lang: l, slug: data.slug })}
        noIndex={!page}
        {...(page?.description ? { description: page.description } : {})}
        {...(page?.headerImage ? { image: page.headerImage } : {})}
      />
      <Breadcrumbs label={t('breadcrumbs.label')} items={crumbs} />
      {page?.headerImage && (
        <HeaderImage
          {...contentImageProps(page.headerImage, undefined, HEADER_IMAGE_SIZES)}
          fetchPriority="high"
        />
      )}
      <Layout>
        <Article>
          <h1>{title}</h1>
          {page ? (
            <>
              {page.sidebarInfoBox && (
                <InfoBox label={t('content.infoBox')}>
                  <RichTextBody document={page.sidebarInfoBox} lang={lang} />
                </InfoBox>
              )}
              <RichTextBody document={page.body} lang={lang} />
              {data.cookieDeclaration && (
                <Prose>
                  <CookieDeclaration src={data.cookieDeclaration.src} lang={lang} />
                </Prose>
              )}
            </>
          ) : (
            <NotTranslated
              lang={lang}
              pathIn={(l) => pathTo('content-page', { lang: l, slug: data.slug })}
            />
          )}
        </Article>
        {data.subMenu && (
          <div>
            <SideNav
              label={t('content.subMenu')}
              title={data.subMenu.title}
              {...(data.subMenu.href ? { titleHref: data.subMenu.href } : {})}
              items={data.subMenu.items}
              currentHref={pathname}
            />
          </div>
        )}
      </Layout>
    </ContentPageRoot>
  );
}
