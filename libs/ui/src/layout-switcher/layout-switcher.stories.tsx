import type { LayoutChoice } from '@kokoelma/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { LayoutSwitcher, type LayoutSwitcherLabels } from './layout-switcher';

const labels: Record<'fi' | 'sv' | 'en', LayoutSwitcherLabels> = {
  fi: { group: 'Näkymä', grid: 'Ruudukko', row: 'Rivi', scattered: 'Hajanainen' },
  sv: { group: 'Vy', grid: 'Rutnät', row: 'Rad', scattered: 'Utspridd' },
  en: { group: 'Layout', grid: 'Grid', row: 'Row', scattered: 'Scattered' },
};

interface DemoProps {
  initial: LayoutChoice;
  labels: LayoutSwitcherLabels;
  /** The id of a form the options submit before the script runs (the app's POST /layout). */
  form?: string;
}

/** Controlled as the app does: the page keeps the value (and stores it per page). */
function Demo({ initial, labels: texts, form }: DemoProps) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ padding: 16 }}>
      {form && <form id={form} method="post" action="/layout" />}
      <LayoutSwitcher value={value} onChange={setValue} labels={texts} form={form} />
    </div>
  );
}

const meta = {
  title: 'Controls/LayoutSwitcher',
  component: Demo,
  args: { initial: 'grid', labels: labels.fi },
  argTypes: { initial: { control: 'inline-radio', options: ['grid', 'row', 'scattered'] } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GridFinnish: Story = {};
export const RowSwedish: Story = { args: { initial: 'row', labels: labels.sv } };
export const ScatteredEnglish: Story = { args: { initial: 'scattered', labels: labels.en } };
export const LongText: Story = {
  args: {
    labels: {
      group: 'Tulosten näyttötapa',
      grid: 'Ruudukkonäkymä samankokoisilla kuvilla',
      row: 'Rivinäkymä tiedoilla',
      scattered: 'Hajanainen näkymä eri kokoisilla kuvilla',
    },
  },
};
/**
 * The options as submit buttons of a form elsewhere on the page (`layout=row`…), as the
 * app serves them: a press before the script has started is a form post; once running,
 * the same as the others.
 */
export const AsFormButtons: Story = {
  args: { initial: 'row', labels: labels.en, form: 'layout-form' },
};
/** Phones show the icons only; the labels remain the radios' names. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
