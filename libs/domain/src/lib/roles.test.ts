import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.js';
import { MISSING_TEXT } from './localized.js';
import { KNOWN_ROLES, knownRoleKey, roleLabel } from './roles.js';

describe('roles', () => {
  it('labels the spec roles in every language', () => {
    expect(roleLabel({ fi: 'valokuvaaja' }, 'en')).toMatchObject({ text: 'photographer' });
    expect(roleLabel({ fi: 'taiteilija' }, 'sv')).toMatchObject({ text: 'konstnär' });
    expect(roleLabel({ fi: 'taiteilijaryhmä' }, 'en')).toMatchObject({
      text: 'artist group',
      lang: 'en',
      isFallback: false,
    });
    for (const labels of Object.values(KNOWN_ROLES)) {
      for (const lang of LANGUAGES) expect(labels[lang]).not.toBe('');
    }
  });

  it('recognises role names whatever their case and spacing', () => {
    expect(knownRoleKey(' Kopio   jälkeen ')).toBe('kopio jälkeen');
    expect(knownRoleKey('toString')).toBeUndefined();
    expect(knownRoleKey(undefined)).toBeUndefined();
  });

  it("falls back to the record's own role texts for unknown roles", () => {
    const role = { id: 1, fi: 'kaivertaja', sv: 'gravör', en: '' };
    expect(roleLabel(role, 'sv')).toMatchObject({ text: 'gravör', lang: 'sv' });
    expect(roleLabel(role, 'en')).toMatchObject({ text: 'kaivertaja', lang: 'fi' });
    expect(roleLabel(null, 'fi')).toBe(MISSING_TEXT);
  });
});
