import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Language } from '@kokoelma/domain';
import {
  searchQueryFromParams,
  type PaletteColour,
  type PaletteName,
  pathTo,
} from '@kokoelma/contract/site';
import { theme } from '@kokoelma/ui';
import { colourWords } from './colour-words';
import { Swatch } from './swatch';
import { useT } from '../../shared/use-t';

const { colors, space } = theme;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s}px;
  list-style: none;
  margin: ${space.s}px 0 ${space.m}px;
  padding: 0;
  & a {
    display: block;
    border: 1px solid ${colors.text};
    padding: 2px;
    background: ${colors.background};
  }
  & a:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * The image's dominant colours as swatches (issue 23, item 2): each a link to the works
 * holding that colour, named in the page's language with its share ("deep blue, 34 %").
 */
export function ObjectPalette({
  palette,
  names,
  lang,
}: {
  palette: readonly PaletteColour[];
  /** Each colour's name, in the palette's order (the page data's paletteNames). */
  names: readonly PaletteName[];
  lang: Language;
}) {
  const intl = useIntl();
  const t = useT();
  if (palette.length === 0) return null;
  return (
    <section aria-labelledby="object-palette">
      <h2 id="object-palette">{t('object.palette')}</h2>
      <p>{t('object.palette.hint')}</p>
      <List>
        {palette.map((colour, index) => {
          const named = names[index];
          const label = t('object.palette.swatch', {
            colour: named ? colourWords(named, t) : colour.hex,
            share: intl.formatNumber(colour.share, { style: 'percent' }),
          });
          return (
            <li key={colour.hex}>
              <Link
                to={pathTo('search', { lang }, searchQueryFromParams({ colour: colour.hex }))}
                aria-label={label}
                title={label}
                data-colour={colour.hex}
              >
                <Swatch swatch={colour.hex} />
              </Link>
            </li>
          );
        })}
      </List>
    </section>
  );
}
