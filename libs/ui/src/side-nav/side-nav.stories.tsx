import type { Meta, StoryObj } from '@storybook/react-vite';
import { SideNav } from './side-nav';

const items = [
  {
    id: 'about',
    title: 'Tietoa kokoelmasta',
    href: '/fi/tietoa-kokoelmasta',
    children: [{ id: 'rights', title: 'Kuvien käyttöoikeudet', href: '/fi/kuvien-kayttooikeudet' }],
  },
  { id: 'media', title: 'Medialle', href: '/fi/Medialle' },
  { id: 'privacy', title: 'Tietosuoja', href: '/fi/tietosuoja' },
];

const meta = {
  title: 'Navigation/SideNav',
  component: SideNav,
  args: {
    label: 'Osion sivut',
    title: 'Tietoa',
    items,
    currentHref: '/fi/kuvien-kayttooikeudet',
  },
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CurrentChildFinnish: Story = {};
export const BranchWithPageSwedish: Story = {
  args: {
    label: 'Sidor i avsnittet',
    title: 'Information',
    titleHref: '/sv/information',
    currentHref: '/sv/information',
    items: [
      { id: 'about', title: 'Om samlingen', href: '/sv/tietoa-kokoelmasta' },
      { id: 'contact', title: 'Kontaktuppgifter', href: '/sv/yhteystiedot' },
    ],
  },
};
export const NothingCurrentEnglish: Story = {
  args: {
    label: 'Pages in this section',
    title: 'Information',
    currentHref: undefined,
    items: [{ id: 'about', title: 'About the collection', href: '/en/tietoa-kokoelmasta' }],
  },
};
export const LongText: Story = {
  args: {
    title: 'Kansallisgallerian kokoelmien ja arkistojen käyttöä koskevat tiedot ja ohjeet',
    items: [
      {
        id: 'long',
        title: 'Taidehistoriallisten arkistoaineistojen käyttöoikeudet ja kuvien tilaaminen',
        href: '/fi/pitka',
      },
      ...items,
    ],
  },
  globals: { viewport: { value: 'mobile1' } },
};
