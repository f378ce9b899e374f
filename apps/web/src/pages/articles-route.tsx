import { usePageData } from '../app/route-deps';
import { ArticlesPage } from '../features/content/articles/articles-page';

/** /{lang}/artikkelit: the loader has fetched the (filtered) list. */
export function ArticlesRoute() {
  const page = usePageData();
  if (page.kind !== 'articles') throw new Error(`Expected articles data, got ${page.kind}`);
  return <ArticlesPage data={page} />;
}
