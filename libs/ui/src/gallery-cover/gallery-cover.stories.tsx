import type { Meta, StoryObj } from '@storybook/react-vite';
import { GalleryCover, type GalleryCoverImage } from './gallery-cover';

/** Flat colour fields, as the demo collection's images are, drawn as SVG data URLs. */
function field(colour: string, width: number, height: number): GalleryCoverImage {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/></svg>`;
  return { src: `data:image/svg+xml,${encodeURIComponent(svg)}`, width, height };
}

const works = [
  field('#12355b', 400, 300),
  field('#c8a951', 300, 400),
  field('#5c1f2e', 400, 400),
  field('#00594f', 500, 300),
  field('#ffe600', 300, 300),
];

const meta = {
  title: 'Galleries/GalleryCover',
  component: GalleryCover,
  args: { images: works },
  decorators: [
    (Story) => (
      <div style={{ width: 192, padding: 16 }}>
        <p style={{ margin: '0 0 8px' }}>Finnish summer light</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GalleryCover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four or more works: a 2 × 2 mosaic of the first four. */
export const FourWorks: Story = {};
export const ThreeWorks: Story = { args: { images: works.slice(0, 3) } };
export const TwoWorks: Story = { args: { images: works.slice(0, 2) } };
export const OneWork: Story = { args: { images: works.slice(0, 1) } };
/** No work with an image: an empty frame of the same size. */
export const Empty: Story = { args: { images: [] } };
