import styled from '@emotion/styled';
import { Link } from 'react-router';
import { pathTo, searchQueryFromParams } from '@kokoelma/contract/site';
import { MUSEUMS, museumName, type Language } from '@kokoelma/domain';
import { focusRing, theme } from '@kokoelma/ui';
import { useT } from '../../shared/use-t';

const { mq, space } = theme;

/** The four museums, each in its colours, each opening a search of its works. */
const MuseumList = styled.ul`
  display: grid;
  gap: ${space.m}px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.mobileL} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const MuseumLink = styled(Link)<{ background: string; foreground: string }>`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${space.s}px;
  box-sizing: border-box;
  min-height: 120px;
  height: 100%;
  padding: ${space.m}px;
  border: 2px solid ${({ background }) => background};
  background: ${({ background }) => background};
  color: ${({ foreground }) => foreground};
  text-decoration: none;
  overflow-wrap: anywhere;
  ${focusRing()}
  & strong {
    font-size: ${theme.fontSizes.large};
    line-height: 1.2;
  }
  &:hover span,
  &:focus-visible span {
    text-decoration: underline;
  }
`;

/** The museums the front page's row names, in the group's usual order. */
const FRONT_MUSEUMS = ['ateneum', 'kiasma', 'sinebrychoff', 'vttk'] as const;

/** A search of the works of one museum. */
export function museumWorksPath(lang: Language, museum: (typeof FRONT_MUSEUMS)[number]) {
  return pathTo('search', { lang }, searchQueryFromParams({ museums: [museum] }));
}

/** The row of the four museums (the front page, the not-found page). */
export function MuseumRow({ lang }: { lang: Language }) {
  const t = useT();
  return (
    <MuseumList>
      {FRONT_MUSEUMS.map((id) => (
        <li key={id}>
          <MuseumLink
            to={museumWorksPath(lang, id)}
            background={MUSEUMS[id].colours.background}
            foreground={MUSEUMS[id].colours.foreground}
          >
            <strong>{museumName(id, lang)}</strong>
            <span>{t('front.museumWorks')}</span>
          </MuseumLink>
        </li>
      ))}
    </MuseumList>
  );
}
