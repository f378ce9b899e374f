import styled from '@emotion/styled';
import { focusRing } from '../theme/focus-ring';
import { theme } from '../theme/theme';

const { colors, space } = theme;

const Nav = styled.nav`
  font-family: ${theme.fonts.body};
  border-top: 4px solid ${colors.text};
  padding-top: ${space.s}px;
  overflow-wrap: anywhere;
`;

const Heading = styled.h2`
  margin: 0 0 ${space.s}px;
  font-size: ${theme.fontSizes.large};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & & {
    padding-left: ${space.m}px;
    border-left: 2px solid ${colors.border};
  }
`;

const Link = styled.a`
  display: flex;
  align-items: center;
  min-height: ${theme.touchTarget}px;
  color: ${colors.link};
  text-decoration: underline;
  text-underline-offset: 3px;
  &[aria-current='page'] {
    color: ${colors.text};
    font-weight: 700;
    text-decoration: none;
  }
  ${focusRing()}
`;

/** A link of the sub-menu; children are shown indented under it. */
export interface SideNavItem {
  id: string;
  title: string;
  href: string;
  children?: readonly SideNavItem[];
}

/** Props of {@link SideNav}. */
export interface SideNavProps {
  /** Name of the navigation landmark, e.g. "Osion sivut". */
  label: string;
  /** The branch's title, shown as a heading (a link when the branch has a page). */
  title: string;
  titleHref?: string;
  items: readonly SideNavItem[];
  /** The current page: marked with `aria-current` and not styled as a link. */
  currentHref?: string;
}

function Items({ items, currentHref }: { items: readonly SideNavItem[]; currentHref?: string }) {
  return (
    <List>
      {items.map((item) => (
        <li key={item.id}>
          <Link href={item.href} aria-current={item.href === currentHref ? 'page' : undefined}>
            {item.title}
          </Link>
          {item.children && item.children.length > 0 && (
            <Items items={item.children} currentHref={currentHref} />
          )}
        </li>
      ))}
    </List>
  );
}

/**
 * The sidebar sub-menu of a content page (spec §2): the pages of the menu branch the
 * current page is in, so a reader can move between sibling pages without the menu.
 */
export function SideNav({ label, title, titleHref, items, currentHref }: SideNavProps) {
  return (
    <Nav aria-label={label}>
      <Heading>
        {titleHref ? (
          <Link href={titleHref} aria-current={titleHref === currentHref ? 'page' : undefined}>
            {title}
          </Link>
        ) : (
          title
        )}
      </Heading>
      <Items items={items} currentHref={currentHref} />
    </Nav>
  );
}
