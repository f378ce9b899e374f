import styled from '@emotion/styled';
import type { Language } from '@kokoelma/domain';
import { focusRing } from '../theme/focus-ring';
import { theme } from '../theme/theme';

const { mq, mqBelow, space } = theme;

const List = styled.ul`
  display: flex;
  gap: ${space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Link = styled.a`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${theme.touchTarget}px;
  min-height: ${theme.touchTarget}px;
  padding: 0 ${space.xs}px;
  color: inherit;
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
  ${mq.tablet} {
    padding: 0 ${space.s}px;
  }
  ${focusRing()}
`;

/** The two-letter code, shown on phones where the names do not fit. */
const Short = styled.span`
  text-transform: uppercase;
  ${mq.tablet} {
    display: none;
  }
`;

/** The language's own name: the link's accessible name at every width. */
const Long = styled.span`
  ${mqBelow.tablet} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

/** One language the page is offered in. */
export interface LanguageOption {
  lang: Language;
  /** The same page in that language (the path with its language segment swapped). */
  href: string;
  /** The language's own name, e.g. "Svenska". */
  label: string;
  /** The action in that language, e.g. "Byt språk till svenska" (shown as a tooltip). */
  title: string;
}

/** Props of {@link LanguageSwitcher}. */
export interface LanguageSwitcherProps {
  /** The page's language; it is left out of the list. */
  current: Language;
  /** Every language, the current one included or not. */
  options: readonly LanguageOption[];
}

/**
 * Links to the current page in the other two languages (spec §2). They are plain links:
 * changing language reloads the page, so every text, the `<html lang>` and the router
 * start afresh. Each link carries `lang` so screen readers pronounce the name right, and
 * `hrefLang` to say what it leads to.
 */
export function LanguageSwitcher({ current, options }: LanguageSwitcherProps) {
  const others = options.filter((option) => option.lang !== current);
  return (
    <List>
      {others.map((option) => (
        <li key={option.lang}>
          <Link href={option.href} lang={option.lang} hrefLang={option.lang} title={option.title}>
            <Short aria-hidden="true">{option.lang}</Short>
            <Long>{option.label}</Long>
          </Link>
        </li>
      ))}
    </List>
  );
}
