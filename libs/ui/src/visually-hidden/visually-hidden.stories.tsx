import type { Meta, StoryObj } from '@storybook/react-vite';
import { messagesFor } from '@kokoelma/i18n';
import { Button } from '../button/button';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'Controls/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: messagesFor('fi')['shell.skipToContent'] },
  parameters: {
    docs: {
      description: {
        component:
          'Text that screen readers announce but the page does not draw: the story shows nothing on its own; inspect the accessibility tree.',
      },
    },
  },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Alone: Story = {};

/** Inside a control: its visible label and the hidden words are read together. */
export const InAButton: Story = {
  render: (args) => (
    <Button>
      {messagesFor('fi')['object.zoomClose']} <VisuallyHidden {...args} />
    </Button>
  ),
  args: { children: messagesFor('fi')['object.addToGallery'] },
};
