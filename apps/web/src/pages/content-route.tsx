import { usePageData } from '../app/route-deps';
import { ContentPage } from '../features/content/page/content-page';

/** /{lang}/{slug}: the loader has fetched the content page (or answered 404). */
export function ContentRoute() {
  const page = usePageData();
  if (page.kind !== 'content-page') {
    throw new Error(`Expected content page data, got ${page.kind}`);
  }
  return <ContentPage data={page} />;
}
