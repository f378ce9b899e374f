import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContentCard } from './content-card';

// A data URL stands in for a picture, so the story needs no server.
const picture =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2"%3E%3Crect width="3" height="2" fill="%23c96"/%3E%3C/svg%3E';

const meta = {
  title: 'Content/ContentCard',
  component: ContentCard,
  args: {
    title: 'Avoimet kuvat',
    href: '/fi/artikkelit/avoimet-kuvat',
    meta: 'Kokoelmat · 3.11.2025',
    text: 'Tuhannet teoskuvat ovat nyt vapaasti käytettävissä.',
    image: { src: picture, alt: 'Abstrakti värikenttäsommitelma', width: 600, height: 400 },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ArticleFinnish: Story = {};
export const WithoutImageSwedish: Story = {
  args: {
    title: 'Om samlingen',
    href: '/sv/tietoa-kokoelmasta',
    meta: undefined,
    image: undefined,
    text: 'Nationalgalleriets samling är den största konstsamlingen i Finland.',
  },
};
export const VideoEnglish: Story = {
  args: { title: 'Sample video: Sintel', href: '/en/videos?video=sintel', text: undefined },
};
export const LongText: Story = {
  args: {
    title: 'Konservaattorin työpöydältä: kuinka vanhan öljymaalauksen lakkakerros poistetaan',
    text: 'Konservaattori kertoo työstään. '.repeat(10),
  },
  globals: { viewport: { value: 'mobile1' } },
};
