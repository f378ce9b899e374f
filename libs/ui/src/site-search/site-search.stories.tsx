import type { Language } from '@kokoelma/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { pick } from '../stories/story-texts';
import { theme } from '../theme/theme';
import { SiteSearch, type SiteSearchResult } from './site-search';

type State = 'idle' | 'searching' | 'found' | 'none';

const results = (lang: Language, long: boolean): SiteSearchResult[] => [
  {
    id: 'about',
    title: pick(lang, 'Tietoa kokoelmasta', 'Om samlingen', 'About the collection'),
    href: `/${lang}/tietoa-kokoelmasta`,
    text: pick(
      lang,
      'Kansallisgallerian kokoelma on Suomen suurin taidekokoelma.',
      'Nationalgalleriets samling är den största konstsamlingen i Finland.',
      'The Finnish National Gallery holds the largest art collection in Finland.',
    ).repeat(long ? 6 : 1),
  },
  {
    id: 'rights',
    title: pick(lang, 'Kuvien käyttöoikeudet', 'Bildernas användningsrätt', 'Image usage rights'),
    href: `/${lang}/kuvien-kayttooikeudet`,
    text: '',
  },
];

const statusText = (lang: Language, state: State) =>
  ({
    idle: '',
    searching: pick(lang, 'Haetaan…', 'Söker…', 'Searching…'),
    found: pick(lang, '2 sivua löytyi', '2 sidor hittades', '2 pages found'),
    none: pick(lang, 'Sivuja ei löytynyt', 'Inga sidor hittades', 'No pages found'),
  })[state];

/** The search as it sits in the dark menu, with the state the app would give it. */
function SiteSearchDemo({ lang, state, long }: { lang: Language; state: State; long: boolean }) {
  const [value, setValue] = useState(state === 'idle' ? '' : 'kuva');
  return (
    <div style={{ background: theme.colors.inverseBackground, color: '#fff', padding: 16 }}>
      <SiteSearch
        label={pick(lang, 'Hae sivustolta', 'Sök på webbplatsen', 'Search the site')}
        placeholder={pick(lang, 'Hae sivuja', 'Sök sidor', 'Search pages')}
        value={value}
        onChange={setValue}
        status={statusText(lang, state)}
        results={state === 'found' ? results(lang, long) : []}
        resultsLabel={pick(lang, 'Löytyneet sivut', 'Sidor som hittades', 'Pages found')}
      />
    </div>
  );
}

const meta = {
  title: 'Navigation/SiteSearch',
  component: SiteSearchDemo,
  args: { lang: 'fi', state: 'found', long: false },
  argTypes: {
    lang: { control: 'inline-radio', options: ['fi', 'sv', 'en'] },
    state: { control: 'inline-radio', options: ['idle', 'searching', 'found', 'none'] },
  },
} satisfies Meta<typeof SiteSearchDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = { args: { state: 'idle' } };
export const Searching: Story = { args: { state: 'searching' } };
export const FoundFinnish: Story = {};
export const FoundSwedish: Story = { args: { lang: 'sv' } };
export const FoundEnglish: Story = { args: { lang: 'en' } };
export const NoResults: Story = { args: { state: 'none', lang: 'en' } };
export const LongText: Story = {
  args: { long: true },
  globals: { viewport: { value: 'mobile1' } },
};
