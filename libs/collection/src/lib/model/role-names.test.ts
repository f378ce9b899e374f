import { describe, expect, it } from 'vitest';
import { completeRole, roleNames } from './role-names';

describe('role names', () => {
  it('knows roles in any of the three languages', () => {
    expect(roleNames('Konstnär')).toEqual({ fi: 'taiteilija', sv: 'konstnär', en: 'artist' });
    expect(roleNames(' kopia  efter ')).toEqual({
      fi: 'kopio jälkeen',
      sv: 'kopia efter',
      en: 'copy after',
    });
    expect(roleNames('Tillskriven')?.en).toBe('attributed to');
    expect(roleNames('Author')?.fi).toBe('kirjoittaja');
    expect(roleNames('Beställare')).toBeUndefined();
  });

  it('knows the German and Dutch words of museum-digital, DDB and Adlib exports', () => {
    expect(roleNames('Maler')?.en).toBe('artist');
    expect(roleNames('Künstlerin')?.sv).toBe('konstnär');
    expect(roleNames('ontwerper')?.en).toBe('designer');
    expect(roleNames('Kopie nach')?.en).toBe('copy after');
    expect(roleNames('nach')?.en).toBe('after');
    expect(roleNames('Zugeschrieben')?.fi).toBe('attribuoitu');
  });

  it('keeps source texts and fills the rest from the table, else from the first text', () => {
    expect(completeRole({ sv: 'Fotograf' }, 3)).toEqual({
      id: 3,
      fi: 'valokuvaaja',
      sv: 'Fotograf',
      en: 'photographer',
    });
    expect(completeRole({ fi: 'taiteilija', en: 'Artist' }, null)).toEqual({
      id: null,
      fi: 'taiteilija',
      sv: 'konstnär',
      en: 'Artist',
    });
    expect(completeRole({ sv: 'Beställare' }, null)).toEqual({
      id: null,
      fi: 'Beställare',
      sv: 'Beställare',
      en: 'Beställare',
    });
    expect(completeRole({ fi: ' ' }, 1)).toBeNull();
  });
});
