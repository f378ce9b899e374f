import { usePageData } from '../app/route-deps';
import { useLang } from '../app/lang-layout';
import { SitemapPage } from '../features/sitemap/sitemap-page';

/** /{lang}/sitemap and /{lang}/sitemap/objects/{page}. */
export function SitemapRoute() {
  const page = usePageData();
  const lang = useLang();
  if (page.kind !== 'sitemap') throw new Error(`Expected site map data, got ${page.kind}`);
  return <SitemapPage page={page} lang={lang} />;
}
