import type { Meta, StoryObj } from '@storybook/react-vite';
import { messagesFor } from '@kokoelma/i18n';
import { Banner } from './banner';

const meta = {
  title: 'Shell/Banner',
  component: Banner,
  args: { tone: 'info', children: messagesFor('fi')['site.demoNotice'] },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DemoNoticeFinnish: Story = {};
export const DemoNoticeSwedish: Story = {
  args: { children: messagesFor('sv')['site.demoNotice'] },
};
export const UnsupportedBrowserEnglish: Story = {
  args: { tone: 'warning', children: messagesFor('en')['browser.unsupported'] },
};
export const LongText: Story = {
  args: { children: `${messagesFor('fi')['site.demoNotice']} `.repeat(6) },
};
export const Mobile: Story = {
  args: { tone: 'warning', children: messagesFor('sv')['browser.unsupported'] },
  globals: { viewport: { value: 'mobile1' } },
};
