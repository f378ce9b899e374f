import type { Language } from '@kokoelma/domain';

/** The site path of a content page: `/{lang}/{slug}` (spec §2). */
export function contentPagePath(lang: Language, slug: string): string {
  return `/${lang}/${encodeURIComponent(slug)}`;
}

/** The site path of an article: `/{lang}/artikkelit/{slug}` (spec §2). */
export function articlePath(lang: Language, slug: string): string {
  return `/${lang}/artikkelit/${encodeURIComponent(slug)}`;
}
