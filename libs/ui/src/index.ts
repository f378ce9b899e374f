// Public API of @kokoelma/ui: presentational components. Every visible text comes in
// through props, so the web app decides the language; links are plain `href`s.

// Theme
export { theme, type KokoelmaTheme } from './theme/theme';
export { focusRing } from './theme/focus-ring';
export { linkStyles } from './theme/link-styles';
export {
  FONT_FAMILIES,
  FALLBACK_METRICS,
  UNICODE_RANGES,
  fontStacks,
  fontFaceCss,
  webFontFaces,
  fallbackFontFaceCss,
  type WebFontFace,
  type FontFileUrls,
} from './theme/fonts';

// Shell
export { Banner, type BannerProps, type BannerTone } from './banner/banner';
export { SkipLink, type SkipLinkProps } from './skip-link/skip-link';
export { Header, type HeaderProps, type HeaderLogo, type HeaderMenuButton } from './header/header';
export { useHeaderVisibility } from './header/use-header-visibility';
export {
  Footer,
  telHref,
  type FooterProps,
  type FooterLink,
  type FooterSocialLinks,
} from './footer/footer';
export { LiveRegion, type LiveRegionProps } from './live-region/live-region';

// Navigation
export { Menu, type MenuProps } from './menu/menu';
export type { MenuGroup, MenuItem, MenuLink, MenuLabels } from './menu/menu-model';
export {
  LanguageSwitcher,
  type LanguageSwitcherProps,
  type LanguageOption,
} from './language-switcher/language-switcher';
export {
  UserMenu,
  initialOf,
  type UserMenuProps,
  type UserMenuUser,
  type UserMenuLabels,
  type UserMenuHrefs,
} from './user-menu/user-menu';
export { Breadcrumbs, type BreadcrumbsProps, type Crumb } from './breadcrumbs/breadcrumbs';
export { SideNav, type SideNavItem, type SideNavProps } from './side-nav/side-nav';
export { SiteSearch, type SiteSearchProps, type SiteSearchResult } from './site-search/site-search';

// Controls
export { Button, type ButtonProps } from './button/button';
export { buttonStyles, type ButtonVariant } from './button/button-styles';
export { IconButton, type IconButtonProps } from './icon-button/icon-button';
export {
  LayoutSwitcher,
  type LayoutSwitcherProps,
  type LayoutSwitcherLabels,
} from './layout-switcher/layout-switcher';
export { VisuallyHidden } from './visually-hidden/visually-hidden';

// Feedback
export { Modal, type ModalProps } from './modal/modal';
export {
  LoadingIndicator,
  type LoadingIndicatorProps,
} from './loading-indicator/loading-indicator';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export { PageMessage, type PageMessageProps } from './page-message/page-message';

// Collection
export {
  ResultGrid,
  type ResultGridProps,
  type ResultItem,
  type ResultMuseum,
  type ResultPicture,
  type ResultPictureSource,
} from './result-grid/result-grid';
export {
  Picture,
  type PictureProps,
  type PictureData,
  type PictureSource,
} from './picture/picture';

// Galleries
export {
  GalleryCover,
  GALLERY_COVER_IMAGES,
  type GalleryCoverImage,
  type GalleryCoverProps,
} from './gallery-cover/gallery-cover';

// Content
export { InfoBox, type InfoBoxProps } from './info-box/info-box';
export {
  SizeBesidePerson,
  type SizeBesidePersonProps,
} from './size-beside-person/size-beside-person';
export {
  ContentCard,
  type ContentCardImage,
  type ContentCardProps,
} from './content-card/content-card';
export {
  VideoPlayer,
  type VideoPlayerProps,
  type VideoPlayerTexts,
} from './video-player/video-player';

// Layout and forms
export { PageContainer, containerStyles } from './page-container/page-container';
export { inputStyles, textFieldStyles } from './text-field/text-field-styles';
export { InputRow } from './text-field/input-row';
export { Fieldset } from './fieldset/fieldset';
export { TextAreaField, type TextAreaFieldProps } from './text-area-field/text-area-field';
