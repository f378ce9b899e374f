import { usePageData } from '../app/route-deps';
import { useLang } from '../app/lang-layout';
import { SearchPage } from '../features/search/search-page';

/** /{lang}/search: the loader has run the search the URL asks for. */
export function SearchRoute() {
  const page = usePageData();
  const lang = useLang();
  if (page.kind !== 'search') throw new Error(`Expected search page data, got ${page.kind}`);
  return <SearchPage page={page} lang={lang} />;
}
