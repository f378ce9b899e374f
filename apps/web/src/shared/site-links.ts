import type { Language } from '@kokoelma/domain';
import { pathTo } from '@kokoelma/contract/site';

/** External addresses of the museum group (spec §1): donations, feedback, social media. */
export const EXTERNAL_LINKS = {
  donation: 'https://www.kansallisgalleria.fi/fi/tue-toimintaamme',
  feedback: 'https://www.kansallisgalleria.fi/fi/palaute',
  facebook: 'https://www.facebook.com/kansallisgalleria',
  x: 'https://x.com/kansallisgalleria',
  instagram: 'https://www.instagram.com/kansallisgalleria',
} as const;

/**
 * The donation page in the page's language: the group's site keeps the Finnish slug in
 * every language, as this site does.
 */
export function donationUrl(lang: Language): string {
  return EXTERNAL_LINKS.donation.replace('/fi/', pathTo('front', { lang }));
}

/** The group's public telephone number, shown in the footer. */
export const PHONE_NUMBER = '+358 294 500 200';

/** Paths of the site's pages in `lang` (the spec keeps Finnish slugs in every language). */
export function sitePaths(lang: Language) {
  return {
    front: pathTo('front', { lang }),
    search: pathTo('search', { lang }),
    people: pathTo('people', { lang }),
    videos: pathTo('videos', { lang }),
    articles: pathTo('articles', { lang }),
    galleries: pathTo('my-galleries', { lang }),
    // /{lang}/tietoa-{product}sta (spec §2): the CMS page of that slug.
    about: pathTo('content-page', { lang, slug: 'tietoa-kokoelmasta' }),
    imageRights: pathTo('content-page', { lang, slug: 'kuvien-kayttooikeudet' }),
    media: pathTo('content-page', { lang, slug: 'Medialle' }),
    accessibility: pathTo('content-page', { lang, slug: 'saavutettavuus' }),
    privacy: pathTo('content-page', { lang, slug: 'tietosuoja' }),
    contact: pathTo('content-page', { lang, slug: 'yhteystiedot' }),
    sitemap: pathTo('sitemap', { lang }),
    developers: pathTo('developers', { lang }),
    // Outside /{lang}/ (spec §2): the language travels as ?lang=.
    apiKey: pathTo('apikey-form', { lang }),
  };
}

/**
 * The same page in another language: the language segment of the path swapped, or for
 * pages outside /{lang}/ (/login, /apikey/…) their ?lang=.
 */
export function pathInLanguage(pathAndQuery: string, lang: Language): string {
  const segment = /^\/(fi|sv|en)(?=\/|$|\?)/;
  if (segment.test(pathAndQuery)) return pathAndQuery.replace(segment, `/${lang}`);
  const url = new URL(pathAndQuery, 'http://site.invalid');
  if (!url.searchParams.has('lang')) return pathAndQuery;
  url.searchParams.set('lang', lang);
  // Where sign-in returns to (/login?returnTo=): the same page, in the new language too.
  const returnTo = url.searchParams.get('returnTo');
  if (returnTo?.startsWith('/') && segment.test(returnTo)) {
    url.searchParams.set('returnTo', returnTo.replace(segment, `/${lang}`));
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
