import styled from '@emotion/styled';
import { ArrowLeftIcon, ChevronRightIcon } from '../icons/icons';
import { focusRing } from '../theme/focus-ring';
import { theme } from '../theme/theme';

const { colors, mq, mqBelow, space } = theme;

const Nav = styled.nav`
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.small};
  color: ${colors.text};
  overflow-wrap: anywhere;
`;

const linkStyles = `
  color: ${colors.link};
  text-decoration: underline;
  text-underline-offset: 3px;
  ${focusRing()}
`;

/** Phones get one link up instead of the whole trail. */
const Parent = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs}px;
  min-height: ${theme.touchTarget}px;
  ${linkStyles}
  & svg {
    flex-shrink: 0;
  }
  ${mq.tablet} {
    display: none;
  }
`;

const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mqBelow.tablet} {
    display: none;
  }
  & li {
    display: inline-flex;
    align-items: center;
    min-width: 0;
  }
  & svg {
    flex-shrink: 0;
    margin: 0 ${space.xs}px;
    color: ${colors.textMuted};
  }
  & a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.touchTarget}px;
    ${linkStyles}
  }
`;

const Current = styled.span`
  font-weight: 600;
`;

/** One step of the trail. */
export interface Crumb {
  title: string;
  href: string;
}

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** Name of the navigation landmark, e.g. "Murupolku". */
  label: string;
  /** From the front page to the current page, which comes last and is not a link. */
  items: readonly Crumb[];
  /** Replaces the parent link on phones (the search page links to videos there, spec §2). */
  mobileLink?: Crumb;
}

/**
 * The breadcrumb trail (spec §2): the full trail from the tablet breakpoint up, and on
 * phones a single link back to the parent page. Both are in the HTML and CSS picks one,
 * so the server-rendered page is right at any width.
 */
export function Breadcrumbs({ label, items, mobileLink }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  const parent = mobileLink ?? items[items.length - 2];
  const lastIndex = items.length - 1;
  return (
    <Nav aria-label={label}>
      {parent && (
        <Parent href={parent.href}>
          <ArrowLeftIcon size={20} />
          {parent.title}
        </Parent>
      )}
      <Trail>
        {items.map((crumb, index) => (
          <li key={`${index}-${crumb.href}`}>
            {index > 0 && <ChevronRightIcon size={16} />}
            {index === lastIndex ? (
              <Current aria-current="page">{crumb.title}</Current>
            ) : (
              <a href={crumb.href}>{crumb.title}</a>
            )}
          </li>
        ))}
      </Trail>
    </Nav>
  );
}
