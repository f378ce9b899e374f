import styled from '@emotion/styled';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import {
  MUSEUMS,
  isMissing,
  isSketchbook,
  knownAbout,
  localized,
  scaleDrawing,
  scaleDrawingSize,
  SCALE_PERSON_CM,
  sketchbookImages,
  type Language,
} from '@kokoelma/domain';
import type { ObjectPageData, RichTextDocument } from '@kokoelma/contract/site';
import { Breadcrumbs, PageContainer, ResultGrid, SizeBesidePerson, theme } from '@kokoelma/ui';
import { useSiteData } from '../../shared/route-deps';
import { authorsText, objectSummary, titleLang, titleText } from '../collection/object-summary';
import { ObjectFactList } from './object-fact-list';
import { workRatio } from './work-ratio';
import { objectFacts } from './object-facts';
import { ObjectHead } from './object-head';
import { ActionBar, ObjectImages } from './object-images';
import { CopyLinkButton, ObjectActions } from './object-actions';
import { AddToGallery } from '../galleries/add-to-gallery';
import { ObjectContent } from '../content/object-content';
import { ObjectFeedback } from './object-feedback';
import { ObjectHistory, ObjectVersionNotice } from './object-history';
import { RelatedWorks } from './related-works';
import { RichTextBody } from '../content/rich-text-body';
import { useT } from '../../shared/use-t';
import { cardMarks } from '../collection/card-marks';
import { ObjectPalette } from '../colour/object-palette';
import { pathTo } from '@kokoelma/contract/site';

const { colors, mq, space } = theme;

const Page = PageContainer;

/**
 * Image and facts. On a phone one column: the image, the title block right after it, the
 * action bar, the other images, then the facts (the two columns' parts are put in that
 * order). From desktop width the image with its action bar on the left, kept in view
 * while the facts on the right scroll; the title block heads the right column.
 */
const Layout = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${space.m}px;
  margin-top: ${space.m}px;
  & > .media,
  & > .info {
    display: contents;
  }
  & .part-image {
    order: 1;
  }
  & .part-title {
    order: 2;
  }
  & .part-bar {
    order: 3;
  }
  & .part-thumbs,
  & .part-description {
    order: 4;
  }
  & .part-facts {
    order: 5;
  }
  & .part-bar,
  & .part-thumbs > ul {
    margin-top: 0;
  }
  ${mq.desktop} {
    display: grid;
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    gap: ${space.xl}px;
    align-items: start;
    & > .media,
    & > .info {
      display: block;
    }
    & > .media {
      position: sticky;
      top: ${theme.header.heightTablet + space.m}px;
    }
    & .part-bar {
      margin-top: ${space.s}px;
    }
    & .part-thumbs > ul,
    & .part-description {
      margin-top: ${space.m}px;
    }
  }
`;

/**
 * A work without an image: a framed stand-in at the work's proportions where its
 * measurements give them (4:3 otherwise), never less than 200 px tall, with the reason.
 */
const Placeholder = styled.div<{ ratio: number }>`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space.xs}px;
  width: min(100%, calc(45vh * ${({ ratio }) => ratio}));
  aspect-ratio: ${({ ratio }) => ratio};
  min-height: 200px;
  margin: 0 auto;
  padding: ${space.m}px;
  border: 2px solid ${colors.border};
  background: ${colors.surface};
  color: ${colors.textMuted};
  text-align: center;
  ${mq.desktop} {
    width: min(100%, calc(max(320px, calc(100vh - 380px)) * ${({ ratio }) => ratio}));
  }
  & p {
    margin: 0;
  }
  & p:first-of-type {
    color: ${colors.text};
    font-weight: 700;
  }
`;

/** A text in another language than the page's: its language said in the page's words. */
const LanguageNote = styled.span`
  color: ${colors.textMuted};
  font-size: ${theme.fontSizes.small};
  white-space: nowrap;
`;

/** Under a title shown in another language: which one, quietly. */
const TitleNote = styled.p`
  margin: -${space.xs}px 0 ${space.s}px;
  color: ${colors.textMuted};
  font-size: ${theme.fontSizes.small};
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

/**
 * The editors' content advisory, before the image: a note with a left rule and its label,
 * the text rendered by the CMS's rich-text renderer (editors' text never becomes markup).
 */
const AdvisoryNote = styled.section`
  order: 0;
  margin: 0 0 ${space.m}px;
  padding: ${space.s}px ${space.m}px;
  border-left: 4px solid ${colors.text};
  background: ${colors.surface};
  & > .label {
    margin: 0 0 ${space.xs}px;
    font-weight: ${theme.fontWeights.semibold};
  }
  & p {
    margin: 0;
  }
  & p + p {
    margin-top: ${space.xs}px;
  }
`;

