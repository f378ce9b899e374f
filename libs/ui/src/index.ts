export { Banner, type BannerProps, type BannerTone } from './banner/banner';
export { SkipLink, type SkipLinkProps } from './skip-link/skip-link';
export { theme, type KokoelmaTheme } from './theme/theme';
