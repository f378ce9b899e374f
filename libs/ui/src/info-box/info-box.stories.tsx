import type { Meta, StoryObj } from '@storybook/react-vite';
import { InfoBox } from './info-box';

const meta = {
  title: 'Content/InfoBox',
  component: InfoBox,
  args: {
    title: 'Teos on lainassa',
    children: <p>Teos on tällä hetkellä lainassa toisen museon näyttelyssä.</p>,
  },
} satisfies Meta<typeof InfoBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitleFinnish: Story = {};
export const WithLinkSwedish: Story = {
  args: {
    title: 'Användning av bilden',
    headingLevel: 3,
    children: (
      <p>
        Kontrollera bildens användningsrätt innan du publicerar den.{' '}
        <a href="https://creativecommons.org/licenses/?lang=sv">Creative Commons-licenserna</a>
      </p>
    ),
  },
};
export const UntitledEnglish: Story = {
  args: {
    title: undefined,
    label: 'Information',
    children: <p>Opening hours change over the holidays.</p>,
  },
};
export const LongText: Story = {
  args: {
    children: <p>{'Teoksen kuva on suurikokoinen, ja sitä voi zoomata. '.repeat(12)}</p>,
  },
  globals: { viewport: { value: 'mobile1' } },
};
