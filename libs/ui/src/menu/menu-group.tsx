import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { ChevronDownIcon } from '../icons/icons';
import { focusRing } from '../theme/focus-ring';
import { theme } from '../theme/theme';
import { containsHref, type MenuGroup, type MenuItem, type MenuLabels } from './menu-model';

const { colors, mq, mqBelow, space } = theme;

const Item = styled.li`
  border-bottom: 1px solid #3a3a3a;
  ${mq.desktopMenu} {
    border-bottom: 0;
  }
`;

const headingStyles = `
  margin: 0;
  font-size: ${theme.fontSizes.large};
  line-height: 1.3;
`;

/** The narrow-screen group title: a toggle. Hidden where groups are columns. */
const ToggleHeading = styled.h2`
  ${headingStyles}
  ${mq.desktopMenu} {
    display: none;
  }
`;

/** The wide-screen group title: a plain heading or link. Hidden on narrow screens. */
const ColumnHeading = styled.h2`
  ${headingStyles}
  margin-bottom: ${space.m}px;
  ${mqBelow.desktopMenu} {
    display: none;
  }
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.s}px;
  width: 100%;
  min-height: 56px;
  padding: ${space.s}px 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 700;
  text-align: start;
  overflow-wrap: anywhere;
  cursor: pointer;
  & svg {
    flex-shrink: 0;
    transition: transform 150ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  ${theme.reducedMotion} {
    & svg {
      transition: none;
    }
  }
  ${focusRing(true)}
`;

/** Collapsed groups are hidden only on narrow screens; columns always show their links. */
const Panel = styled.div`
  padding-bottom: ${space.m}px;
  &[data-expanded='false'] {
    display: none;
  }
  ${mq.desktopMenu} {
    &,
    &[data-expanded='false'] {
      display: block;
    }
  }
`;

const Links = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.s}px;
  & svg {
    transition: transform 150ms ease;
  }
  & [aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  ${theme.reducedMotion} {
    & svg {
      transition: none;
    }
  }
`;

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  min-width: 0;
  min-height: ${theme.touchTarget}px;
  color: ${colors.inverseText};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover,
  &[aria-current='page'] {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
  ${focusRing(true)}
`;

const GroupPageLink = styled(Link)`
  font-weight: 600;
  ${mq.desktopMenu} {
    display: none;
  }
`;

const ColumnLink = styled(Link)`
  font-weight: 700;
`;

const Children = styled.ul`
  margin: 0 0 ${space.s}px;
  padding: 0 0 0 ${space.m}px;
  border-left: 2px solid #5a5a5a;
  list-style: none;
  &[hidden] {
    display: none;
  }
`;

interface MenuEntryProps {
  item: MenuItem;
  labels: MenuLabels;
  currentHref?: string;
  defaultExpanded: readonly string[];
}

function MenuEntry({ item, labels, currentHref, defaultExpanded }: MenuEntryProps) {
  const childrenId = useId();
  const children = item.children ?? [];
  // The branch of the current page starts open, so visitors see where they are.
  const [expanded, setExpanded] = useState(
    () =>
      defaultExpanded.includes(item.id) ||
      (currentHref !== undefined && children.some((child) => child.href === currentHref)),
  );
  const current = (href: string) =>
    currentHref !== undefined && href === currentHref ? 'page' : undefined;

  return (
    <li>
      <Row>
        <Link href={item.href} aria-current={current(item.href)}>
          {item.title}
        </Link>
        {children.length > 0 && (
          <IconButton
            onDark
            label={expanded ? labels.collapse(item.title) : labels.expand(item.title)}
            icon={<ChevronDownIcon />}
            aria-expanded={expanded}
            aria-controls={childrenId}
            onClick={() => setExpanded((was) => !was)}
          />
        )}
      </Row>
      {children.length > 0 && (
        <Children id={childrenId} hidden={!expanded}>
          {children.map((child) => (
            <li key={child.id}>
              <Link href={child.href} aria-current={current(child.href)}>
                {child.title}
              </Link>
            </li>
          ))}
        </Children>
      )}
    </li>
  );
}

/** Props of {@link MenuGroupSection}. */
export interface MenuGroupSectionProps {
  group: MenuGroup;
  labels: MenuLabels;
  currentHref?: string;
  defaultExpanded: readonly string[];
}

/**
 * One top-level group. Both titles are rendered and CSS picks one, so the server's HTML is
 * right at every width: below 1270 px a toggle button (groups open one by one), from
 * 1270 px a column heading with the links always shown.
 */
export function MenuGroupSection({
  group,
  labels,
  currentHref,
  defaultExpanded,
}: MenuGroupSectionProps) {
  const panelId = useId();
  const [expanded, setExpanded] = useState(
    () =>
      defaultExpanded.includes(group.id) ||
      (currentHref !== undefined && group.href === currentHref) ||
      group.items.some((item) => containsHref(item, currentHref)),
  );

  return (
    <Item>
      <ToggleHeading>
        <Toggle
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((was) => !was)}
        >
          {group.title}
          <ChevronDownIcon />
        </Toggle>
      </ToggleHeading>
      <ColumnHeading>
        {group.href ? (
          <ColumnLink
            href={group.href}
            aria-current={
              currentHref !== undefined && group.href === currentHref ? 'page' : undefined
            }
          >
            {group.title}
          </ColumnLink>
        ) : (
          group.title
        )}
      </ColumnHeading>
      <Panel id={panelId} data-expanded={expanded}>
        {group.href && <GroupPageLink href={group.href}>{group.title}</GroupPageLink>}
        <Links>
          {group.items.map((item) => (
            <MenuEntry
              key={item.id}
              item={item}
              labels={labels}
              currentHref={currentHref}
              defaultExpanded={defaultExpanded}
            />
          ))}
        </Links>
      </Panel>
    </Item>
  );
}
