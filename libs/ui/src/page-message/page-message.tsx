import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { focusRing } from '../theme/focus-ring';
import { theme } from '../theme/theme';

const { colors, space } = theme;

const Root = styled.div`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  max-width: ${theme.layout.limitedWidth}px;
  margin: 0 auto;
  padding: ${space.xxl}px ${space.m}px;
  color: ${colors.text};
  font-family: ${theme.fonts.body};
  text-align: center;
  overflow-wrap: anywhere;
`;

const Title = styled.h1`
  margin: 0 0 ${space.m}px;
  font-size: ${theme.fontSizes.display};
  line-height: 1.15;
`;

const Body = styled.div`
  max-width: 60ch;
  line-height: 1.5;
  & p {
    margin: 0 0 ${space.m}px;
  }
  & a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.touchTarget}px;
    color: ${colors.link};
    font-weight: 600;
    text-decoration: underline;
    text-underline-offset: 3px;
    ${focusRing()}
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space.s}px ${space.l}px;
`;

const Credit = styled.p`
  margin: ${space.xl}px 0 0;
  color: ${colors.textMuted};
  font-size: ${theme.fontSizes.small};
`;

/** Props of {@link PageMessage}. */
export interface PageMessageProps {
  /** The page heading (an `h1`). */
  title: string;
  /** The explanation under the title; several paragraphs (languages) are allowed. */
  text?: ReactNode;
  /** Links onwards: to the search, to each language's front page. */
  children?: ReactNode;
  /** Credit of the background photo, e.g. "Kuva: Hannu Aaltonen". */
  photoCredit?: string;
  /** Language of the block when it differs from the page's. */
  lang?: string;
}

/**
 * A whole-page message: the not-found page (spec §2, "Hupsista") and the error page shown
 * for uncaught errors, which must work without any app state, so everything is a prop.
 */
export function PageMessage({ title, text, children, photoCredit, lang }: PageMessageProps) {
  return (
    <Root lang={lang}>
      <Title>{title}</Title>
      <Body>
        {typeof text === 'string' ? <p>{text}</p> : text}
        {children && <Actions>{children}</Actions>}
      </Body>
      {photoCredit && <Credit>{photoCredit}</Credit>}
    </Root>
  );
}
