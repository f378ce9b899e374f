import styled from '@emotion/styled';
import { buttonStyles } from '../button/button-styles';
import { theme } from '../theme/theme';

const { colors, space } = theme;

const Root = styled.div`
  box-sizing: border-box;
  max-width: ${theme.layout.limitedWidth}px;
  margin: 0 auto;
  padding: ${space.xl}px ${space.m}px;
  color: ${colors.text};
  font-family: ${theme.fonts.body};
  text-align: center;
  overflow-wrap: anywhere;
`;

const Title = styled.h2`
  margin: 0 0 ${space.s}px;
  font-size: ${theme.fontSizes.heading};
  line-height: 1.25;
`;

const Text = styled.p`
  margin: 0 auto ${space.l}px;
  max-width: 60ch;
  color: ${colors.textMuted};
  line-height: 1.5;
`;

// Doubled class: a page's own link colour (PageContainer's `& a`) must not win over the
// button's, which would leave blue text on a blue button.
const Action = styled.a`
  && {
    ${buttonStyles('primary')}
  }
`;

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  title: string;
  text?: string;
  /** What the visitor can do instead, e.g. go to the search. */
  action?: { href: string; label: string };
  /** Heading level of the title within the page (default 2). */
  headingLevel?: 2 | 3;
}

/**
 * What a list shows when it has nothing to show (spec §2): no results, no more results,
 * no galleries, no saved objects, no favourites.
 */
export function EmptyState({ title, text, action, headingLevel = 2 }: EmptyStateProps) {
  return (
    <Root>
      <Title as={headingLevel === 3 ? 'h3' : 'h2'}>{title}</Title>
      {text && <Text>{text}</Text>}
      {action && <Action href={action.href}>{action.label}</Action>}
    </Root>
  );
}
