import styled from '@emotion/styled';
import { useId } from 'react';
import { focusRing } from '../theme/focus-ring';
import { theme } from '../theme/theme';

const { colors, space } = theme;

const Root = styled.div`
  position: relative;
  font-family: ${theme.fonts.body};
`;

const Label = styled.label`
  display: block;
  margin-bottom: ${space.xs}px;
  font-weight: 700;
`;

const Input = styled.input`
  box-sizing: border-box;
  width: 100%;
  min-height: ${theme.touchTarget}px;
  padding: ${space.s}px ${space.m}px;
  border: 2px solid ${colors.inverseText};
  border-radius: 0;
  background: ${colors.inverseBackground};
  color: ${colors.inverseText};
  font: inherit;
  &::placeholder {
    color: ${colors.inverseTextMuted};
  }
  ${focusRing(true)}
`;

const Status = styled.p`
  margin: ${space.s}px 0 0;
  color: ${colors.inverseTextMuted};
  &:empty {
    display: none;
  }
`;

/** The popup of hits: light on the dark menu, so it reads as a layer above it. */
const Results = styled.ul`
  margin: ${space.s}px 0 0;
  padding: ${space.xs}px 0;
  list-style: none;
  background: ${colors.background};
  color: ${colors.text};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.4);
  & li + li {
    border-top: 1px solid ${colors.surface};
  }
`;

const ResultLink = styled.a`
  display: block;
  padding: ${space.s}px ${space.m}px;
  color: ${colors.text};
  text-decoration: none;
  overflow-wrap: anywhere;
  & strong {
    display: block;
    color: ${colors.link};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  & span {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    color: ${colors.textMuted};
    font-size: ${theme.fontSizes.small};
  }
  &:hover {
    background: ${colors.surface};
  }
  ${focusRing()}
`;

/** One page found: its title, where it is, and the first block of its text. */
export interface SiteSearchResult {
  id: string;
  title: string;
  href: string;
  text: string;
}

/** Props of {@link SiteSearch}. */
export interface SiteSearchProps {
  /** The field's visible label, e.g. "Hae sivustolta". */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** The searching, found or no-results text; empty while there is nothing to say. */
  status: string;
  results: readonly SiteSearchResult[];
  /** Name of the list of hits. */
  resultsLabel: string;
}

/**
 * The site content search of the menu (spec §2): a search field, a status line that
 * screen readers announce (searching, pages found, none found), and the pages found as
 * links with the first block of their text. The app does the searching and debouncing;
 * this only draws. The hits follow the field in tab order, so keyboard users reach them
 * with Tab; Escape belongs to the menu around it.
 */
export function SiteSearch({
  label,
  placeholder,
  value,
  onChange,
  status,
  results,
  resultsLabel,
}: SiteSearchProps) {
  const id = useId();
  const statusId = `${id}-status`;
  return (
    <Root role="search">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        aria-describedby={statusId}
        onChange={(event) => onChange(event.target.value)}
      />
      <Status id={statusId} role="status">
        {status}
      </Status>
      {results.length > 0 && (
        <Results aria-label={resultsLabel}>
          {results.map((result) => (
            <li key={result.id}>
              <ResultLink href={result.href}>
                <strong>{result.title}</strong>
                {result.text && <span>{result.text}</span>}
              </ResultLink>
            </li>
          ))}
        </Results>
      )}
    </Root>
  );
}
