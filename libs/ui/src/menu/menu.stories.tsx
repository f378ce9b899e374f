import type { Language } from '@kokoelma/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { menuGroups, menuLabels } from '../stories/story-menu';
import { LanguageSwitcher } from '../language-switcher/language-switcher';
import { headerTexts, languageOptions, pick } from '../stories/story-texts';
import { Menu } from './menu';

interface MenuDemoProps {
  lang: Language;
  /** Whether the menu starts open; closed shows the button that opens it. */
  open: boolean;
  long: boolean;
  withSearch: boolean;
  currentHref?: string;
  defaultExpanded?: readonly string[];
}

/** The menu with the state the app keeps: open or closed, and a button to reopen it. */
function MenuDemo({ lang, open: initiallyOpen, long, withSearch, ...rest }: MenuDemoProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const searchLabel = pick(lang, 'Hae sivustolta', 'Sök på webbplatsen', 'Search the site');
  const donation = headerTexts(lang).donation;
  return (
    <>
      <Button aria-expanded={open} aria-controls="story-menu" onClick={() => setOpen(true)}>
        {headerTexts(lang).menu}
      </Button>
      <Menu
        id="story-menu"
        open={open}
        onClose={() => setOpen(false)}
        groups={menuGroups(lang, long)}
        labels={menuLabels(lang)}
        search={
          withSearch && (
            <input
              type="search"
              aria-label={searchLabel}
              placeholder={searchLabel}
              style={{ width: '100%', minHeight: 44, boxSizing: 'border-box', padding: 8 }}
            />
          )
        }
        extra={
          <>
            <LanguageSwitcher current={lang} options={languageOptions()} />
            <a href={donation.href}>{donation.label}</a>
          </>
        }
        {...rest}
      />
    </>
  );
}

const meta = {
  title: 'Navigation/Menu',
  component: MenuDemo,
  args: { lang: 'fi', open: true, long: false, withSearch: true },
  argTypes: { lang: { control: 'inline-radio', options: ['fi', 'sv', 'en'] } },
} satisfies Meta<typeof MenuDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenFinnish: Story = {};
export const OpenSwedish: Story = { args: { lang: 'sv' } };
export const OpenEnglish: Story = { args: { lang: 'en' } };
export const Closed: Story = { args: { open: false } };
/** Every group and item expanded, the current page marked. */
export const Expanded: Story = {
  args: {
    currentHref: '/fi/finnish',
    defaultExpanded: ['collections', 'explore', 'about', 'themes'],
  },
};
export const LongText: Story = { args: { long: true, defaultExpanded: ['long', 'long-item'] } };
export const WithoutSearch: Story = { args: { withSearch: false, lang: 'en' } };
export const Mobile: Story = {
  args: { defaultExpanded: ['collections'] },
  globals: { viewport: { value: 'mobile1' } },
};
/** From 1270 px the groups are columns, always open. */
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
