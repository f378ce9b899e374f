import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { contentImageSrcSet } from '@kokoelma/cms';
import type { ArticleContent, ArticlePageData } from '@kokoelma/contract/site';
import type { Language } from '@kokoelma/domain';
import { Banner, Breadcrumbs, theme } from '@kokoelma/ui';
import { ArticleCards, useArticleDate } from '../cards';
import { ContentHead } from '../content-head';
import { NotTranslated } from '../not-translated';
import { contentImageProps, LIMITED_WIDTH_SIZES } from '../content-image';
import { ContentPageRoot, Section } from '../page-layout';
import { RichTextBody } from '../rich-text-body';
import { useScrollToAnchor } from '../use-scroll-to-anchor';
import { useT } from '../../../shared/use-t';
import { pathTo } from '@kokoelma/contract/site';

const { colors, mqBelow, space } = theme;

const Narrow = styled.div`
  max-width: ${theme.layout.limitedWidth}px;
  margin: 0 auto;
`;

const Kicker = styled.p`
  margin: ${space.l}px 0 0;
  color: ${colors.textMuted};
  & a {
    color: ${colors.accent};
    font-weight: 600;
  }
`;

const Ingress = styled.p`
  max-width: 70ch;
  font-size: ${theme.fontSizes.large};
`;

const Hero = styled.figure`
  margin: ${space.l}px 0;
  & img {
    display: block;
    width: 100%;
    height: auto;
  }
  /* An asset without its pixel size (the local content's): room kept in the page
     images' shape (1100 × 650), so the text does not jump down when it arrives. */
  & img:not([width]) {
    aspect-ratio: 1100 / 650;
    object-fit: cover;
  }
  & figcaption {
    margin-top: ${space.xs}px;
    color: ${colors.textMuted};
    font-size: ${theme.fontSizes.small};
  }
`;

const Author = styled.section`
  display: flex;
  gap: ${space.m}px;
  align-items: flex-start;
  margin-top: ${space.xl}px;
  padding-top: ${space.m}px;
  border-top: 1px solid ${colors.border};
  & img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: 50%;
  }
  & h2 {
    margin: 0;
    font-size: ${theme.fontSizes.body};
  }
  & p {
    margin: ${space.xs}px 0 0;
  }
`;

/** The hero image: its own mobile variant on phones (spec §2), a caption under it. */
function ArticleHero({ article }: { article: ArticleContent }) {
  const image = contentImageProps(article.heroImage, article.heroImageAlt, LIMITED_WIDTH_SIZES);
  return (
    <Hero>
      <picture>
        <source
          media={mqBelow.tablet.replace('@media ', '')}
          srcSet={contentImageSrcSet(article.heroImageMobile.url)}
          sizes="100vw"
        />
        <img {...image} fetchPriority="high" />
      </picture>
      {article.heroImageCaption && <figcaption>{article.heroImageCaption}</figcaption>}
    </Hero>
  );
}

function ArticleBody({ article, lang }: { article: ArticleContent; lang: Language }) {
  const intl = useIntl();
  const formatDate = useArticleDate();
  const categoryHref = pathTo('articles', { lang }, { category: article.category.slug });
  return (
    <article>
      <Kicker>
        <Link to={categoryHref}>{article.type}</Link>
        {' · '}
        <time dateTime={article.publishDate}>
          {intl.formatMessage(
            { id: 'articles.published' },
            { date: formatDate(article.publishDate) },
          )}
        </time>
      </Kicker>
      <h1>{article.title}</h1>
      {article.ingress && <Ingress>{article.ingress}</Ingress>}
      <ArticleHero article={article} />
      <RichTextBody document={article.articleBody} lang={lang} />
      {article.author && (
        <Author aria-labelledby="article-author">
          {article.author.image && <img {...contentImageProps(article.author.image, '', '96px')} />}
          <div>
            <h2 id="article-author">
              {intl.formatMessage({ id: 'articles.author' })}: {article.author.name}
            </h2>
            {article.author.description && <p>{article.author.description}</p>}
          </div>
        </Author>
      )}
      {article.recommendations.length > 0 && (
        <Section aria-labelledby="article-recommendations">
          <h2 id="article-recommendations">
            {intl.formatMessage({ id: 'articles.recommendations' })}
          </h2>
          <ArticleCards articles={article.recommendations} lang={lang} />
        </Section>
      )}
    </article>
  );
}

/**
 * An article (/{lang}/artikkelit/{slug}): category and publish date in the page's
 * locale, title, ingress, hero image with its mobile variant and caption, body, author
 * and recommendations. With ?preview=true it may be a draft, and says so.
 */
export function ArticlePage({ data }: { data: ArticlePageData }) {
  const t = useT();
  useScrollToAnchor();
  const { lang, article } = data;
  const title = article?.title ?? t('content.notTranslated');
  const pathIn = (l: Language) => pathTo('article', { lang: l, slug: data.slug });
  return (
    <ContentPageRoot>
      <ContentHead
        lang={lang}
        title={title}
        pathIn={pathIn}
        type="article"
        noIndex={!article || data.preview}
        {...(article?.ingress ? { description: article.ingress } : {})}
        {...(article ? { image: article.heroImage } : {})}
      />
      <Breadcrumbs
        label={t('breadcrumbs.label')}
        items={[
          { title: t('shell.frontPage'), href: pathTo('front', { lang }) },
          { title: t('articles.title'), href: pathTo('articles', { lang }) },
          { title, href: pathIn(lang) },
        ]}
      />
      {data.preview && <Banner>{t('articles.preview')}</Banner>}
      <Narrow>
        {article ? (
          <ArticleBody article={article} lang={lang} />
        ) : (
          <>
            <h1>{title}</h1>
            <NotTranslated lang={lang} pathIn={pathIn} />
          </>
        )}
      </Narrow>
    </ContentPageRoot>
  );
}
