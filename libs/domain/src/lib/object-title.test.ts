import { describe, expect, it } from 'vitest';
import { MISSING_TEXT } from './localized.js';
import { MISSING_TITLE, objectTitle } from './object-title.js';

// The open API sample: a title only in Finnish, the other languages empty strings.
const sample = { title: { en: '', fi: 'Veneranta ja laivoja Haikosta', sv: '' } };

describe('objectTitle', () => {
  it('returns the title in the wanted language', () => {
    expect(objectTitle(sample, 'fi')).toEqual({
      kind: 'text',
      text: 'Veneranta ja laivoja Haikosta',
      lang: 'fi',
      isFallback: false,
    });
  });

  it('falls back to another language and reports it, for lang on the element', () => {
    expect(objectTitle(sample, 'en')).toMatchObject({ lang: 'fi', isFallback: true });
    expect(objectTitle(sample, 'sv')).toMatchObject({ lang: 'fi', isFallback: true });
  });

  it('lets preferredTitle win in the same language', () => {
    const object = { title: { fi: 'Nimetön' }, preferredTitle: { fi: 'Kesäilta' } };
    expect(objectTitle(object, 'fi')).toMatchObject({ text: 'Kesäilta', lang: 'fi' });
  });

  it('takes the title in the wanted language before a preferredTitle in a fallback', () => {
    const object = { title: { en: 'Summer evening' }, preferredTitle: { fi: 'Kesäilta' } };
    expect(objectTitle(object, 'en')).toMatchObject({ text: 'Summer evening', lang: 'en' });
    expect(objectTitle(object, 'sv')).toMatchObject({ text: 'Kesäilta', lang: 'fi' });
  });

  it('gives the missing-title marker when no language has a title', () => {
    expect(objectTitle({ title: { fi: '', sv: '', en: '' } }, 'fi')).toBe(MISSING_TITLE);
    expect(objectTitle({ preferredTitle: null }, 'sv')).toBe(MISSING_TITLE);
    expect(objectTitle(undefined, 'en')).toBe(MISSING_TITLE);
    expect(MISSING_TITLE).toBe(MISSING_TEXT);
  });
});
