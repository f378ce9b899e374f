import styled from '@emotion/styled';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Picture, type PictureData } from './picture';

/** A stand-in image (an inline SVG of the given size), so stories need no network. */
function standIn(width: number, height: number, hue: number): PictureData {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${hue} 35% 55%)"/></svg>`;
  const src = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  return { src, srcSet: `${src} ${width}w`, sources: [], width, height };
}

/** The templates size the image; here it fills a card-wide figure. */
const Figure = styled.figure`
  max-width: 480px;
  margin: 0;
  & img {
    display: block;
    max-width: 100%;
    height: auto;
  }
`;

const meta = {
  title: 'Collection/Picture',
  component: Picture,
  args: { picture: standIn(1200, 800, 30), sizes: '(min-width: 768px) 480px, 100vw', alt: '' },
  render: (args) => (
    <Figure>
      <Picture {...args} />
      <figcaption>Helene Schjerfbeck, Toipilas, 1888</figcaption>
    </Figure>
  ),
} satisfies Meta<typeof Picture>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The image a template leads with: fetched at high priority, painted on arrival. */
export const Leading: Story = { args: { loading: 'eager', alt: 'Toipilas, kuva 1/1' } };

/** A card's image below the fold: lazy, decoded off the main thread; the box is reserved. */
export const Lazy: Story = { args: { picture: standIn(600, 900, 200) } };
