import styled from '@emotion/styled';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { trapTab } from '../focus/trap-tab';
import { useDialogFocus } from '../focus/use-dialog-focus';
import { useScrollLock } from '../focus/use-scroll-lock';
import { IconButton } from '../icon-button/icon-button';
import { CloseIcon } from '../icons/icons';
import { theme } from '../theme/theme';
import { MenuGroupSection } from './menu-group';
import type { MenuGroup, MenuLabels } from './menu-model';

const { colors, mq, space } = theme;

/** Fills the viewport under the header, which stays visible (dark) above it. */
const Overlay = styled.div`
  position: fixed;
  top: ${theme.header.height}px;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${theme.zIndex.menu};
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${colors.inverseBackground};
  color: ${colors.inverseText};
  font-family: ${theme.fonts.body};
  ${mq.tablet} {
    top: ${theme.header.heightTablet}px;
  }
  &[hidden] {
    display: none;
  }
  &:focus {
    outline: none;
  }
  /* Slotted controls (search box, extra links) get the light ring on this dark overlay. */
  & :focus-visible {
    outline-color: ${colors.focusOnDark};
  }
`;

const Content = styled.div`
  box-sizing: border-box;
  max-width: ${theme.layout.contentMaxWidth}px;
  margin: 0 auto;
  padding: ${space.s}px ${space.m}px ${space.xl}px;
  ${mq.tablet} {
    padding: ${space.m}px ${space.l}px ${space.xxl}px;
  }
`;

const Top = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Search = styled.div`
  margin-bottom: ${space.l}px;
`;

const Groups = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.desktopMenu} {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
    gap: ${space.xl}px;
  }
`;

const Extra = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.s}px ${space.l}px;
  margin-top: ${space.l}px;
  & a {
    color: ${colors.inverseText};
  }
`;

/** Props of {@link Menu}. */
export interface MenuProps {
  /** Id of the overlay, the header's menu button `controlsId`. */
  id: string;
  open: boolean;
  /** Called on Escape and on the close button; the parent sets `open` to false. */
  onClose: () => void;
  groups: readonly MenuGroup[];
  labels: MenuLabels;
  /** Slot for the site content search box. */
  search?: ReactNode;
  /** Slot under the groups, e.g. the donation link, which the phone header has no room for. */
  extra?: ReactNode;
  /** The current page: marked with `aria-current` and its branch starts expanded. */
  currentHref?: string;
  /** Ids of groups and items that start expanded (stories, tests). */
  defaultExpanded?: readonly string[];
}

/**
 * The full-screen menu overlay (spec §2, §4): a modal dialog holding the content search
 * and the site navigation. Opening it moves focus to its first control; Tab stays inside;
 * Escape or the close button call `onClose`, and closing returns focus to where it was
 * before (the header's menu button). The page behind does not scroll while it is open.
 *
 * It is always rendered (`hidden` while closed), so the button's `aria-controls` points at
 * something, and groups keep their expanded state between openings.
 */
export function Menu({
  id,
  open,
  onClose,
  groups,
  labels,
  search,
  extra,
  currentHref,
  defaultExpanded = [],
}: MenuProps) {
  const overlayRef = useRef<HTMLDivElement>(null);
  useDialogFocus(open, overlayRef, 'first-focusable');
  useScrollLock(open);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    trapTab(event, overlayRef.current);
  };

  return (
    <Overlay
      ref={overlayRef}
      id={id}
      role="dialog"
      aria-modal="true"
      aria-label={labels.dialog ?? labels.navigation}
      tabIndex={-1}
      hidden={!open}
      onKeyDown={onKeyDown}
    >
      <Content>
        <Top>
          <IconButton onDark label={labels.close} icon={<CloseIcon />} onClick={onClose} />
        </Top>
        {search && <Search>{search}</Search>}
        <nav aria-label={labels.navigation}>
          <Groups>
            {groups.map((group) => (
              <MenuGroupSection
                key={group.id}
                group={group}
                labels={labels}
                currentHref={currentHref}
                defaultExpanded={defaultExpanded}
              />
            ))}
          </Groups>
        </nav>
        {extra && <Extra>{extra}</Extra>}
      </Content>
    </Overlay>
  );
}
