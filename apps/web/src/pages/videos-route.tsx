import { usePageData } from '../shared/route-deps';
import { VideosPage } from '../features/content/videos/videos-page';

/** /{lang}/videos: the loader has fetched the videos. */
export function VideosRoute() {
  const page = usePageData('videos');
  return <VideosPage data={page} />;
}
