import type { Meta, StoryObj } from '@storybook/react-vite';
import { messagesFor } from '@kokoelma/i18n';
import { SkipLink } from './skip-link';

const meta = {
  title: 'Shell/SkipLink',
  component: SkipLink,
  args: { targetId: 'main', children: messagesFor('fi')['shell.skipToContent'] },
  parameters: { docs: { description: { component: 'Focus the story (Tab) to see the link.' } } },
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Finnish: Story = {};
export const Swedish: Story = { args: { children: messagesFor('sv')['shell.skipToContent'] } };
export const English: Story = { args: { children: messagesFor('en')['shell.skipToContent'] } };
