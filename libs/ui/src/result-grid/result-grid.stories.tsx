import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResultGrid, type ResultItem, type ResultPicture } from './result-grid';

/** A stand-in image (an inline SVG of the given size), so stories need no network. */
function picture(width: number, height: number, hue: number): ResultPicture {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${hue} 35% 55%)"/></svg>`;
  const src = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  return { src, srcSet: `${src} ${width}w`, sources: [], width, height };
}

const items: ResultItem[] = [
  {
    id: 1,
    href: '/fi/object/1',
    title: 'Toipilas',
    authors: 'Helene Schjerfbeck',
    year: '1888',
    picture: picture(400, 320, 30),
  },
  {
    id: 2,
    href: '/fi/object/2',
    title: 'Kesäyö',
    authors: 'Eero Järnefelt',
    year: '1897',
    picture: picture(300, 420, 200),
  },
  {
    id: 3,
    href: '/fi/object/3',
    title: 'Kirje Ada Thilénille',
    authors: 'Tuntematon tekijä',
    picture: undefined,
  },
  {
    id: 4,
    href: '/fi/object/4',
    title: 'Sommarnatt vid sjön',
    authors: 'Akseli Gallen-Kallela',
    year: '1.6.1890',
    picture: picture(500, 500, 120),
  },
  {
    id: 5,
    href: '/fi/object/5',
    title: 'Luonnoskirja',
    authors: 'Albert Edelfelt',
    year: '1877',
    picture: picture(420, 300, 280),
  },
];

const meta = {
  title: 'Collection/ResultGrid',
  component: ResultGrid,
  args: { items, layout: 'grid', label: 'Hakutulokset', noImageText: 'Ei kuvaa' },
} satisfies Meta<typeof ResultGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const museums = {
  ateneum: { name: 'Ateneum', background: '#12355b', foreground: '#ffffff' },
  kiasma: { name: 'Kiasma', background: '#ffe600', foreground: '#000000' },
  sinebrychoff: { name: 'Sinebrychoff', background: '#5c1f2e', foreground: '#ffffff' },
  vttk: { name: 'Valtion taideteostoimikunta', background: '#00594f', foreground: '#ffffff' },
};

/** Cards that name their museum (marker and rule in its colour), type and "on view". */
const marked: ResultItem[] = [
  { ...(items[0] as ResultItem), museum: museums.ateneum, onView: 'Esillä' },
  { ...(items[1] as ResultItem), museum: museums.kiasma },
  { ...(items[2] as ResultItem), museum: museums.sinebrychoff, typeLabel: 'Kirje' },
  { ...(items[3] as ResultItem), year: '1890', museum: museums.vttk, typeLabel: 'Valokuva' },
];

export const Grid: Story = {};
export const WithMuseums: Story = { args: { items: marked } };
export const WithMuseumsInRows: Story = { args: { items: marked, layout: 'row' } };
export const WithMuseumsInEnglish: Story = {
  args: {
    label: 'Search results',
    noImageText: 'No image',
    items: marked.map((item, i) => ({
      ...item,
      ...(item.onView ? { onView: 'On view' } : {}),
      ...(item.typeLabel ? { typeLabel: i === 2 ? 'Letter' : 'Photograph' } : {}),
      ...(item.museum?.name === 'Valtion taideteostoimikunta'
        ? { museum: { ...museums.vttk, name: 'State Art Commission' } }
        : {}),
    })),
  },
};
export const Row: Story = { args: { layout: 'row' } };
export const Scattered: Story = { args: { layout: 'scattered' } };
export const WithoutImages: Story = {
  args: { items: items.map((item) => ({ ...item, picture: undefined })) },
};
export const LongTexts: Story = {
  args: {
    items: [
      {
        id: 9,
        href: '/en/object/9',
        title:
          'Study for the altarpiece of the Church of St. John in Turku, with the figures of the apostles and a landscape of the archipelago in the background',
        authors: 'Workshop of an unknown master, after a drawing by Carl Eneas Sjöstrand',
        year: '1850',
        picture: picture(600, 200, 60),
      },
    ],
    label: 'Search results',
    noImageText: 'No image',
  },
};
export const SwedishMobile: Story = {
  args: { label: 'Sökresultat', noImageText: 'Ingen bild' },
  globals: { viewport: { value: 'mobile1' } },
};
/** A gallery: works on view today carry a badge, and the owner's notes sit under the cards. */
export const GalleryWithBadgesAndNotes: Story = {
  args: {
    label: 'Teokset',
    noteLabel: 'Muistiinpano',
    items: items.map((item, index) => ({
      ...item,
      badge: index % 2 === 0 ? 'Esillä: Ateneumin taidemuseo' : undefined,
      note:
        index === 1
          ? 'Katso, miten ilta-aurinko osuu veteen.\nNähty kesällä 2024 — tämä on pitkä muistiinpano, joka rivittyy kapealla näytöllä monelle riville.'
          : undefined,
    })),
  },
};
