import { usePageData } from '../shared/route-deps';
import { useLang } from '../shared/lang';
import { DevelopersPage } from '../features/developers/developers-page';

/** /{lang}/developers: the public API's documentation, with the configured limits. */
export function DevelopersRoute() {
  const page = usePageData('developers');
  const lang = useLang();
  return <DevelopersPage page={page} lang={lang} />;
}
