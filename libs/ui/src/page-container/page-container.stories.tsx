import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageContainer } from './page-container';

const meta = {
  title: 'Layout/PageContainer',
  component: PageContainer,
  args: {
    children: (
      <>
        <h1>Hae kokoelmista</h1>
        <p>
          Sivun sisältö asettuu keskelle, ja sen reunoilla on tilaa. <a href="/fi/">Etusivulle</a>
        </p>
      </>
    ),
  },
} satisfies Meta<typeof PageContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ContentWidth: Story = {};
export const LimitedWidthEnglish: Story = {
  args: {
    width: 'limited',
    children: (
      <>
        <h1>Site map</h1>
        <p>A reading column of at most 1100 pixels.</p>
      </>
    ),
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
