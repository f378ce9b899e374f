import type { Meta, StoryObj } from '@storybook/react-vite';
import { GridIcon } from '../icons/icons';
import { Button } from './button';

const meta = {
  title: 'Controls/Button',
  component: Button,
  args: { children: 'Tallenna', variant: 'primary' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Avbryt' } };
/** The third look: a minor action beside text. */
export const Text: Story = { args: { variant: 'text', children: 'Show all' } };
export const WithIcon: Story = {
  args: { variant: 'secondary', icon: <GridIcon />, children: 'Grid' },
};
export const Disabled: Story = { args: { disabled: true, children: 'Save' } };
export const OnDark: Story = {
  args: { onDark: true, children: 'Lisää galleriaan' },
  decorators: [
    (Story) => (
      <div style={{ background: '#111111', padding: 16, display: 'flex', gap: 8 }}>
        <Story />
        <Button onDark variant="secondary">
          Peruuta
        </Button>
      </div>
    ),
  ],
};
export const LongText: Story = {
  args: {
    children:
      'Lisää teos galleriaan, jonka nimi on hyvin pitkä eikä mahdu yhdelle riville kapealla näytöllä',
  },
  globals: { viewport: { value: 'mobile1' } },
};
