import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Language } from '@kokoelma/domain';
import { searchQueryFromParams, type PaletteColour } from '@kokoelma/contract';
import { theme } from '@kokoelma/ui';
import { colourLabel } from './colour-label';
import { useT } from '../../app/use-t';

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

/** A colour's square; emotion writes its colour into the nonce'd style sheet (no inline style). */
export const Swatch = styled.span<{ swatch: string }>`
  display: block;
  width: 38px;
  height: 38px;
  background: ${(props) => props.swatch};
`;

/**
 * The image's dominant colours as swatches (issue 23, item 2): each a link to the works
 * holding that colour, named in the page's language with its share ("deep blue, 34 %").
 */
export function ObjectPalette({
  palette,
  lang,
}: {
  palette: readonly PaletteColour[];
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
        {palette.map((colour) => {
          const label = t('object.palette.swatch', {
            colour: colourLabel(colour.hex, t),
            share: intl.formatNumber(colour.share, { style: 'percent' }),
          });
          return (
            <li key={colour.hex}>
              <Link
                to={`/${lang}/search?${searchQueryFromParams({ colour: colour.hex })}`}
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
