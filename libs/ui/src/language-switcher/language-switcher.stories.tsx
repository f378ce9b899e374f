import type { Meta, StoryObj } from '@storybook/react-vite';
import { languageOptions } from '../stories/story-texts';
import { LanguageSwitcher } from './language-switcher';

const meta = {
  title: 'Navigation/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { current: 'fi', options: languageOptions('/object/123') },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnFinnishPage: Story = {};
export const OnSwedishPage: Story = { args: { current: 'sv' } };
export const OnEnglishPage: Story = { args: { current: 'en' } };
/** Phones show the language codes; the links keep the full names as their names. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
