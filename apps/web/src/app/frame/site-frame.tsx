import styled from '@emotion/styled';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { LANGUAGES, type Language } from '@kokoelma/domain';
import { languageLink } from '@kokoelma/i18n';
import {
  Footer,
  Header,
  LanguageSwitcher,
  LiveRegion,
  LoadingIndicator,
  Menu,
  UserMenu,
  useHeaderVisibility,
  type MenuGroup,
} from '@kokoelma/ui';
import { useAnalytics } from '../../analytics/analytics-context';
import {
  EXTERNAL_LINKS,
  PHONE_NUMBER,
  donationUrl,
  pathInLanguage,
  sitePaths,
} from '../../shared/site-links';
import { useLinkInterception } from './use-link-interception';
import { useRouteAnnouncer } from './use-route-announcer';
import {
  footerContent,
  menuGroupsOf,
  useContentFrame,
} from '../../features/content/frame/use-content-frame';
import { MenuContentSearch } from '../../features/content/frame/menu-content-search';
import { LayoutChoiceForm } from '../../features/collection/layout-choice-switcher';
import { useCurrentUser } from '../../shared/route-deps';
import { useT } from '../../shared/use-t';

const MENU_ID = 'site-menu';

const Main = styled.main`
  min-height: 60vh;
  &:focus {
    outline: none;
  }
`;

/** The site's own menu of its routes: shown when the CMS gives no menu. */
function useMenuGroups(lang: Language): MenuGroup[] {
  const t = useT();
  const paths = sitePaths(lang);
  return [
    {
      id: 'collections',
      title: t('menu.group.collections'),
      items: [
        { id: 'search', title: t('menu.search'), href: paths.search },
        { id: 'people', title: t('people.title'), href: paths.people },
        { id: 'videos', title: t('menu.videos'), href: paths.videos },
        { id: 'articles', title: t('menu.articles'), href: paths.articles },
        { id: 'galleries', title: t('menu.galleries'), href: paths.galleries },
      ],
    },
    {
      id: 'information',
      title: t('menu.group.information'),
      items: [
        { id: 'about', title: t('menu.about'), href: paths.about },
        { id: 'image-rights', title: t('menu.imageRights'), href: paths.imageRights },
        { id: 'media', title: t('footer.media'), href: paths.media },
        { id: 'accessibility', title: t('footer.accessibility'), href: paths.accessibility },
        { id: 'privacy', title: t('footer.privacy'), href: paths.privacy },
        { id: 'contact', title: t('footer.contact'), href: paths.contact },
      ],
    },
    {
      id: 'developers',
      title: t('menu.group.developers'),
      items: [
        { id: 'api-key', title: t('menu.apiKey'), href: paths.apiKey },
        { id: 'api-docs', title: t('developers.menuLink'), href: paths.developers },
      ],
    },
  ];
}

function useLanguageOptions(current: Language) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return LANGUAGES.filter((lang) => lang !== current).map((lang) => ({
    lang,
    href: pathInLanguage(here, lang),
    ...languageLink(lang),
  }));
}

/**
 * The frame of every page (spec §2): header, menu overlay, notices, main content and
 * footer.
 * The language switcher swaps the language segment of the path and reloads.
 */
