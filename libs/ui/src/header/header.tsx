import styled from '@emotion/styled';
import { type FocusEvent, type ReactNode, useState } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { CloseIcon, MenuIcon } from '../icons/icons';
import { SkipLink } from '../skip-link/skip-link';
import { theme } from '../theme/theme';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

const { colors, mq, mqBelow, space } = theme;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndex.header};
  box-sizing: border-box;
  width: 100%;
  height: ${theme.header.height}px;
  background: ${colors.background};
  color: ${colors.text};
  border-bottom: 1px solid ${colors.border};
  font-family: ${theme.fonts.body};
  transition:
    transform 200ms ease,
    background-color 200ms ease;
  ${mq.tablet} {
    height: ${theme.header.heightTablet}px;
  }
  &[data-hidden='true'] {
    transform: translateY(-100%);
  }
  /* Before hydration (and as a safety net) CSS alone brings a focused header back. */
  &:focus-within {
    transform: none;
  }
  &[data-dark='true'] {
    background: ${colors.inverseBackground};
    color: ${colors.inverseText};
    border-bottom-color: ${colors.inverseBackground};
  }
  /* Slotted controls draw a dark focus ring; on the dark header it must be light. */
  &[data-dark='true'] :focus-visible {
    outline-color: ${colors.focusOnDark};
  }
  ${theme.reducedMotion} {
    transition: none;
  }
`;

/** The one container's left edge (the page's), so the wordmark lines up with the content. */
const Inner = styled.div`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.s}px;
  height: 100%;
  max-width: ${theme.layout.contentMaxWidth}px;
  margin: 0 auto;
  padding: 0 ${space.s}px 0 ${theme.layout.gutter}px;
  ${mq.tablet} {
    gap: ${space.m}px;
    padding: 0 ${theme.layout.gutterTablet}px;
  }
`;

const Logo = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${space.s}px;
  min-width: 0;
  min-height: ${theme.touchTarget}px;
  color: inherit;
  text-decoration: none;
  &:hover [data-wordmark-name] {
    text-decoration: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.15em;
  }
`;

/** A text logo without a wordmark keeps to two lines, so it fits the header's height. */
const LogoText = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  overflow: hidden;
  overflow-wrap: anywhere;
  font-size: 0.9375rem;
  font-weight: 700;
  line-height: 1.2;
  ${mq.tablet} {
    font-size: ${theme.fontSizes.large};
  }
`;

/**
 * The wordmark: the group's name in the display face over the word "collections" in the
 * text face's small capitals, with an ink rule between. Below 465 px the short name
 * (e.g. "Kansallisgalleria") stands in for the full one, so it fits a 320 px phone on
 * one line in every language: nothing is cut or ellipsised.
 */
const Wordmark = styled.span`
  display: grid;
  min-width: 0;
  line-height: 1.1;
`;

const WordmarkName = styled.span`
  font-family: ${theme.fonts.display};
  font-size: 1.125rem;
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: -0.005em;
  white-space: nowrap;
  ${mq.tablet} {
    font-size: 1.375rem;
  }
  &[data-form='full'] {
    ${mqBelow.mobileL} {
      display: none;
    }
  }
  &[data-form='short'] {
    ${mq.mobileL} {
      display: none;
    }
  }
`;

const WordmarkTagline = styled.span`
  justify-self: start;
  margin-top: 3px;
  padding-top: 2px;
  border-top: 2px solid currentColor;
  font-family: ${theme.fonts.body};
  font-size: 0.6875rem;
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  white-space: nowrap;
  ${mq.tablet} {
    font-size: 0.75rem;
  }
