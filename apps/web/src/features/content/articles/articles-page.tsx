import { useIntl } from 'react-intl';
import type { ArticlesPageData } from '@kokoelma/contract/site';
import { Breadcrumbs, EmptyState } from '@kokoelma/ui';
import { ArticleCards } from '../cards';
import { ContentHead } from '../content-head';
import { ContentPageRoot } from '../page-layout';
import { CategoryFilter } from './category-filter';
import { useT } from '../../../shared/use-t';
import { pathTo } from '@kokoelma/contract/site';

/** The articles list (/{lang}/artikkelit), filtered by category with ?category=. */
export function ArticlesPage({ data }: { data: ArticlesPageData }) {
  const intl = useIntl();
  const t = useT();
  const { lang } = data;
  const title = t('articles.title');
  const category = data.categories.find((c) => c.slug === data.category);
  return (
    <ContentPageRoot>
      <ContentHead
        lang={lang}
        title={category ? `${title}: ${category.name}` : title}
        description={t('articles.description')}
        pathIn={(l) => pathTo('articles', { lang: l }, { category: category?.slug })}
      />
      <Breadcrumbs
        label={t('breadcrumbs.label')}
        items={[
          { title: t('shell.frontPage'), href: pathTo('front', { lang }) },
          { title, href: pathTo('articles', { lang }) },
        ]}
      />
      <h1>{title}</h1>
      <CategoryFilter lang={lang} categories={data.categories} current={data.category} />
      <p>{intl.formatMessage({ id: 'articles.count' }, { count: data.articles.length })}</p>
      {data.articles.length > 0 ? (
        <ArticleCards articles={data.articles} lang={lang} headingLevel={2} />
      ) : (
        <EmptyState title={t('articles.none')} />
      )}
    </ContentPageRoot>
  );
}
