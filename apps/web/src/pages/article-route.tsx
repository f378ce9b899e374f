import { usePageData } from '../app/route-deps';
import { ArticlePage } from '../features/content/articles/article-page';

/** /{lang}/artikkelit/{slug}: the loader has fetched the article (or answered 404). */
export function ArticleRoute() {
  const page = usePageData();
  if (page.kind !== 'article') throw new Error(`Expected article data, got ${page.kind}`);
  return <ArticlePage data={page} />;
}
