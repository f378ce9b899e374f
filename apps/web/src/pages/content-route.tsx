import { usePageData } from '../shared/route-deps';
import { ContentPage } from '../features/content/page/content-page';

/** /{lang}/{slug}: the loader has fetched the content page (or answered 404). */
export function ContentRoute() {
  const page = usePageData('content-page');
  return <ContentPage data={page} />;
}
