import styled from '@emotion/styled';
import { RichText } from '@kokoelma/cms';
import type { Language } from '@kokoelma/domain';
import type { RichTextDocument } from '@kokoelma/contract/site';
import { theme } from '@kokoelma/ui';
import { useContentErrorReporter } from './content-errors';

const { colors, space } = theme;

/** Reading typography for editors' text: a measure of about 70 characters. */
export const Prose = styled.div`
  max-width: 70ch;
  font-size: 1.0625rem;
  line-height: 1.6;
  overflow-wrap: anywhere;
  & h2 {
    margin: ${space.xl}px 0 ${space.s}px;
    font-size: ${theme.fontSizes.heading};
    line-height: 1.25;
    scroll-margin-top: ${theme.header.heightTablet + space.m}px;
  }
  & h3,
  & h4,
  & h5,
  & h6 {
    margin: ${space.l}px 0 ${space.s}px;
    font-size: ${theme.fontSizes.large};
    scroll-margin-top: ${theme.header.heightTablet + space.m}px;
  }
  & p,
  & ul,
  & ol,
  & blockquote {
    margin: 0 0 ${space.m}px;
  }
  & blockquote {
    padding-left: ${space.m}px;
    border-left: 4px solid ${colors.border};
  }
  & a {
    color: ${colors.accent};
    text-underline-offset: 3px;
  }
  & hr {
    margin: ${space.l}px 0;
    border: 0;
    border-top: 1px solid ${colors.border};
  }
  & table {
    border-collapse: collapse;
  }
  & th,
  & td {
    padding: ${space.xs}px ${space.s}px;
    border: 1px solid ${colors.border};
    text-align: start;
  }
`;

/** A rich-text body in reading typography; unsupported files go to the error reporter. */
export function RichTextBody({ document, lang }: { document: RichTextDocument; lang: Language }) {
  const onError = useContentErrorReporter();
  return (
    <Prose>
      <RichText document={document} lang={lang} onError={onError} />
    </Prose>
  );
}
