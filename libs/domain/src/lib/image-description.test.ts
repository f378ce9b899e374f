import { describe, expect, it } from 'vitest';
import { imageDescription, knownAbout } from './image-description.js';

describe('imageDescription', () => {
  const image = {
    description: { fi: 'Nainen lukee kirjettä ikkunan ääressä.', en: 'A woman reads a letter.' },
  };

  it('is the description in the language asked for', () => {
    expect(imageDescription(image, 'en')).toMatchObject({
      text: 'A woman reads a letter.',
      lang: 'en',
      isFallback: false,
    });
  });

  it('falls back to another language and says which', () => {
    expect(imageDescription(image, 'sv')).toMatchObject({
      text: 'Nainen lukee kirjettä ikkunan ääressä.',
      lang: 'fi',
      isFallback: true,
    });
  });

  it('is undefined for an image without one', () => {
    expect(imageDescription({ description: null }, 'fi')).toBeUndefined();
    expect(imageDescription({}, 'fi')).toBeUndefined();
    expect(imageDescription({ description: { fi: '  ' } }, 'fi')).toBeUndefined();
    expect(imageDescription(undefined, 'fi')).toBeUndefined();
  });
});

describe('knownAbout', () => {
  it('says title, makers and year, leaving out what is not known', () => {
    expect(knownAbout({ title: 'Toipilas', makers: 'Helene Schjerfbeck', year: '1888' })).toBe(
      'Toipilas, Helene Schjerfbeck, 1888',
    );
    expect(knownAbout({ title: 'Toipilas', year: '1888' })).toBe('Toipilas, 1888');
    expect(knownAbout({ title: 'Toipilas', makers: ' ', year: undefined })).toBe('Toipilas');
  });
});
