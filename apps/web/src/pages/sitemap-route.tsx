import { usePageData } from '../shared/route-deps';
import { useLang } from '../shared/lang';
import { SitemapPage } from '../features/sitemap/sitemap-page';

/** /{lang}/sitemap. */
export function SitemapRoute() {
  return <SitemapPage page={usePageData('sitemap')} lang={useLang()} />;
}

/** /{lang}/sitemap/objects/{page}. */
export function SitemapObjectsRoute() {
  return <SitemapPage page={usePageData('sitemap-objects')} lang={useLang()} />;
}
