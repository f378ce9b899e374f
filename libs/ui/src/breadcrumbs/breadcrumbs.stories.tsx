import { messagesFor } from '@kokoelma/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { feedbackTexts } from '../stories/story-texts';
import { Breadcrumbs } from './breadcrumbs';

const fi = messagesFor('fi');

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    label: feedbackTexts('fi').breadcrumbs,
    items: [
      { title: fi['shell.frontPage'], href: '/fi/' },
      { title: 'Kokoelmahaku', href: '/fi/search' },
      { title: 'Talvipäivä', href: '/fi/object/123' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ObjectFinnish: Story = {};
export const ArticleSwedish: Story = {
  args: {
    label: feedbackTexts('sv').breadcrumbs,
    items: [
      { title: messagesFor('sv')['shell.frontPage'], href: '/sv/' },
      { title: 'Artiklar', href: '/sv/artikkelit' },
      { title: 'Ljuset i Ateneums samlingar', href: '/sv/artikkelit/ljuset' },
    ],
  },
};
/** The search page: on phones the link goes to the videos instead of up (spec §2). */
export const SearchEnglishWithMobileLink: Story = {
  args: {
    label: feedbackTexts('en').breadcrumbs,
    items: [
      { title: messagesFor('en')['shell.frontPage'], href: '/en/' },
      { title: 'Collection search', href: '/en/search' },
    ],
    mobileLink: { title: 'Videos', href: '/en/videos' },
  },
};
export const LongText: Story = {
  args: {
    items: [
      { title: fi['shell.frontPage'], href: '/fi/' },
      { title: 'Valtion taideteostoimikunnan kokoelmien sijoitustoiminta', href: '/fi/vttk' },
      {
        title: 'Taideteosten deponointiehdot julkisissa tiloissa ja niiden seuranta',
        href: '/fi/vttk/ehdot',
      },
      {
        title: 'Pitkä nimi: Kesäyö Ruoveden rannalla, jossa aurinko ei laske lainkaan',
        href: '/fi/x',
      },
    ],
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
