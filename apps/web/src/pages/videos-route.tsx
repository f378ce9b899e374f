import { usePageData } from '../app/route-deps';
import { VideosPage } from '../features/content/videos/videos-page';

/** /{lang}/videos: the loader has fetched the videos. */
export function VideosRoute() {
  const page = usePageData();
  if (page.kind !== 'videos') throw new Error(`Expected videos data, got ${page.kind}`);
  return <VideosPage data={page} />;
}
