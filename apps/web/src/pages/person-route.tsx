import { usePageData } from '../shared/route-deps';
import { useLang } from '../shared/lang';
import { PersonPage } from '../features/people/person-page';

/** /{lang}/people/{id}: the loader has fetched the person and their first works. */
export function PersonRoute() {
  const page = usePageData('person');
  const lang = useLang();
  return <PersonPage page={page} lang={lang} />;
}
