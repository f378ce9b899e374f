import { usePageData } from '../shared/route-deps';
import { useLang } from '../shared/lang';
import { ObjectPage } from '../features/object/object-page';

/** /{lang}/object/{id}: the loader has fetched the object (or answered 404). */
export function ObjectRoute() {
  const page = usePageData('object');
  const lang = useLang();
  return <ObjectPage page={page} lang={lang} />;
}
