import { describe, expect, it } from 'vitest';
import {
  CC0_URI,
  IN_COPYRIGHT_URI,
  PUBLIC_DOMAIN_MARK_URI,
  isRightsUri,
  licenceAllowsDownload,
  rightsUri,
} from './rights';

describe('rightsUri', () => {
  it.each([
    ['CC0', CC0_URI],
    ['cc0 1.0', CC0_URI],
    ['CC BY 4.0', 'http://creativecommons.org/licenses/by/4.0/'],
    ['CC BY', 'http://creativecommons.org/licenses/by/4.0/'],
    ['CC-BY-SA-3.0', 'http://creativecommons.org/licenses/by-sa/3.0/'],
    ['CC BY-NC-ND 4.0 International', 'http://creativecommons.org/licenses/by-nc-nd/4.0/'],
    ['cc by nc 2', 'http://creativecommons.org/licenses/by-nc/2.0/'],
    ['Public Domain', PUBLIC_DOMAIN_MARK_URI],
    ['PDM', PUBLIC_DOMAIN_MARK_URI],
    ['All rights reserved', IN_COPYRIGHT_URI],
    ['© All rights reserved.', IN_COPYRIGHT_URI],
    ['Tekijänoikeuden alainen', IN_COPYRIGHT_URI],
    ['  In   Copyright ', IN_COPYRIGHT_URI],
  ])('maps %j', (licence, uri) => {
    expect(rightsUri(licence)).toBe(uri);
    expect(isRightsUri(uri)).toBe(true);
  });

  it.each([
    [
      'https://creativecommons.org/licenses/by/4.0/deed.fi',
      'http://creativecommons.org/licenses/by/4.0/',
    ],
    ['https://creativecommons.org/publicdomain/zero/1.0', CC0_URI],
    [
      'http://www.creativecommons.org/licenses/BY-SA/4.0/',
      'http://creativecommons.org/licenses/by-sa/4.0/',
    ],
    [
      'https://rightsstatements.org/page/InC-EDU/1.0/?language=en',
      'http://rightsstatements.org/vocab/InC-EDU/1.0/',
    ],
    [
      'http://rightsstatements.org/vocab/NoC-NC/1.0/',
      'http://rightsstatements.org/vocab/NoC-NC/1.0/',
    ],
  ])('normalises the URL %s', (licence, uri) => {
    expect(rightsUri(licence)).toBe(uri);
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    'Free to use',
    'CC BY 5.0',
    'CC XY 4.0',
    'https://example.org/licence',
    'https://creativecommons.org/licenses/unknown/4.0/',
    'https://rightsstatements.org/vocab/Nope/1.0/',
  ])('leaves %j unmapped', (licence) => {
    expect(rightsUri(licence)).toBeUndefined();
  });
});

describe('isRightsUri', () => {
  it('accepts only the exact http forms of the two vocabularies', () => {
    expect(isRightsUri('http://creativecommons.org/licenses/by-nc-sa/2.5/')).toBe(true);
    expect(isRightsUri('http://rightsstatements.org/vocab/CNE/1.0/')).toBe(true);
    for (const bad of [
      'https://creativecommons.org/licenses/by/4.0/',
      'http://creativecommons.org/licenses/by/4.0',
      'http://creativecommons.org/licenses/by/4.1/',
      'http://rightsstatements.org/vocab/InC/2.0/',
      'http://example.org/licenses/by/4.0/',
      42,
      null,
    ]) {
      expect(isRightsUri(bad), String(bad)).toBe(false);
    }
  });
});

describe('licenceAllowsDownload', () => {
  it.each([
    'CC0',
    'cc0 1.0',
    'Public domain',
    'PDM',
    'CC BY 4.0',
    'CC BY-NC-ND 4.0',
    'https://creativecommons.org/licenses/by-sa/4.0/deed.fi',
    'http://rightsstatements.org/vocab/NoC-NC/1.0/',
  ])('allows %s', (licence) => {
    expect(licenceAllowsDownload(licence)).toBe(true);
  });

  it.each([
    'All rights reserved',
    '© Kaikki oikeudet pidätetään',
    'Copyright',
    'http://rightsstatements.org/vocab/InC-EDU/1.0/',
    'http://rightsstatements.org/vocab/CNE/1.0/',
    'Kuvasto 2024',
    '',
    null,
    undefined,
  ])('refuses %j', (licence) => {
    expect(licenceAllowsDownload(licence)).toBe(false);
  });
});
