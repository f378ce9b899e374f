import type { CdaEntity } from '../local-types';
import { objectImageId } from './assets';
import { entry, link, t } from './build';
import type { Trilingual } from './build';
import { ARTICLE, PAGE } from './page-ids';
import { doc, p } from './rich-text-builders';

// The front page and the site menu.

const created = { createdAt: '2025-09-15T09:00:00.000Z', updatedAt: '2025-12-04T13:00:00.000Z' };

const frontPage = entry('frontPage', 'front-page', created, {
  title: t('Tutustu kokoelmiin', 'Utforska samlingarna', 'Explore the collections'),
  ingress: t(
    'Hae teoksia Ateneumin, Kiasman, Sinebrychoffin taidemuseon ja Valtion taideteostoimikunnan kokoelmista.',
    'Sök verk i samlingarna vid Ateneum, Kiasma, Konstmuseet Sinebrychoff och Statens konstverkskommission.',
    'Search works in the collections of Ateneum, Kiasma, the Sinebrychoff Art Museum and the State Art Commission.',
  ),
  heroImage: link('Asset', objectImageId(1001)),
  heroImageAlt: t(
    'Abstrakti värikenttäsommitelma esittelykokoelmasta',
    'Abstrakt färgfältskomposition ur demosamlingen',
    'Abstract colour-field composition from the demo collection',
  ),
  heroImageCaption: t(
    'Esittelykokoelman teos 1001',
    'Verk 1001 i demosamlingen',
    'Work 1001 of the demo collection',
  ),
  body: t(
    doc(p('Kokoelmahaku on avoin kaikille. Kirjautumalla voit koota teoksista omia gallerioita.')),
    doc(
      p(
        'Samlingssökningen är öppen för alla. Genom att logga in kan du samla verk i egna gallerier.',
      ),
    ),
    doc(
      p(
        'The collection search is open to everyone. Sign in to collect works into galleries of your own.',
      ),
    ),
  ),
  highlights: [
    link('Entry', ARTICLE.searchRenewed),
    link('Entry', ARTICLE.openImages),
    link('Entry', PAGE.about),
    link('Entry', PAGE.imageRights),
  ],
});

interface MenuNode {
  readonly id: string;
  readonly title: Trilingual<string>;
  readonly page?: string;
  readonly slug?: string;
  readonly children?: readonly MenuNode[];
}

const collections: MenuNode = {
  id: 'menu-collections',
  title: t('Kokoelmat', 'Samlingar', 'Collections'),
  children: [
    {
      id: 'menu-search',
      title: t('Hae kokoelmista', 'Sök i samlingarna', 'Search the collections'),
      slug: 'search',
    },
    { id: 'menu-people', title: t('Henkilöt', 'Personer', 'People'), slug: 'people' },
    { id: 'menu-articles', title: t('Artikkelit', 'Artiklar', 'Articles'), slug: 'artikkelit' },
    { id: 'menu-videos', title: t('Videot', 'Videor', 'Videos'), slug: 'videos' },
  ],
};

const information: MenuNode = {
  id: 'menu-information',
  title: t('Tietoa', 'Information', 'Information'),
  children: [
    {
      id: 'menu-about',
      title: t('Tietoa kokoelmasta', 'Om samlingen', 'About the collection'),
      page: PAGE.about,
      children: [
        {
          id: 'menu-image-rights',
          title: t('Kuvien käyttöoikeudet', 'Användningsrätt till bilder', 'Image usage rights'),
          page: PAGE.imageRights,
        },
      ],
    },
    { id: 'menu-media', title: t('Medialle', 'För medier', 'For media'), page: PAGE.media },
    {
      id: 'menu-accessibility',
      title: t('Saavutettavuusseloste', 'Tillgänglighetsutlåtande', 'Accessibility statement'),
      page: PAGE.accessibility,
    },
    { id: 'menu-privacy', title: t('Tietosuoja', 'Dataskydd', 'Privacy'), page: PAGE.privacy },
    {
      id: 'menu-contact',
      title: t('Yhteystiedot', 'Kontaktuppgifter', 'Contact'),
      page: PAGE.contact,
    },
  ],
};

function menuEntries(node: MenuNode, order: number, topLevel: boolean): CdaEntity[] {
  const children = node.children ?? [];
  const own = entry('menuItem', node.id, created, {
    title: node.title,
    type: topLevel ? 'top-level' : 'internal-link',
    order,
    slug: node.slug,
    page: node.page ? link('Entry', node.page) : undefined,
    children: children.length > 0 ? children.map((child) => link('Entry', child.id)) : undefined,
  });
  return [own, ...children.flatMap((child, index) => menuEntries(child, index + 1, false))];
}

export const FRONT_AND_MENU: readonly CdaEntity[] = [
  frontPage,
  ...menuEntries(collections, 1, true),
  ...menuEntries(information, 2, true),
];
