import type { MessageId } from '@kokoelma/i18n';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Language } from '@kokoelma/domain';
import { searchQueryFromParams, type SearchParams, pathTo } from '@kokoelma/contract/site';
import { theme } from '@kokoelma/ui';
import type { ObjectFacts } from './object-facts';

const { colors, mq, mqBelow, space } = theme;

/**
 * Labels beside their values where there is room, a label taking at most 40 % of the
 * list's width and wrapping beyond it; on a phone each label above its value. The values
 * keep most of the width: a value squeezed beside a long label ("Materials and
 * techniques" in the object page's side column) broke after every word or mid-word.
 */
const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.xs}px ${space.m}px;
  margin: 0 0 ${space.l}px;
  ${mq.mobileL} {
    grid-template-columns: fit-content(40%) minmax(0, 1fr);
    row-gap: ${space.s}px;
  }
  & > div {
    display: contents;
  }
  & dt {
    font-weight: 600;
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ${mqBelow.mobileL} {
    & > div:not(:last-child) > dd {
      margin-bottom: ${space.s}px;
    }
  }
  & a {
    color: ${colors.accent};
  }
  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** A list of values, each a link to a search for it when a filter exists for it. */
function Links({
  lang,
  values,
  param,
}: {
  lang: Language;
  values: string[];
  param: keyof SearchParams;
}) {
  return (
    <ul>
      {values.map((value) => (
        <li key={value}>
          <Link to={pathTo('search', { lang }, searchQueryFromParams({ [param]: [value] }))}>
            {value}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The object's facts as a definition list; a fact the object lacks is left out. */
export function ObjectFactList({
  facts,
  lang,
  sizeDrawing,
}: {
  facts: ObjectFacts;
  lang: Language;
  /** The work drawn beside a person, shown under its measurements. */
  sizeDrawing?: ReactNode;
}) {
  const intl = useIntl();
  const rows: Array<[string, ReactNode]> = [];
  const add = (id: MessageId, value: ReactNode | undefined, when = true) => {
    if (value !== undefined && when) rows.push([intl.formatMessage({ id }), value]);
  };
  add(
    'object.people',
    <ul>
      {facts.people.map((person, i) => (
        <li key={`${person.name}-${i}`}>
          {person.id ? (
            <Link to={pathTo('person', { lang, id: String(person.id) })}>{person.name}</Link>
          ) : (
            person.name
          )}
          {person.lifespan && ` (${person.lifespan})`}
          {person.role && `, ${person.role}`}
          {person.attribution && `, ${person.attribution}`}
        </li>
      ))}
    </ul>,
    facts.people.length > 0,
  );
  add('object.date', facts.date);
  add('object.category', facts.category);
  add(
    'object.measurements',
    <>
      <ul>
        {facts.measurements.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
      {sizeDrawing}
    </>,
    facts.measurements.length > 0,
  );
  add('object.duration', facts.duration);
  add(
    'object.materials',
    <Links lang={lang} values={facts.materials} param="materials" />,
    facts.materials.length > 0,
  );
  add(
    'object.classifications',
    <Links lang={lang} values={facts.classifications} param="classifications" />,
    facts.classifications.length > 0,
  );
  add(
    'object.keywords',
    <Links lang={lang} values={facts.keywords} param="keywords" />,
    facts.keywords.length > 0,
  );
  add('object.letterAddress', facts.letterAddress);
  add('object.inventoryNumber', facts.inventoryNumber);
  add('object.acquisition', facts.acquisition);
  add('object.onDisplay', facts.onDisplay ?? intl.formatMessage({ id: 'object.inStorage' }));
  add(
    'object.license',
    facts.allRightsReserved
      ? intl.formatMessage({ id: 'object.allRightsReserved' })
      : facts.license,
  );
  return (
    <List>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}
