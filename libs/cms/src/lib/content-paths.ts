import { pathTo } from '@kokoelma/contract/site';
import type { Language } from '@kokoelma/domain';

/** The site path of a content page: `/{lang}/{slug}` (spec §2), from the route table. */
export function contentPagePath(lang: Language, slug: string): string {
  return pathTo('content-page', { lang, slug });
}

/** The site path of an article: `/{lang}/artikkelit/{slug}` (spec §2), from the route table. */
export function articlePath(lang: Language, slug: string): string {
  return pathTo('article', { lang, slug });
}
