import type { Language } from '@kokoelma/domain';

/**
 * The site's terms, one per thing and language (the copy review of issue 26), and the
 * variants the catalogues must not use for them. libs/i18n/README.md explains each term;
 * glossary.test.ts checks every message value in fi, sv and en against `WRONG_VARIANTS`.
 */
export interface WrongVariant {
  readonly lang: Language;
  /** Matched as a whole word or phrase, case-insensitively. */
  readonly wrong: string;
  /** What the site says instead. */
  readonly right: string;
}

export const WRONG_VARIANTS: readonly WrongVariant[] = [
  // The about page: one collection, as the page title, slug and breadcrumb say.
  { lang: 'fi', wrong: 'Tietoa kokoelmista', right: 'Tietoa kokoelmasta' },
  { lang: 'sv', wrong: 'Om samlingarna', right: 'Om samlingen' },
  { lang: 'en', wrong: 'About the collections', right: 'About the collection' },
  // The material type (Taideteos, Kirje, Valokuva…): Finna's "Aineistotyyppi".
  { lang: 'fi', wrong: 'Luokka', right: 'Aineistotyyppi' },
  // Image usage rights page.
  { lang: 'sv', wrong: 'Användningsrätt för bilder', right: 'Användningsrätt till bilder' },
  { lang: 'sv', wrong: 'Bildernas användningsrätt', right: 'Användningsrätt till bilder' },
  // The media page.
  { lang: 'sv', wrong: 'För media', right: 'För medier' },
  // The galleries page, as the menu and the page title name it.
  { lang: 'fi', wrong: 'Oma galleria', right: 'Omat galleriat' },
  { lang: 'sv', wrong: 'Mitt galleri', right: 'Mina gallerier' },
  // Developer documentation.
  { lang: 'fi', wrong: 'API-dokumentaatio', right: 'Rajapinnan ohjeet' },
  { lang: 'fi', wrong: 'Rajapinta-avain', right: 'API-avain' },
  { lang: 'sv', wrong: 'gränssnittet', right: 'API:t' },
  // Revoking a key or an edit link: "poistaa käytöstä" (fi), "återkalla" (sv).
  { lang: 'fi', wrong: 'Peru muokkauslinkki', right: 'Poista muokkauslinkki käytöstä' },
  { lang: 'fi', wrong: 'Muokkauslinkki peruttu', right: 'Muokkauslinkki poistettu käytöstä' },
  { lang: 'fi', wrong: 'perutulla avaimella', right: 'käytöstä poistetulla avaimella' },
  // A gallery can be restored for 30 days: it is removed, not erased.
  { lang: 'sv', wrong: 'Radera galleriet', right: 'Ta bort galleriet' },
  // Notes on works in a gallery.
  { lang: 'fi', wrong: 'kommentoida', right: 'kirjoittaa muistiinpanoja' },
  { lang: 'sv', wrong: 'kommentera', right: 'skriva anteckningar' },
  // On display.
  { lang: 'fi', wrong: 'Nähtävänä', right: 'Esillä' },
  { lang: 'fi', wrong: 'Ei esillä', right: 'Ei tällä hetkellä (after the label Esillä)' },
  { lang: 'sv', wrong: 'Inte utställd', right: 'Inte för närvarande (after the label Utställt)' },
  // Works, makers, titles and subject terms.
  { lang: 'sv', wrong: 'Okänd konstnär', right: 'Okänd upphovsperson' },
  { lang: 'sv', wrong: 'Namnlös', right: 'Utan titel' },
  { lang: 'sv', wrong: 'Efter namn', right: 'Efter titel' },
  { lang: 'sv', wrong: 'nyckelord', right: 'ämnesord' },
  { lang: 'sv', wrong: 'Ladda ned', right: 'Ladda ner' },
  // Zooming is "suurentaa / lähentää" in Finnish.
  { lang: 'fi', wrong: 'zoomata', right: 'suurentaa' },
  // The holders' names as the museums write them.
  { lang: 'sv', wrong: 'Sinebrychoffs konstmuseum', right: 'Konstmuseet Sinebrychoff' },
  { lang: 'sv', wrong: 'Kuvasto ry', right: 'Kuvasto rf' },
];

/** A whole-word, case-insensitive matcher for `phrase` that knows å, ä and ö are letters. */
export function phraseMatcher(phrase: string): RegExp {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu');
}
