import type { Meta, StoryObj } from '@storybook/react-vite';
import { feedbackTexts } from '../stories/story-texts';
import { LoadingIndicator } from './loading-indicator';

const meta = {
  title: 'Feedback/LoadingIndicator',
  component: LoadingIndicator,
  args: { label: feedbackTexts('fi').loading, delayMs: 0 },
} satisfies Meta<typeof LoadingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Finnish: Story = {};
export const Swedish: Story = { args: { label: feedbackTexts('sv').loading } };
export const English: Story = { args: { label: feedbackTexts('en').loading } };
/** With the default 200 ms delay: nothing, then the spinner. */
export const DefaultDelay: Story = {
  args: { delayMs: undefined },
  decorators: [
    (Story) => (
      <div>
        <p style={{ padding: '0 16px' }}>The spinner appears after 200 ms.</p>
        <Story />
      </div>
    ),
  ],
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
