import { describe, expect, it } from 'vitest';
import { MISSING_TEXT } from './localized.js';
import {
  UNKNOWN_AUTHOR,
  authorsOrUnknown,
  personAttribution,
  personDisplayName,
} from './people.js';
import type { Person } from './people.js';

// The person of the open API sample, trimmed to the fields the domain uses.
const edelfelt: Person = {
  id: 70301,
  firstName: 'Albert',
  familyName: 'Edelfelt',
  attribution: null,
  role: { id: 98595, fi: 'taiteilija', sv: 'konstnär', en: 'Artist' },
};

describe('personDisplayName', () => {
  it('joins first and family name', () => {
    expect(personDisplayName(edelfelt)).toBe('Albert Edelfelt');
  });

  it('shows a group by its family name alone and trims parts', () => {
    expect(personDisplayName({ firstName: '', familyName: 'Elonleikkaajat' })).toBe(
      'Elonleikkaajat',
    );
    expect(personDisplayName({ firstName: ' Helene ', familyName: null })).toBe('Helene');
  });

  it('is undefined when there is no name at all', () => {
    expect(personDisplayName({ firstName: ' ', familyName: '' })).toBeUndefined();
    expect(personDisplayName(null)).toBeUndefined();
  });
});

describe('authors', () => {
  it('gives the unknown-author marker when nobody is listed', () => {
    expect(authorsOrUnknown([])).toBe(UNKNOWN_AUTHOR);
    expect(authorsOrUnknown(null)).toBe(UNKNOWN_AUTHOR);
    expect(authorsOrUnknown(undefined)).toBe(UNKNOWN_AUTHOR);
    expect(authorsOrUnknown([edelfelt])).toEqual([edelfelt]);
  });

  it('reads the attribution with language fallback', () => {
    expect(personAttribution(edelfelt, 'fi')).toBe(MISSING_TEXT);
    const workshop = { ...edelfelt, attribution: { fi: 'työpaja', sv: '', en: 'workshop' } };
    expect(personAttribution(workshop, 'sv')).toMatchObject({ text: 'työpaja', lang: 'fi' });
    expect(personAttribution(workshop, 'en')).toMatchObject({ text: 'workshop', lang: 'en' });
  });
});
