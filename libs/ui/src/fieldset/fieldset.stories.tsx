import type { Meta, StoryObj } from '@storybook/react-vite';
import { Fieldset } from './fieldset';

const meta = {
  title: 'Forms/Fieldset',
  component: Fieldset,
} satisfies Meta<typeof Fieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RadiosFinnish: Story = {
  args: {
    children: (
      <>
        <legend>Kuvat</legend>
        <label>
          <input type="radio" name="images" defaultChecked /> Kaikki
        </label>
        <label>
          <input type="radio" name="images" /> Vain teokset, joissa on kuva
        </label>
      </>
    ),
  },
};
export const CheckboxesSwedish: Story = {
  args: {
    children: (
      <>
        <legend>Museum</legend>
        <label>
          <input type="checkbox" name="museum" /> Ateneum
        </label>
        <label>
          <input type="checkbox" name="museum" /> Sinebrychoffs konstmuseum
        </label>
      </>
    ),
  },
};
export const LongLabelsEnglish: Story = {
  args: {
    children: (
      <>
        <legend>Category</legend>
        <label>
          <input type="checkbox" name="category" />{' '}
          {'Prints, drawings and watercolours from the collection of the Finnish National Gallery. '.repeat(
            3,
          )}
        </label>
      </>
    ),
  },
  globals: { viewport: { value: 'mobile1' } },
};
