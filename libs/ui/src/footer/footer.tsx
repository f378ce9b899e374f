import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FacebookIcon, InstagramIcon, XLogoIcon } from '../icons/icons';
import { focusRing } from '../theme/focus-ring';
import { theme } from '../theme/theme';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

const { colors, mq, space } = theme;

const Root = styled.footer`
  background: ${colors.inverseBackground};
  color: ${colors.inverseText};
  font-family: ${theme.fonts.body};
  overflow-wrap: anywhere;
`;

const Inner = styled.div`
  box-sizing: border-box;
  display: grid;
  gap: ${space.l}px;
  max-width: ${theme.layout.contentMaxWidth}px;
  margin: 0 auto;
  padding: ${space.xl}px ${space.m}px;
  ${mq.tablet} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) auto;
    gap: ${space.xl}px;
    padding: ${space.xxl}px ${space.l}px;
  }
`;

const Name = styled.p`
  margin: 0 0 ${space.s}px;
  font-size: ${theme.fontSizes.large};
  font-weight: 700;
`;

const Address = styled.address`
  font-style: normal;
  line-height: 1.5;
`;

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.touchTarget}px;
  color: ${colors.inverseText};
  text-decoration: underline;
  text-underline-offset: 3px;
  ${focusRing(true)}
`;

const LinkList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.mobileL} {
    columns: 2;
    column-gap: ${space.l}px;
  }
  & li {
    break-inside: avoid;
  }
`;

const SocialList = styled.ul`
  display: flex;
  gap: ${space.s}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SocialLink = styled(Link)`
  justify-content: center;
  min-width: ${theme.touchTarget}px;
  border-radius: 50%;
  &:hover {
    background: rgba(255, 255, 255, 0.16);
  }
`;

/** A link of the footer: where it leads and its text (or, for social links, its name). */
export interface FooterLink {
  href: string;
  label: string;
}

/** The group's social media accounts; each label names the link for screen readers. */
export interface FooterSocialLinks {
  facebook: FooterLink;
  x: FooterLink;
  instagram: FooterLink;
}

/** Props of {@link Footer}. Every text comes translated from the app. */
export interface FooterProps {
  /** The organisation's name above the address. */
  organisation: string;
  /** The street address, one line per entry. */
  address: readonly string[];
  /** Phone number as shown, e.g. "+358 294 500 200"; `label` is put before it. */
  phone: { number: string; label?: string };
  /** Information, media, accessibility, privacy, site map, contact, developers, feedback survey. */
  links: readonly FooterLink[];
  /** Name of the navigation landmark holding `links`. */
  linksLabel: string;
  social: FooterSocialLinks;
  /** Name of the list of social links. */
  socialLabel: string;
}

/**
 * `tel:` URI of a displayed phone number: digits and the plus only. A trunk zero written
 * as "(0)" after the country code is not dialled from abroad, so it is dropped.
 */
export function telHref(displayed: string): string {
  return `tel:${displayed.replace(/\(0\)/g, '').replace(/[^\d+]/g, '')}`;
}

/** The networks in the order they are shown. */
const NETWORKS = ['facebook', 'x', 'instagram'] as const;

const socialIcons: Record<keyof FooterSocialLinks, ReactNode> = {
  facebook: <FacebookIcon />,
  x: <XLogoIcon />,
  instagram: <InstagramIcon />,
};

/**
 * The site footer (spec §1): contact details, the footer pages and the social accounts.
 * Social links open in the same tab, like every other link, so the back button works.
 */
export function Footer({
  organisation,
  address,
  phone,
  links,
  linksLabel,
  social,
  socialLabel,
}: FooterProps) {
  return (
    <Root>
      <Inner>
        <div>
          <Name>{organisation}</Name>
          <Address>
            {address.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
            {phone.label && `${phone.label} `}
            <Link href={telHref(phone.number)}>{phone.number}</Link>
          </Address>
        </div>
        <nav aria-label={linksLabel}>
          <LinkList>
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </LinkList>
        </nav>
        <SocialList aria-label={socialLabel}>
          {NETWORKS.map((network) => (
            <li key={network}>
              <SocialLink href={social[network].href}>
                {socialIcons[network]}
                <VisuallyHidden>{social[network].label}</VisuallyHidden>
              </SocialLink>
            </li>
          ))}
        </SocialList>
      </Inner>
    </Root>
  );
}
