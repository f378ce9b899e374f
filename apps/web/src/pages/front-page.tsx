import { usePageData } from '../shared/route-deps';
import { FrontContent } from '../features/content/front/front-content';

/** /{lang}/: the loader has fetched the front page's content and latest articles. */
export function FrontPage() {
  const page = usePageData('front');
  return <FrontContent page={page} />;
}
