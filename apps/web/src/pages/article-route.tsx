import { usePageData } from '../shared/route-deps';
import { ArticlePage } from '../features/content/articles/article-page';

/** /{lang}/artikkelit/{slug}: the loader has fetched the article (or answered 404). */
export function ArticleRoute() {
  const page = usePageData('article');
  return <ArticlePage data={page} />;
}
