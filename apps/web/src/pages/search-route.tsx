import { usePageData } from '../shared/route-deps';
import { useLang } from '../shared/lang';
import { SearchPage } from '../features/search/search-page';

/** /{lang}/search: the loader has run the search the URL asks for. */
export function SearchRoute() {
  const page = usePageData('search');
  const lang = useLang();
  return <SearchPage page={page} lang={lang} />;
}
