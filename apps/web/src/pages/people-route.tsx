import { usePageData } from '../shared/route-deps';
import { useLang } from '../shared/lang';
import { PeoplePage } from '../features/people/people-page';

/** /{lang}/people: the loader has fetched one page of the index. */
export function PeopleRoute() {
  const page = usePageData('people');
  const lang = useLang();
  return <PeoplePage page={page} lang={lang} />;
}
