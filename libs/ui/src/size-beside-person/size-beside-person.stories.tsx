import type { Meta, StoryObj } from '@storybook/react-vite';
import { scaleDrawing, type Dimension } from '@kokoelma/domain';
import { SizeBesidePerson } from './size-beside-person';

/** The drawing of `measurements` (the domain's geometry), for a story's args. */
function drawingOf(measurements: number[], unit: Dimension['unit']) {
  const drawing = scaleDrawing([{ measurements, unit }]);
  if (!drawing) throw new Error(`no drawing for ${measurements.join(' × ')} ${unit}`);
  return drawing;
}

const meta = {
  title: 'Collection/SizeBesidePerson',
  component: SizeBesidePerson,
  args: {
    drawing: drawingOf([116.2, 159], 'cm'),
    label: '116.2 × 159 cm, beside a person 170 cm tall',
  },
} satisfies Meta<typeof SizeBesidePerson>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A painting smaller than a person, in English. */
export const PaintingEnglish: Story = {};

/** An altarpiece taller than a person (in metres), in Finnish. */
export const TallWorkFinnish: Story = {
  args: {
    drawing: drawingOf([3.4, 2.1], 'm'),
    label: '340 × 210 cm, vertailuna 170 cm pitkä ihminen',
  },
};

/** A frieze 40 m long: the width fills the drawing and the person stays visible. */
export const FriezeSwedish: Story = {
  args: {
    drawing: drawingOf([3, 40], 'm'),
    label: '300 × 4000 cm, bredvid en 170 cm lång person',
  },
};

/** A miniature in mm: drawn a little larger than to scale, so it can be seen. */
export const MiniatureOnPhone: Story = {
  args: {
    drawing: drawingOf([42, 35], 'mm'),
    label: '4,2 × 3,5 cm, vertailuna 170 cm pitkä ihminen',
  },
  globals: { viewport: { value: 'mobile1' } },
};
