// Texts for stories. Where the catalogue of @kokoelma/i18n has a text it is used, so
// stories show the real wording; the rest are literals standing in for the app's texts.
import { LANGUAGES, type Language } from '@kokoelma/domain';
import { languageLink, messagesFor } from '@kokoelma/i18n';
import type { FooterProps } from '../footer/footer';
import type { LanguageOption } from '../language-switcher/language-switcher';
import type { UserMenuHrefs, UserMenuLabels } from '../user-menu/user-menu';

/** Fills `{name}` placeholders of a simple catalogue message. */
export function fill(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The language switcher's options for a page at `path` (without the language segment). */
export function languageOptions(path = '/search'): LanguageOption[] {
  return LANGUAGES.map((lang) => ({ lang, href: `/${lang}${path}`, ...languageLink(lang) }));
}

const pick = <T>(lang: Language, fi: T, sv: T, en: T): T => ({ fi, sv, en })[lang];

/** The header's own texts in `lang`. */
export function headerTexts(lang: Language) {
  const messages = messagesFor(lang);
  return {
    logo: {
      href: `/${lang}/`,
      label: `${messages['site.groupName']} ${messages['site.collectionName']}`,
      wordmark: {
        name: messages['header.wordmark.name'],
        shortName: messages['header.wordmark.short'],
        tagline: messages['header.wordmark.tagline'],
      },
    },
    skipLinkLabel: messages['shell.skipToContent'],
    donation: {
      href: 'https://example.org/donate',
      label: pick(lang, 'Lahjoita', 'Donera', 'Donate'),
    },
    menu: pick(lang, 'Valikko', 'Meny', 'Menu'),
  };
}

/** The user menu's texts in `lang`. */
export function userMenuLabels(lang: Language): UserMenuLabels {
  return {
    button: pick(lang, 'Oma tili', 'Mitt konto', 'My account'),
    signIn: pick(lang, 'Kirjaudu sisään', 'Logga in', 'Sign in'),
    register: pick(lang, 'Rekisteröidy', 'Registrera dig', 'Register'),
    greeting: (name) => pick(lang, `Hei, ${name}!`, `Hej, ${name}!`, `Hello, ${name}!`),
    myGallery: pick(lang, 'Omat galleriat', 'Mina gallerier', 'My gallery'),
    galleryCount: (count) =>
      count === 1
        ? pick(lang, '1 galleria', '1 galleri', '1 gallery')
        : pick(lang, `${count} galleriaa`, `${count} gallerier`, `${count} galleries`),
    apiKey: messagesFor(lang)['menu.apiKey'],
    logout: pick(lang, 'Kirjaudu ulos', 'Logga ut', 'Sign out'),
  };
}

/** Where the user menu's links lead on a page in `lang`. */
export function userMenuHrefs(lang: Language): UserMenuHrefs {
  return {
    signIn: `/login?lang=${lang}&returnTo=%2F${lang}%2F`,
    register: `/login?lang=${lang}&returnTo=%2F${lang}%2F&signup=true`,
    myGallery: `/${lang}/galleries`,
    apiKey: `/apikey/form?lang=${lang}`,
    logout: '/logout',
  };
}

/** The footer's props in `lang`. */
export function footerProps(lang: Language): FooterProps {
  const group = messagesFor(lang)['site.groupName'];
  const labels = pick(
    lang,
    [
      'Tietoa kokoelmasta',
      'Medialle',
      'Saavutettavuus',
      'Tietosuoja',
      'Sivukartta',
      'Yhteystiedot',
      messagesFor(lang)['developers.footerLink'],
      'Palautekysely',
    ],
    [
      'Om samlingen',
      'För medier',
      'Tillgänglighet',
      'Dataskydd',
      'Webbplatskarta',
      'Kontaktuppgifter',
      messagesFor(lang)['developers.footerLink'],
      'Responsenkät',
    ],
    [
      'About the collection',
      'For media',
      'Accessibility',
      'Privacy',
      'Site map',
      'Contact',
      messagesFor(lang)['developers.footerLink'],
      'Feedback survey',
    ],
  );
  const paths = [
    'tietoa-kokoelmista',
    'Medialle',
    'saavutettavuus',
    'tietosuoja',
    'sitemap',
    'yhteystiedot',
    'developers',
  ];
  return {
    organisation: group,
    address: ['Kaivokatu 2', '00100 Helsinki'],
    phone: { number: '+358 40 123 4567', label: pick(lang, 'Puhelin', 'Telefon', 'Phone') },
    links: labels.map((label, index) => ({
      label,
      href: paths[index] ? `/${lang}/${paths[index]}` : 'https://example.org/survey',
    })),
    linksLabel: pick(lang, 'Lisätietoja', 'Mer information', 'More information'),
    socialLabel: pick(lang, 'Sosiaalinen media', 'Sociala medier', 'Social media'),
    social: {
      facebook: {
        href: 'https://www.facebook.com/',
        label: pick(lang, `${group} Facebookissa`, `${group} på Facebook`, `${group} on Facebook`),
      },
      x: {
        href: 'https://x.com/',
        label: pick(lang, `${group} X:ssä`, `${group} på X`, `${group} on X`),
      },
      instagram: {
        href: 'https://www.instagram.com/',
        label: pick(
          lang,
          `${group} Instagramissa`,
          `${group} på Instagram`,
          `${group} on Instagram`,
        ),
      },
    },
  };
}

/** Assorted short texts of feedback components in `lang`. */
export function feedbackTexts(lang: Language) {
  return {
    close: pick(lang, 'Sulje', 'Stäng', 'Close'),
    loading: pick(lang, 'Ladataan', 'Laddar', 'Loading'),
    breadcrumbs: pick(lang, 'Murupolku', 'Brödsmulor', 'Breadcrumbs'),
  };
}

export { pick };