`;

/** Under 375 px the logo needs the room: the app offers the languages in the menu there. */
const Languages = styled.div`
  ${mqBelow.mobileM} {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${space.xs}px;
  ${mq.tablet} {
    gap: ${space.s}px;
  }
`;

const Donation = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.touchTarget}px;
  padding: 0 ${space.s}px;
  color: inherit;
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
  /* No room beside the other controls on phones: the app offers it in the menu there. */
  ${mqBelow.tablet} {
    display: none;
  }
`;

/** The site logo: a link to the front page. */
export interface HeaderLogo {
  /** The front page of the current language. */
  href: string;
  /** Accessible name, e.g. the group and collection names; shown as text when no `image`. */
  label: string;
  /** An optional logo image (decorative: `label` names the link). */
  image?: ReactNode;
  /**
   * The wordmark's texts (decorative: `label` names the link): the group's name, its
   * short form for phones (below 465 px) and the line under it, e.g. "Collections".
   */
  wordmark?: { name: string; shortName: string; tagline: string };
}

/** The button that opens and closes the menu overlay. */
export interface HeaderMenuButton {
  label: string;
  expanded: boolean;
  onClick: () => void;
  /** Id of the menu overlay the button controls. */
  controlsId: string;
}

/** Props of {@link Header}. Every text comes translated from the app. */
export interface HeaderProps {
  logo: HeaderLogo;
  /** Text of the skip link, the first focusable element of the page. */
  skipLinkLabel: string;
  /** Id of the main content element the skip link jumps to (default `main`). */
  skipLinkTargetId?: string;
  /** The external donation site (shown from the tablet breakpoint up; offer it in the menu). */
  donation: { href: string; label: string };
  /** Slot for the {@link UserMenu}. */
  userMenu?: ReactNode;
  /** Slot for the {@link LanguageSwitcher}; below 375 px it is hidden (offer it in the menu). */
  languageSwitcher?: ReactNode;
  menuButton: HeaderMenuButton;
  /** The dark look, used while the menu overlay is open. */
  dark?: boolean;
  /** Slides the header out of view (see `useHeaderVisibility`); focus inside shows it again. */
  hidden?: boolean;
}

/**
 * The sticky site header (spec §2): skip link, logo, donation link, user menu, language
 * switcher and menu button. 60 px high, 80 px from the tablet breakpoint.
 *
 * A hidden header only slides out of view: its links stay focusable, and as soon as focus
 * enters it (Shift+Tab from the page, the skip link) it slides back, so keyboard users are
 * never sent to invisible controls.
 */
export function Header({
  logo,
  skipLinkLabel,
  skipLinkTargetId = 'main',
  donation,
  userMenu,
  languageSwitcher,
  menuButton,
  dark = false,
  hidden = false,
}: HeaderProps) {
  const [focusWithin, setFocusWithin] = useState(false);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
  };

  return (
    <Bar
      data-dark={dark}
      data-hidden={hidden && !focusWithin}
      onFocus={() => setFocusWithin(true)}
      onBlur={onBlur}
    >
      <SkipLink targetId={skipLinkTargetId}>{skipLinkLabel}</SkipLink>
      <Inner>
        <Logo href={logo.href}>
          {logo.image ? (
            <>
              {logo.image}
              <VisuallyHidden>{logo.label}</VisuallyHidden>
            </>
          ) : logo.wordmark ? (
            <>
              <Wordmark aria-hidden="true" data-wordmark="">
                <WordmarkName data-wordmark-name="" data-form="full">
                  {logo.wordmark.name}
                </WordmarkName>
                <WordmarkName data-wordmark-name="" data-form="short">
                  {logo.wordmark.shortName}
                </WordmarkName>
                <WordmarkTagline>{logo.wordmark.tagline}</WordmarkTagline>
              </Wordmark>
              <VisuallyHidden>{logo.label}</VisuallyHidden>
            </>
          ) : (
            <LogoText>{logo.label}</LogoText>
          )}
        </Logo>
        <Actions>
          <Donation href={donation.href}>{donation.label}</Donation>
          {userMenu}
          {languageSwitcher && <Languages>{languageSwitcher}</Languages>}
          <IconButton
            label={menuButton.label}
            icon={menuButton.expanded ? <CloseIcon /> : <MenuIcon />}
            aria-expanded={menuButton.expanded}
            aria-controls={menuButton.controlsId}
            onClick={menuButton.onClick}
            onDark={dark}
          />
        </Actions>
      </Inner>
    </Bar>
  );
}
