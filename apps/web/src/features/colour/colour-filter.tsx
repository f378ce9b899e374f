import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { NAMED_COLOURS, normaliseColour, type SearchParams } from '@kokoelma/contract/site';
import { Fieldset, theme } from '@kokoelma/ui';
import { colourLabel } from './colour-label';
import { Swatch } from './swatch';
import { useT } from '../../shared/use-t';

const { colors, space } = theme;

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5em, 1fr));
  column-gap: ${space.s}px;
  & label > span[aria-hidden='true'] {
    width: 20px;
    height: 20px;
    flex: none;
    border: 1px solid ${colors.border};
  }
  & input[type='color'] {
    width: 44px;
    height: 36px;
    padding: 0 2px;
    border: 1px solid ${colors.border};
    background: ${colors.background};
  }
`;

const Hint = styled.p`
  margin: 0 0 ${space.s}px;
  color: ${colors.textMuted};
  font-size: ${theme.fontSizes.small};
`;

/**
 * The colour filter of the search form (issue 23, item 2): any colour, a small set of
 * named colours (each with its name, so the choice is not by colour alone) and an own
 * colour from a colour input. Plain form fields: without script the form sends
 * `colour=custom&customColour=#rrggbb`, which the URL codec reads as that colour.
 */
export function ColourFilter({ params }: { params: SearchParams }) {
  const t = useT();
  const chosen = normaliseColour(params.colour);
  const named = NAMED_COLOURS.find((c) => c.hex === chosen);
  const custom = chosen !== null && !named;
  const picker = useRef<HTMLInputElement>(null);
  // With script, a colour picked (the picker closed: `change`, not every `input` while
  // dragging) chooses "own colour" and sends the form; without script the visitor
  // chooses "own colour" and sends it.
  useEffect(() => {
    const input = picker.current;
    if (!input) return;
    const chooseOwn = () => {
      const own = input.form?.querySelector<HTMLInputElement>(
        'input[name="colour"][value="custom"]',
      );
      if (own) own.checked = true;
      input.form?.requestSubmit();
    };
    input.addEventListener('change', chooseOwn);
    return () => input.removeEventListener('change', chooseOwn);
  }, []);
  return (
    <Fieldset>
      <legend>{t('search.colour')}</legend>
      <Hint>{t('search.colour.hint')}</Hint>
      <Choices>
        <label>
          <input type="radio" name="colour" value="" defaultChecked={chosen === null} />
          {t('search.colour.any')}
        </label>
        {NAMED_COLOURS.map((colour) => (
          <label key={colour.id}>
            <input
              type="radio"
              name="colour"
              value={colour.hex}
              defaultChecked={named?.id === colour.id}
            />
            <Swatch swatch={colour.hex} aria-hidden="true" />
            {t(`colour.${colour.id}`)}
          </label>
        ))}
        <label>
          <input type="radio" name="colour" value="custom" defaultChecked={custom} />
          {t('search.colour.custom')}
        </label>
        <label>
          <input
            type="color"
            name="customColour"
            ref={picker}
            aria-label={t('search.colour.customInput')}
            defaultValue={custom && chosen ? chosen : '#1e50c8'}
          />
          <span>{custom && chosen ? colourLabel(chosen, t) : ''}</span>
        </label>
      </Choices>
    </Fieldset>
  );
}
