import type { Meta, StoryObj } from '@storybook/react-vite';
import { CloseIcon, MenuIcon, UserIcon } from '../icons/icons';
import { IconButton } from './icon-button';

const meta = {
  title: 'Controls/IconButton',
  component: IconButton,
  args: { label: 'Sulje', icon: <CloseIcon /> },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Close: Story = {};
export const Menu: Story = { args: { label: 'Meny', icon: <MenuIcon /> } };
export const OnDark: Story = {
  args: { label: 'My account', icon: <UserIcon />, onDark: true },
  decorators: [
    (Story) => (
      <div style={{ background: '#111111', color: '#ffffff', padding: 8 }}>
        <Story />
      </div>
    ),
  ],
};
export const Disabled: Story = { args: { disabled: true } };