export function SiteFrame({
  lang,
  notices,
  children,
}: {
  lang: Language;
  /** Banners above the page content: unsupported browser, demo data. */
  notices?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const hidden = useHeaderVisibility();
  const location = useLocation();
  const paths = sitePaths(lang);
  // Menu and footer texts come from the CMS (spec §1, §2), the site's own as a fallback.
  const contentFrame = useContentFrame(lang);
  const groups = menuGroupsOf(contentFrame, useMenuGroups(lang));
  const footer = footerContent(
    contentFrame,
    {
      organisation: t('footer.organisation'),
      address: [t('footer.address')],
      phone: PHONE_NUMBER,
      feedbackUrl: EXTERNAL_LINKS.feedback,
      social: EXTERNAL_LINKS,
    },
    { facebook: t('footer.facebook'), x: t('footer.x'), instagram: t('footer.instagram') },
  );
  const languages = useLanguageOptions(lang);
  const returnTo = encodeURIComponent(`${location.pathname}${location.search}`);
  const switcher = <LanguageSwitcher current={lang} options={languages} />;
  const donationHref = donationUrl(lang);
  const donation = { href: donationHref, label: t('header.donate') };
  useLinkInterception();
  const analytics = useAnalytics();
  useEffect(() => {
    analytics.track({
      event: 'pageview',
      page: location.pathname,
      lang,
      page_location: `${window.location.origin}${location.pathname}`,
    });
  }, [analytics, location.pathname, lang]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a');
      if (link?.href === donationHref) analytics.track({ event: 'donationLinkClick' });
      if (link?.pathname === '/logout') analytics.track({ event: 'userLogout' });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [analytics, donationHref]);
  // A followed menu link closes the menu.
  const [menuPath, setMenuPath] = useState(location.pathname);
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    if (menuOpen) setMenuOpen(false);
  }
  const announcement = useRouteAnnouncer((title) => t('shell.pageChanged', { title }));
  // Page data on its way: the indicator itself appears only after 200 ms (spec §4).
  const loading = useNavigation().state === 'loading';
  const user = useCurrentUser();

  return (
    <>
      <Header
        logo={{
          href: paths.front,
          label: t('header.logo'),
          wordmark: {
            name: t('header.wordmark.name'),
            shortName: t('header.wordmark.short'),
            tagline: t('header.wordmark.tagline'),
          },
        }}
        skipLinkLabel={t('shell.skipToContent')}
        donation={donation}
        userMenu={
          <UserMenu
            id="user-menu"
            user={user ? { name: user.given_name || user.name, galleries: user.galleries } : null}
            labels={{
              button: t('user.button'),
              signIn: t('user.signIn'),
              register: t('user.register'),
              greeting: (name) => t('user.greeting', { name }),
              myGallery: t('user.myGallery'),
              galleryCount: (count) => t('user.galleryCount', { count }),
              apiKey: t('menu.apiKey'),
              logout: t('user.logout'),
            }}
            hrefs={{
              signIn: `/login?lang=${lang}&returnTo=${returnTo}`,
              register: `/login?lang=${lang}&returnTo=${returnTo}&signup=true`,
              myGallery: paths.galleries,
              apiKey: paths.apiKey,
              logout: `/logout?lang=${lang}`,
            }}
          />
        }
        languageSwitcher={switcher}
        menuButton={{
          label: t('header.menu'),
          expanded: menuOpen,
          onClick: () => {
            analytics.track({ event: 'menuButtonClick', open: !menuOpen });
            setMenuOpen(!menuOpen);
          },
          controlsId: MENU_ID,
        }}
        dark={menuOpen}
        hidden={hidden && !menuOpen}
      />
      <Menu
        id={MENU_ID}
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        groups={groups}
        search={<MenuContentSearch lang={lang} />}
        currentHref={location.pathname}
        labels={{
          close: t('menu.close'),
          navigation: t('menu.navigation'),
          dialog: t('menu.dialog'),
          expand: (title) => t('menu.expand', { title }),
          collapse: (title) => t('menu.collapse', { title }),
        }}
        extra={
          <>
            {switcher}
            <a href={donation.href}>{donation.label}</a>
          </>
        }
      />
      <LiveRegion message={announcement} />
      <Main id="main" tabIndex={-1} aria-busy={loading}>
        {loading && <LoadingIndicator label={t('shell.loading')} />}
        {notices}
        {children}
      </Main>
      <Footer
        organisation={footer.organisation}
        address={footer.address}
        phone={{ number: footer.phone, label: t('footer.phoneLabel') }}
        linksLabel={t('footer.links')}
        links={[
          { href: paths.about, label: t('footer.info') },
          { href: paths.media, label: t('footer.media') },
          { href: paths.accessibility, label: t('footer.accessibility') },
          { href: paths.privacy, label: t('footer.privacy') },
          { href: paths.sitemap, label: t('footer.sitemap') },
          { href: paths.contact, label: t('footer.contact') },
          { href: paths.developers, label: t('developers.footerLink') },
          { href: footer.feedbackUrl, label: t('footer.feedback') },
        ]}
        socialLabel={t('footer.social')}
        social={footer.social}
      />
      {/* Outside every other form: the layout switchers' options submit it (no script). */}
      <LayoutChoiceForm />
    </>
  );
}
