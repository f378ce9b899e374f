import { describe, expect, it } from 'vitest';
import { entryOf } from './fixtures.test-support';
import { toFooterTexts, toResultsNotification } from './site-texts';

describe('toFooterTexts', () => {
  it('splits the address into lines and keeps only usable links', () => {
    expect(
      toFooterTexts(
        entryOf('footer', 'f', {
          organisation: 'Kansallisgalleria',
          address: 'Kaivokatu 2\r\n\n 00100 Helsinki ',
          phone: '+358 294 500 200',
          feedbackSurveyUrl: '/fi/yhteystiedot#palaute',
          facebookUrl: 'https://www.facebook.com/example',
          xUrl: 'not a url',
        }),
      ),
    ).toEqual({
      id: 'f',
      organisation: 'Kansallisgalleria',
      address: ['Kaivokatu 2', '00100 Helsinki'],
      phone: '+358 294 500 200',
      feedbackSurveyUrl: '/fi/yhteystiedot#palaute',
      social: { facebook: 'https://www.facebook.com/example' },
    });
  });

  it('needs the organisation and an address', () => {
    expect(
      toFooterTexts(entryOf('footer', 'f', { organisation: 'K', address: '  \n ' })),
    ).toBeUndefined();
    expect(toFooterTexts(entryOf('footer', 'f', { address: 'Kaivokatu 2' }))).toBeUndefined();
  });
});

describe('toResultsNotification', () => {
  it('needs a message; the link text goes only with a link', () => {
    expect(
      toResultsNotification(
        entryOf('resultsNotification', 'n', { message: 'Huomio', linkText: 'Lue' }),
      ),
    ).toEqual({ id: 'n', message: 'Huomio' });
    expect(
      toResultsNotification(entryOf('resultsNotification', 'n', { title: 'T' })),
    ).toBeUndefined();
  });
});
