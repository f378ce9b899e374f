import styled from '@emotion/styled';
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { UserIcon } from '../icons/icons';
import { focusRing } from '../theme/focus-ring';
import { theme } from '../theme/theme';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

const { colors, mq, space } = theme;

const Root = styled.div`
  position: relative;
  font-family: ${theme.fonts.body};
`;

const Panel = styled.div`
  position: fixed;
  top: ${theme.header.height}px;
  right: ${space.s}px;
  left: ${space.s}px;
  z-index: ${theme.zIndex.popup};
  box-sizing: border-box;
  padding: ${space.m}px;
  border: 1px solid ${colors.border};
  border-radius: 4px;
  background: ${colors.background};
  color: ${colors.text};
  box-shadow: 0 4px 16px rgba(17, 17, 17, 0.2);
  overflow-wrap: anywhere;
  /* From the tablet up there is room to hang the panel under its button. */
  ${mq.tablet} {
    position: absolute;
    top: calc(100% + ${space.s}px);
    right: 0;
    left: auto;
    width: max-content;
    min-width: 240px;
    max-width: 360px;
  }
  &[hidden] {
    display: none;
  }
`;

const Greeting = styled.p`
  margin: 0 0 ${space.s}px;
  font-weight: 600;
`;

const Links = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Link = styled.a`
  display: flex;
  align-items: center;
  gap: ${space.s}px;
  min-height: ${theme.touchTarget}px;
  color: ${colors.link};
  text-decoration: underline;
  text-underline-offset: 3px;
  ${focusRing()}
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.5rem;
  height: 1.5rem;
  padding: 0 ${space.xs}px;
  border-radius: 0.75rem;
  background: ${colors.ink};
  color: ${colors.inverseText};
  font-size: ${theme.fontSizes.small};
  font-weight: 700;
  text-decoration: none;
`;

/**
 * The signed-in visitor's initial in an ink disc: the header shows at a glance that the
 * visitor is signed in (decorative; the button keeps its name).
 */
const Initial = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  background: ${colors.ink};
  color: ${colors.inverseText};
  font-family: ${theme.fonts.body};
  font-size: 0.9375rem;
  font-weight: ${theme.fontWeights.bold};
  line-height: 1;
  [data-dark='true'] & {
    background: ${colors.inverseText};
    color: ${colors.text};
  }
`;

/** The first letter of a name, upper-cased in the page's way; empty for an empty name. */
export function initialOf(name: string): string {
  const first = Array.from(name.trim())[0] ?? '';
  return first.toLocaleUpperCase();
}

/** The signed-in visitor, as far as the menu needs to know. */
export interface UserMenuUser {
  name: string;
  /** How many galleries they have. */
  galleries: number;
}

/** Texts of {@link UserMenu}, translated by the app. */
export interface UserMenuLabels {
  /** Accessible name of the icon button, e.g. "Oma tili". */
  button: string;
  signIn: string;
  register: string;
  greeting: (name: string) => string;
  myGallery: string;
  /** Spoken form of the gallery count badge, e.g. "3 galleriaa". */
  galleryCount: (count: number) => string;
  /** The link to request or see an API key (spec §6), shown with `hrefs.apiKey`. */
  apiKey?: string;
  logout: string;
}

/** Where the menu's links lead. */
export interface UserMenuHrefs {
  signIn: string;
  register: string;
  myGallery: string;
  /** The API key screen; the entry is left out without it. */
  apiKey?: string;
  logout: string;
}

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  /** Id of the popup, referenced by the button's `aria-controls`. */
  id: string;
  /** The signed-in visitor, or `null` when signed out. */
  user: UserMenuUser | null;
  labels: UserMenuLabels;
  hrefs: UserMenuHrefs;
  /** Start open (stories, tests). */
  defaultOpen?: boolean;
}

/**
 * The user popup of the header (spec §2). Signed out it offers sign-in and registration;
 * signed in it greets the visitor and links to their galleries, to their API key (spec
 * §6: "request or see an API key") and to sign-out.
 *
 * A disclosure rather than an ARIA menu: it holds ordinary links, which Tab reaches in
 * order. Escape closes it and puts focus back on the button; a click outside it, or
 * focus moving elsewhere, closes it quietly.
 */
export function UserMenu({ id, user, labels, hrefs, defaultOpen = false }: UserMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    // Handled here, so an enclosing dialog does not close as well.
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <Root ref={rootRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <IconButton
        ref={buttonRef}
        label={labels.button}
        icon={
          user && initialOf(user.name) ? (
            <Initial aria-hidden="true" data-initial="">
              {initialOf(user.name)}
            </Initial>
          ) : (
            <UserIcon />
          )
        }
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      />
      <Panel id={id} hidden={!open}>
        {user ? (
          <>
            <Greeting>{labels.greeting(user.name)}</Greeting>
            <Links>
              <li>
                <Link href={hrefs.myGallery}>
                  {labels.myGallery}
                  <Badge aria-hidden="true">{user.galleries}</Badge>
                  <VisuallyHidden>{`(${labels.galleryCount(user.galleries)})`}</VisuallyHidden>
                </Link>
              </li>
              {hrefs.apiKey && labels.apiKey && (
                <li>
                  <Link href={hrefs.apiKey}>{labels.apiKey}</Link>
                </li>
              )}
              <li>
                <Link href={hrefs.logout}>{labels.logout}</Link>
              </li>
            </Links>
          </>
        ) : (
          <Links>
            <li>
              <Link href={hrefs.signIn}>{labels.signIn}</Link>
            </li>
            <li>
              <Link href={hrefs.register}>{labels.register}</Link>
            </li>
          </Links>
        )}
      </Panel>
    </Root>
  );
}
