import styled from '@emotion/styled';
import { articlePath } from '@kokoelma/cms';
import type { ArticleSummary } from '@kokoelma/contract/site';
import { formatDate, type Language } from '@kokoelma/domain';
import { ContentCard, theme } from '@kokoelma/ui';
import { CARD_SIZES, contentImageProps } from './content-image';

const { mq, space } = theme;

/** A responsive grid of cards: one column on phones, two on tablets, three on desktops. */
export const CardGrid = styled.ul`
  display: grid;
  gap: ${space.xl}px ${space.l}px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/**
 * An article's or video's date as the spec writes dates (§9: d.L.yyyy, e.g. "3.11.2025"),
 * the day in Helsinki, in every language.
 */
export function useArticleDate() {
  return (date: string) => formatDate(date) ?? date;
}

/** The cards of a list of articles: category and date above each title. */
export function ArticleCards({
  articles,
  lang,
  headingLevel = 3,
}: {
  articles: readonly ArticleSummary[];
  lang: Language;
  headingLevel?: 2 | 3;
}) {
  const formatDate = useArticleDate();
  return (
    <CardGrid>
      {articles.map((article) => (
        <li key={article.id}>
          <ContentCard
            title={article.title}
            href={articlePath(lang, article.slug)}
            headingLevel={headingLevel}
            meta={[article.type, formatDate(article.publishDate)].filter(Boolean).join(' · ')}
            {...(article.ingress ? { text: article.ingress } : {})}
            {...(article.heroImage
              ? { image: contentImageProps(article.heroImage, article.heroImageAlt, CARD_SIZES) }
              : {})}
          />
        </li>
      ))}
    </CardGrid>
  );
}
