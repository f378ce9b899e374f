import type { Meta, StoryObj } from '@storybook/react-vite';
import { footerProps } from '../stories/story-texts';
import { Footer } from './footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: footerProps('fi'),
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Finnish: Story = {};
export const Swedish: Story = { args: footerProps('sv') };
export const English: Story = { args: footerProps('en') };
export const LongText: Story = {
  args: {
    ...footerProps('fi'),
    organisation:
      'Kansallisgalleria – Ateneumin taidemuseo, Nykytaiteen museo Kiasma ja Sinebrychoffin taidemuseo',
    address: ['Kaivokatu 2 (pääsisäänkäynti Rautatientorin puolelta)', '00100 Helsinki'],
    links: footerProps('fi').links.map((link) => ({
      ...link,
      label: `${link.label} ja muut tärkeät tiedot`,
    })),
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
export const Desktop: Story = {
  args: footerProps('en'),
  globals: { viewport: { value: 'desktop' } },
};
