import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { MUSEUMS, isSketchbook, sketchbookImages, type Language } from '@kokoelma/domain';
import type { ObjectPageData } from '@kokoelma/contract';
import { Breadcrumbs, PageContainer, ResultGrid, theme } from '@kokoelma/ui';
import { useSiteData } from '../../shared/route-deps';
import { authorsText, objectSummary, titleLang, titleText } from '../collection/object-summary';
import { ObjectFactList } from './object-fact-list';
import { objectFacts } from './object-facts';
import { ObjectHead } from './object-head';
import { ObjectImages } from './object-images';
import { ObjectActions } from './object-actions';
import { AddToGallery } from '../galleries/add-to-gallery';
import { ObjectContent } from '../content/object-content';
import { RelatedWorks } from './related-works';
import { useT } from '../../shared/use-t';
import { ObjectPalette } from '../colour/object-palette';
import { pathTo } from '@kokoelma/contract';

const { colors, mq, space } = theme;

const Page = PageContainer;

const Layout = styled.article`
  display: grid;
  gap: ${space.l}px;
  margin-top: ${space.m}px;
  ${mq.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    gap: ${space.xl}px;
  }
`;

const Title = styled.h1`
  margin: 0 0 ${space.s}px;
  font-size: ${theme.fontSizes.display};
  line-height: 1.15;
  overflow-wrap: anywhere;
`;

const Authors = styled.p`
  margin: 0 0 ${space.m}px;
  font-size: ${theme.fontSizes.large};
`;

const Holder = styled.p<{ background: string; foreground: string }>`
  display: inline-block;
  margin: 0 0 ${space.m}px;
  padding: ${space.xs}px ${space.s}px;
  background: ${({ background }) => background};
  color: ${({ foreground }) => foreground};
  font-weight: 600;
`;

const Section = styled.section`
  margin-top: ${space.xl}px;
  & h2 {
    font-size: ${theme.fontSizes.heading};
  }
  & a {
    color: ${colors.accent};
  }
`;

/** A sketchbook ("luonnoskirja", spec §9) shows its pages' images after its own. */
function imagesOf(page: ObjectPageData) {
  if (!isSketchbook(page.object)) return page.object.images;
  return sketchbookImages(
    { multimedia: page.object.images },
    page.children.map((child) => ({
      multimedia: child.images,
      category: child.category.value,
      inventoryNumber: child.inventoryNumber,
    })),
  );
}

/** The object page (/{lang}/object/{id}): images, facts, actions, parts and wholes. */
export function ObjectPage({ page, lang }: { page: ObjectPageData; lang: Language }) {
  const intl = useIntl();
  const t = useT();
  const site = useSiteData();
  const { object } = page;
  const texts = {
    unknownTitle: t('object.unknownTitle'),
    unknownAuthor: t('object.unknownAuthor'),
  };
  const title = titleText(object, lang, texts.unknownTitle);
  const authors = authorsText(object, texts.unknownAuthor);
  const facts = objectFacts(object, lang, (measurements) =>
    intl.formatMessage({ id: 'object.unitUnknown' }, { measurements }),
  );
  const museum = MUSEUMS[object.museum];
  const images = imagesOf(page);
  const parts = page.children.map((child) => ({
    ...objectSummary(child, lang, texts, site.imageBase),
    href: pathTo('object', { lang, id: child.id }),
  }));
  return (
    <Page>
      <ObjectHead
        object={object}
        facts={facts}
        title={title}
        authors={authors}
        lang={lang}
        publicUrl={site.publicUrl}
        siteName={t('site.groupName')}
      />
      <Breadcrumbs
        label={t('breadcrumbs.label')}
        items={[
          { title: t('shell.frontPage'), href: pathTo('front', { lang }) },
          { title: t('menu.search'), href: pathTo('search', { lang }) },
          { title, href: pathTo('object', { lang, id: object.id }) },
        ]}
      />
      <Layout>
        <div>
          {images.length > 0 ? (
            <ObjectImages
              images={images}
              imageBase={site.imageBase}
              iiifImageBase={site.iiifImageBase}
              title={title}
              lang={lang}
            />
          ) : (
            <p>{t('object.noImage')}</p>
          )}
        </div>
        <div>
          <Title lang={titleLang(object, lang)}>{title}</Title>
          <Authors>{authors}</Authors>
          <Holder background={museum.colours.background} foreground={museum.colours.foreground}>
            {facts.museum}
          </Holder>
          <ObjectFactList facts={facts} lang={lang} />
          {facts.description && <p>{facts.description}</p>}
          <ObjectPalette
            palette={object.palette ?? []}
            names={page.paletteNames ?? []}
            lang={lang}
          />
          <AddToGallery artworkId={object.id} lang={lang} />
          <ObjectActions
            object={object}
            title={title}
            authors={authors}
            facts={facts}
            lang={lang}
          />
          <ObjectContent objectId={object.id} lang={lang} />
        </div>
      </Layout>
      {page.parents.length > 0 && (
        <Section>
          <h2>{t('object.partOf')}</h2>
          <ul>
            {page.parents.map((parent) => (
              <li key={parent.id}>
                <Link to={pathTo('object', { lang, id: parent.id })}>
                  {titleText(
                    { ...object, title: parent.title, preferredTitle: null },
                    lang,
                    texts.unknownTitle,
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {parts.length > 0 && (
        <Section>
          <h2>{t('object.parts')}</h2>
          <ResultGrid
            items={parts}
            layout="grid"
            label={t('object.parts')}
            noImageText={t('object.noImage')}
            eagerCount={0}
          />
        </Section>
      )}
      <RelatedWorks page={page} lang={lang} />
    </Page>
  );
}
