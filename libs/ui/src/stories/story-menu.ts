// A menu tree for stories: the shape of the CMS menu (top-level groups, links, children)
// with titles in the three languages.
import type { Language } from '@kokoelma/domain';
import type { MenuGroup, MenuLabels } from '../menu/menu-model';
import { pick } from './story-texts';

type Titles = readonly [fi: string, sv: string, en: string];
interface Node {
  id: string;
  titles: Titles;
  children?: readonly Node[];
}

const tree: readonly Node[] = [
  {
    id: 'collections',
    titles: ['Kokoelmat', 'Samlingar', 'Collections'],
    children: [
      { id: 'search', titles: ['Kokoelmahaku', 'Samlingssökning', 'Collection search'] },
      { id: 'videos', titles: ['Videot', 'Videor', 'Videos'] },
      {
        id: 'artists',
        titles: ['Taiteilijat', 'Konstnärer', 'Artists'],
        children: [
          {
            id: 'finnish',
            titles: ['Suomalaiset taiteilijat', 'Finländska konstnärer', 'Finnish artists'],
          },
          {
            id: 'international',
            titles: [
              'Kansainväliset taiteilijat',
              'Internationella konstnärer',
              'International artists',
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'explore',
    titles: ['Tutustu', 'Utforska', 'Explore'],
    children: [
      { id: 'articles', titles: ['Artikkelit', 'Artiklar', 'Articles'] },
      {
        id: 'themes',
        titles: ['Teemat', 'Teman', 'Themes'],
        children: [
          { id: 'landscapes', titles: ['Maisemat', 'Landskap', 'Landscapes'] },
          { id: 'portraits', titles: ['Muotokuvat', 'Porträtt', 'Portraits'] },
        ],
      },
    ],
  },
  {
    id: 'about',
    titles: ['Tietoa', 'Om oss', 'About'],
    children: [
      {
        id: 'image-rights',
        titles: ['Kuvien käyttöoikeudet', 'Bildernas användningsrätt', 'Image usage rights'],
      },
      { id: 'api', titles: ['Avoin rajapinta', 'Öppet gränssnitt', 'Open API'] },
      { id: 'contact', titles: ['Yhteystiedot', 'Kontaktuppgifter', 'Contact'] },
    ],
  },
];

const LONG: Titles = [
  'Valtion taideteostoimikunnan kokoelmien sijoitustoiminta ja taideteosten deponointiehdot julkisissa tiloissa',
  'Statens konstverkskommissions placeringsverksamhet och villkoren för deponering av konstverk i offentliga lokaler',
  'The placement activities of the State Art Commission and the conditions for depositing artworks in public premises',
];

const index = { fi: 0, sv: 1, en: 2 } as const;
const href = (lang: Language, id: string) => `/${lang}/${id}`;

/** The story menu in `lang`; `long` adds a group with very long titles. */
export function menuGroups(lang: Language, long = false): MenuGroup[] {
  const title = (titles: Titles) => titles[index[lang]];
  const groups = tree.map((group) => ({
    id: group.id,
    title: title(group.titles),
    href: href(lang, group.id),
    items: (group.children ?? []).map((item) => ({
      id: item.id,
      title: title(item.titles),
      href: href(lang, item.id),
      children: item.children?.map((child) => ({
        id: child.id,
        title: title(child.titles),
        href: href(lang, child.id),
      })),
    })),
  }));
  if (!long) return groups;
  return [
    ...groups,
    {
      id: 'long',
      title: title(LONG),
      href: undefined,
      items: [
        {
          id: 'long-item',
          title: title(LONG),
          href: href(lang, 'long-item'),
          children: [{ id: 'long-child', title: title(LONG), href: href(lang, 'long-child') }],
        },
      ],
    },
  ];
}

/** The menu's labels in `lang`. */
export function menuLabels(lang: Language): MenuLabels {
  return {
    close: pick(lang, 'Sulje valikko', 'Stäng menyn', 'Close menu'),
    navigation: pick(lang, 'Päävalikko', 'Huvudmeny', 'Main menu'),
    dialog: pick(lang, 'Valikko', 'Meny', 'Menu'),
    expand: (t) =>
      pick(lang, `Näytä alasivut: ${t}`, `Visa undersidor: ${t}`, `Show subpages: ${t}`),
    collapse: (t) =>
      pick(lang, `Piilota alasivut: ${t}`, `Dölj undersidor: ${t}`, `Hide subpages: ${t}`),
  };
}
