import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Form, Link } from 'react-router';
import { articlePath, contentPagePath } from '@kokoelma/cms';
import type { FrontPageData } from '@kokoelma/contract';
import type { Language } from '@kokoelma/domain';
import { Button, ContentCard, theme } from '@kokoelma/ui';
import { useSiteData } from '../../../shared/route-deps';
import { ArticleCards, CardGrid } from '../cards';
import { ContentHead } from '../content-head';
import { CARD_SIZES, contentImageProps, LIMITED_WIDTH_SIZES } from '../content-image';
import { ContentPageRoot, Section } from '../page-layout';
import { RichTextBody } from '../rich-text-body';
import { useT } from '../../../shared/use-t';
import { pathTo } from '@kokoelma/contract';

const { colors, mq, space } = theme;

const Hero = styled.div`
  display: grid;
  gap: ${space.l}px;
  align-items: center;
  ${mq.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${space.xl}px;
  }
  & figure {
    margin: 0;
  }
  & img {
    display: block;
    width: 100%;
    height: auto;
  }
  /* An image whose size the CMS did not give (the local demo content's) gets a box of
     its own before it loads, so the caption and the page below it do not jump. */
  & img:not([height]) {
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
  & figcaption {
    margin-top: ${space.xs}px;
    color: ${colors.textMuted};
    font-size: ${theme.fontSizes.small};
  }
`;

/** A link after a list ("All articles"), in the site's link colour. */
const MoreLink = styled.p`
  & a {
    color: ${colors.accent};
  }
`;

const Ingress = styled.p`
  margin: 0 0 ${space.l}px;
  font-size: ${theme.fontSizes.large};
`;

const SearchRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s}px;
  & input {
    flex: 1 1 12rem;
    min-width: 0;
    min-height: ${theme.touchTarget}px;
    padding: 0 ${space.m}px;
    border: 2px solid ${colors.text};
    font: inherit;
  }
`;

const EntryLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs}px ${space.l}px;
  margin: ${space.m}px 0 0;
  padding: 0;
  list-style: none;
  & a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.touchTarget}px;
    color: ${colors.accent};
    font-weight: 600;
  }
`;

/** The search entry of the front page: a search field and links into the collection. */
function SearchEntry({ lang }: { lang: Language }) {
  const intl = useIntl();
  const t = useT();
  const site = useSiteData();
  return (
    <section aria-labelledby="front-search">
      <h2 id="front-search">{t('front.searchHeading')}</h2>
      <p>{intl.formatMessage({ id: 'front.intro' }, { count: site.objectCount })}</p>
      <Form method="get" action={pathTo('search', { lang })} role="search">
        <SearchRow>
          <input
            type="search"
            name="q"
            aria-label={t('search.label')}
            placeholder={t('search.placeholder')}
          />
          <Button type="submit">{t('search.submit')}</Button>
        </SearchRow>
      </Form>
      <EntryLinks>
        <li>
          <Link to={pathTo('search', { lang })}>{t('front.browseAll')}</Link>
        </li>
        <li>
          <Link to={pathTo('search', { lang }, { image: 1 })}>{t('front.withImages')}</Link>
        </li>
        <li>
          <Link to={pathTo('articles', { lang })}>{t('articles.title')}</Link>
        </li>
        <li>
          <Link to={pathTo('videos', { lang })}>{t('videos.title')}</Link>
        </li>
      </EntryLinks>
    </section>
  );
}

/**
 * The front page (spec §2): the editors' title, ingress and hero image, entry points to
 * the collection search, their highlights and the newest articles. Without a front page
 * in the CMS it keeps the site's own title and the same entry points.
 */
export function FrontContent({ page }: { page: FrontPageData }) {
  const t = useT();
  const { lang, content } = page;
  const title = content?.title ?? t('front.title');
  return (
    <ContentPageRoot>
      <ContentHead
        lang={lang}
        title={title}
        pathIn={(l) => pathTo('front', { lang: l })}
        {...(content?.ingress ? { description: content.ingress } : {})}
        {...(content?.heroImage ? { image: content.heroImage } : {})}
      />
      <Hero>
        <div>
          <h1>{title}</h1>
          {content?.ingress && <Ingress>{content.ingress}</Ingress>}
          <SearchEntry lang={lang} />
        </div>
        {content?.heroImage && (
          <figure>
            <img
              {...contentImageProps(content.heroImage, content.heroImageAlt, LIMITED_WIDTH_SIZES)}
              fetchPriority="high"
            />
            {content.heroImageCaption && <figcaption>{content.heroImageCaption}</figcaption>}
          </figure>
        )}
      </Hero>
      {content?.body && (
        <Section>
          <RichTextBody document={content.body} lang={lang} />
        </Section>
      )}
      {content && content.highlights.length > 0 && (
        <Section aria-labelledby="front-highlights">
          <h2 id="front-highlights">{t('front.highlights')}</h2>
          <CardGrid>
            {content.highlights.map((item) => (
              <li key={item.id}>
                <ContentCard
                  title={item.title}
                  href={
                    item.kind === 'article'
                      ? articlePath(lang, item.slug)
                      : contentPagePath(lang, item.slug)
                  }
                  {...(item.description ? { text: item.description } : {})}
                  {...(item.image
                    ? { image: contentImageProps(item.image, undefined, CARD_SIZES) }
                    : {})}
                />
              </li>
            ))}
          </CardGrid>
        </Section>
      )}
      {page.latestArticles.length > 0 && (
        <Section aria-labelledby="front-articles">
          <h2 id="front-articles">{t('front.latestArticles')}</h2>
          <ArticleCards articles={page.latestArticles} lang={lang} />
          <MoreLink>
            <Link to={pathTo('articles', { lang })}>{t('front.allArticles')}</Link>
          </MoreLink>
        </Section>
      )}
    </ContentPageRoot>
  );
}
