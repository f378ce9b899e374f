import type { Meta, StoryObj } from '@storybook/react-vite';
import { userMenuHrefs, userMenuLabels } from '../stories/story-texts';
import { UserMenu } from './user-menu';

const meta = {
  title: 'Navigation/UserMenu',
  component: UserMenu,
  args: {
    id: 'story-user-menu',
    user: null,
    labels: userMenuLabels('fi'),
    hrefs: userMenuHrefs('fi'),
  },
  // Room for the open panel, which hangs under the button at the right edge.
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'flex-end',
          padding: 16,
          minHeight: 240,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const SignedOutOpenFinnish: Story = { args: { defaultOpen: true } };
export const SignedInOpenFinnish: Story = {
  args: { defaultOpen: true, user: { name: 'Aino', galleries: 3 } },
};
export const SignedInOpenSwedish: Story = {
  args: {
    defaultOpen: true,
    user: { name: 'Astrid', galleries: 1 },
    labels: userMenuLabels('sv'),
    hrefs: userMenuHrefs('sv'),
  },
};
export const SignedOutOpenEnglish: Story = {
  args: { defaultOpen: true, labels: userMenuLabels('en'), hrefs: userMenuHrefs('en') },
};
export const LongName: Story = {
  args: {
    defaultOpen: true,
    user: { name: 'Aleksandra Wilhelmiina Hämäläinen-Lindqvist-Törnroos', galleries: 128 },
  },
};
export const NoGalleries: Story = {
  args: { defaultOpen: true, user: { name: 'Aino', galleries: 0 } },
};
export const Mobile: Story = {
  args: { defaultOpen: true, user: { name: 'Aino', galleries: 3 } },
  globals: { viewport: { value: 'mobile1' } },
};
