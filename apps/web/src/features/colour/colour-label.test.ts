import { describe, expect, it } from 'vitest';
import { messagesFor } from '@kokoelma/i18n';
import { IntlMessageFormat } from 'intl-messageformat';
import { NAMED_COLOURS } from '@kokoelma/contract/site';
import { activeFilters } from '../search/active-filters';
import { colourLabel } from './colour-label';

const translator = (lang: 'fi' | 'sv' | 'en') => {
  const messages: Record<string, string> = messagesFor(lang);
  return (id: string, values?: Record<string, string | number>) =>
    String(new IntlMessageFormat(messages[id] ?? id, lang).format(values));
};

describe('colour names', () => {
  it('names every filter colour by its own name, in each language', () => {
    const en = translator('en');
    for (const colour of NAMED_COLOURS) {
      expect(colourLabel(colour.hex, en)).toBe(en(`colour.${colour.id}`));
    }
  });

  it('says light and deep for much lighter and darker shades', () => {
    expect(colourLabel('#0a1e5a', translator('en'))).toBe('deep blue');
    expect(colourLabel('#0a1e5a', translator('fi'))).toBe('tumma sininen');
    expect(colourLabel('#a8c8f8', translator('sv'))).toBe('ljus blå');
    expect(colourLabel('#c83030', translator('en'))).toBe('red');
  });

  it('gives a colour search a removable chip with the colour’s name', () => {
    const en = translator('en');
    const [chip] = activeFilters({ colour: '#1e50c8', searchTerms: ['meri'] }, 'en', en);
    expect(chip).toMatchObject({ key: 'colour', label: 'Colour: blue', without: 'q=meri' });
  });
});
