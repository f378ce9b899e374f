import type { Language } from '@kokoelma/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { LanguageSwitcher } from '../language-switcher/language-switcher';
import { Menu } from '../menu/menu';
import { menuGroups, menuLabels } from '../stories/story-menu';
import {
  headerTexts,
  languageOptions,
  userMenuHrefs,
  userMenuLabels,
} from '../stories/story-texts';
import { UserMenu, type UserMenuUser } from '../user-menu/user-menu';
import { Header } from './header';
import { useHeaderVisibility } from './use-header-visibility';

interface ShellProps {
  lang: Language;
  user: UserMenuUser | null;
  /** Whether the menu starts open (the header then turns dark). */
  menuOpen: boolean;
  hidden: boolean;
  long: boolean;
}

/** The header as the app composes it: with the user menu, language switcher and menu. */
function Shell({ lang, user, menuOpen, hidden, long }: ShellProps) {
  const [open, setOpen] = useState(menuOpen);
  const texts = headerTexts(lang);
  const longLabel = (text: string) => (long ? `${text} ${text} ${text}` : text);
  return (
    <>
      <Header
        logo={{ ...texts.logo, label: longLabel(texts.logo.label) }}
        skipLinkLabel={texts.skipLinkLabel}
        donation={{ ...texts.donation, label: longLabel(texts.donation.label) }}
        userMenu={
          <UserMenu
            id="story-user-menu"
            user={user}
            labels={userMenuLabels(lang)}
            hrefs={userMenuHrefs(lang)}
          />
        }
        languageSwitcher={<LanguageSwitcher current={lang} options={languageOptions()} />}
        menuButton={{
          label: texts.menu,
          expanded: open,
          onClick: () => setOpen((was) => !was),
          controlsId: 'story-menu',
        }}
        dark={open}
        hidden={hidden && !open}
      />
      <Menu
        id="story-menu"
        open={open}
        onClose={() => setOpen(false)}
        groups={menuGroups(lang)}
        labels={menuLabels(lang)}
        extra={
          // What the phone header has no room for.
          <>
            <LanguageSwitcher current={lang} options={languageOptions()} />
            <a href={texts.donation.href}>{texts.donation.label}</a>
          </>
        }
      />
    </>
  );
}

const meta = {
  title: 'Shell/Header',
  component: Shell,
  args: { lang: 'fi', user: null, menuOpen: false, hidden: false, long: false },
  argTypes: { lang: { control: 'inline-radio', options: ['fi', 'sv', 'en'] } },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Finnish: Story = {};
export const SwedishSignedIn: Story = {
  args: { lang: 'sv', user: { name: 'Astrid', galleries: 3 } },
};
export const English: Story = { args: { lang: 'en' } };
export const MenuOpenDark: Story = { args: { menuOpen: true } };
/** The wordmark's short form and the signed-in initial on a 320 px phone, in English. */
export const EnglishPhoneSignedIn: Story = {
  args: { lang: 'en', user: { name: 'Alex', galleries: 2 } },
  globals: { viewport: { value: 'mobile1' } },
};
export const LongText: Story = { args: { long: true, lang: 'sv' } };
export const Mobile: Story = {
  args: { user: { name: 'Aino', galleries: 12 } },
  globals: { viewport: { value: 'mobile1' } },
};
export const MobileMenuOpen: Story = {
  args: { menuOpen: true },
  globals: { viewport: { value: 'mobile1' } },
};
export const Desktop: Story = {
  args: { lang: 'en', user: { name: 'Alex', galleries: 1 } },
  globals: { viewport: { value: 'desktop' } },
};
/** Slid up out of view: the header's bottom edge peeks at the top of the frame. */
export const Hidden: Story = {
  args: { hidden: true },
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 24 }}>
        <Story />
      </div>
    ),
  ],
};

function ScrollPage() {
  const hidden = useHeaderVisibility();
  return (
    <>
      <Shell lang="fi" user={null} menuOpen={false} hidden={hidden} long={false} />
      <main id="main" style={{ padding: 16, minHeight: '300vh' }}>
        <p>Scroll down past 250 px to hide the header; scroll up to bring it back.</p>
      </main>
    </>
  );
}

/** The header driven by `useHeaderVisibility()`: scroll the frame to see it hide. */
export const ScrollBehaviour: Story = { render: () => <ScrollPage /> };
