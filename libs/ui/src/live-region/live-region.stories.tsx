import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { LiveRegion } from './live-region';

const meta = {
  title: 'Feedback/LiveRegion',
  component: LiveRegion,
  args: { message: 'Kokoelmahaku – Kansallisgalleria' },
  parameters: {
    docs: { description: { component: 'Invisible: use a screen reader to hear the message.' } },
  },
} satisfies Meta<typeof LiveRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RouteChangeFinnish: Story = {};
export const ResultCountSwedish: Story = { args: { message: '1 234 sökresultat' } };
export const ErrorEnglishAssertive: Story = {
  args: { message: 'Saving the gallery failed.', politeness: 'assertive' },
};

const counts = ['1 234 tulosta', '56 tulosta', 'Ei hakutuloksia'];

function Counter() {
  const [index, setIndex] = useState(0);
  return (
    <div style={{ padding: 16 }}>
      <Button onClick={() => setIndex((index + 1) % counts.length)}>Hae uudelleen</Button>
      <p aria-hidden="true">{counts[index]}</p>
      <LiveRegion message={counts[index] ?? ''} />
    </div>
  );
}

/** Press the button: the new count is announced. */
export const Interactive: Story = { render: () => <Counter /> };