function Advisory({ text, lang }: { text: RichTextDocument; lang: Language }) {
  const t = useT();
  const labelId = useId();
  return (
    <AdvisoryNote className="part-advisory" aria-labelledby={labelId}>
      <p className="label" id={labelId}>
        {t('object.advisory.label')}
      </p>
      <RichTextBody document={text} lang={lang} />
    </AdvisoryNote>
  );
}

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
  const fallbackTitleLang = titleLang(object, lang);
  const authors = authorsText(object, texts.unknownAuthor);
  const facts = objectFacts(object, lang, (measurements) =>
    intl.formatMessage({ id: 'object.unitUnknown' }, { measurements }),
  );
  const museum = MUSEUMS[object.museum];
  // An image's alt text without a description: what is known, not the bare title again.
  const known = knownAbout({
    title,
    makers: authors === texts.unknownAuthor ? undefined : authors,
    year: facts.date,
  });
  // The description in the page's language, else another's: then marked with its
  // language (lang, for screen readers) and a visible note (WCAG 3.1.2).
  const found = localized(object.description, lang);
  const description = isMissing(found) ? undefined : found;
  const actions = (
    <>
      <AddToGallery artworkId={object.id} lang={lang} />
      <CopyLinkButton objectId={object.id} lang={lang} />
    </>
  );
  const images = imagesOf(page);
  // The editors' advisory: its note before the image, and the blur until the visitor asks.
  const advisory = page.content.advisory ?? null;
  const blurred = advisory?.blurImage === true;
  const drawing = scaleDrawing(object.dimensions);
  const sizeDrawing = drawing && (
    <SizeBesidePerson
      drawing={drawing}
      label={t('object.sizeBesidePerson', {
        size: scaleDrawingSize(drawing, lang),
        height: SCALE_PERSON_CM,
      })}
    />
  );
  const parts = page.children.map((child) => ({
    ...objectSummary(child, lang, texts, site.imageBase),
    ...cardMarks(child, lang, t),
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
        known={known}
        withoutImage={blurred}
      />
      <Breadcrumbs
        label={t('breadcrumbs.label')}
        items={[
          { title: t('shell.frontPage'), href: pathTo('front', { lang }) },
          { title: t('menu.search'), href: pathTo('search', { lang }) },
          { title, href: pathTo('object', { lang, id: object.id }) },
        ]}
      />
      {page.version && (
        <ObjectVersionNotice version={page.version} objectId={object.id} lang={lang} />
      )}
      <Layout>
        <div className="media">
          {advisory?.text && <Advisory text={advisory.text} lang={lang} />}
          {images.length > 0 ? (
            <ObjectImages
              images={images}
              imageBase={site.imageBase}
              iiifImageBase={site.iiifImageBase}
              title={title}
              known={known}
              lang={lang}
              actions={actions}
              blurred={blurred}
            />
          ) : (
            <>
              <Placeholder className="part-image" ratio={workRatio(object.dimensions) ?? 4 / 3}>
                <p>{t('object.noImage')}</p>
                <p>
                  {t(
                    facts.allRightsReserved
                      ? 'object.noImageReason.copyright'
                      : 'object.noImageReason.none',
                  )}
                </p>
              </Placeholder>
              <ActionBar className="part-bar">{actions}</ActionBar>
            </>
          )}
        </div>
        <div className="info">
          <div className="part-title">
            <Title lang={fallbackTitleLang}>{title}</Title>
            {fallbackTitleLang && (
              <TitleNote>
                {t('object.titleFallback', { language: t(`language.in.${fallbackTitleLang}`) })}
              </TitleNote>
            )}
            <Authors>{authors}</Authors>
            <Holder background={museum.colours.background} foreground={museum.colours.foreground}>
              {facts.museum}
            </Holder>
          </div>
          <div className="part-facts">
            <ObjectFactList facts={facts} lang={lang} sizeDrawing={sizeDrawing} />
            {description && (
              <p lang={description.isFallback ? description.lang : undefined}>
                {description.text}
                {description.isFallback && (
                  <>
                    {' '}
                    <LanguageNote lang={lang}>
                      ({t(`language.in.${description.lang}`)})
                    </LanguageNote>
                  </>
                )}
              </p>
            )}
            <ObjectPalette
              palette={object.palette ?? []}
              names={page.paletteNames ?? []}
              lang={lang}
            />
            <ObjectActions
              object={object}
              title={title}
              authors={authors}
              facts={facts}
              lang={lang}
            />
            <ObjectContent objectId={object.id} lang={lang} />
            <ObjectHistory revisions={page.history ?? []} objectId={object.id} lang={lang} />
            <ObjectFeedback objectId={object.id} lang={lang} />
          </div>
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
