import { usePageData } from '../shared/route-deps';
import { ArticlesPage } from '../features/content/articles/articles-page';

/** /{lang}/artikkelit: the loader has fetched the (filtered) list. */
export function ArticlesRoute() {
  const page = usePageData('articles');
  return <ArticlesPage data={page} />;
}
