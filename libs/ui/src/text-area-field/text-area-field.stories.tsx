import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextAreaField } from './text-area-field';

const meta = {
  title: 'Forms/TextAreaField',
  component: TextAreaField,
  args: {
    label: 'Kuvaus',
    counter: '0 / 2000 merkkiä',
    value: '',
    onChange: () => undefined,
  },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyFinnish: Story = {};
export const WithHintSwedish: Story = {
  args: {
    label: 'Anteckning om verket',
    hint: 'Syns under verket för alla som ser galleriet.',
    counter: '38 / 1000 tecken',
    value: 'Jämför ljuset med Kesäyö från samma år.',
  },
};
export const LongTextEnglish: Story = {
  args: {
    label: 'Description',
    counter: '1,990 / 2,000 characters',
    rows: 6,
    value:
      'A gallery of evening light in Finnish painting around 1900, from the lakes of Tuusula to the archipelago of Turku. '.repeat(
        8,
      ),
  },
};
export const Mobile: Story = {
  args: { label: 'Muistiinpano', counter: '0 / 1000 merkkiä' },
  globals: { viewport: { value: 'mobile1' } },
};
