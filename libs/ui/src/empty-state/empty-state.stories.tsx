import { messagesFor } from '@kokoelma/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'Ei hakutuloksia',
    text: 'Kokeile toista hakusanaa tai poista joitakin rajauksia.',
    action: { href: '/fi/search', label: messagesFor('fi')['notFound.searchLink'] },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoResultsFinnish: Story = {};
export const NoGalleriesSwedish: Story = {
  args: {
    title: 'Du har inga gallerier ännu',
    text: 'Skapa ett galleri genom att välja Lägg till i galleri på ett verks sida.',
    action: { href: '/sv/search', label: messagesFor('sv')['notFound.searchLink'] },
  },
};
export const NoSavedObjectsEnglish: Story = {
  args: {
    title: 'No saved objects',
    text: 'This gallery has no objects yet.',
    action: { href: '/en/search', label: messagesFor('en')['notFound.searchLink'] },
  },
};
export const NoFavourites: Story = {
  args: {
    title: 'Ei suosikkeja',
    text: 'Merkitse teoksia suosikeiksi sydämellä.',
    action: undefined,
  },
};
/** Under a result list: a level-3 heading and no action. */
export const NoMoreResults: Story = {
  args: { title: 'Ei enempää tuloksia', text: undefined, action: undefined, headingLevel: 3 },
};
export const LongText: Story = {
  args: {
    title:
      'Hakusanalla "Kesäyö Ruoveden rannalla, jossa aurinko ei laske" ei löytynyt yhtään teosta',
    text: 'Kokeile toista hakusanaa tai poista joitakin rajauksia. '.repeat(5),
  },
  globals: { viewport: { value: 'mobile1' } },
};
